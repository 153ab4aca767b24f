/**
 * The networks a social-links widget links to (the editor's choice list) and the name a visitor
 * reads on the published page, in the page's language. The widget stores only the code; without
 * this the page showed the codes themselves ("telegram", "vk", "ok").
 */
import type { PageLang } from './forms';

export const SOCIAL_NETWORKS = ['telegram', 'vk', 'whatsapp', 'viber', 'youtube', 'rutube', 'dzen', 'ok', 'instagram', 'facebook', 'x', 'email', 'phone', 'other'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const NAMES: Readonly<Record<SocialNetwork, Readonly<Record<PageLang, string>>>> = {
  telegram: { ru: 'Telegram', en: 'Telegram' },
  vk: { ru: 'ВКонтакте', en: 'VK' },
  whatsapp: { ru: 'WhatsApp', en: 'WhatsApp' },
  viber: { ru: 'Viber', en: 'Viber' },
  youtube: { ru: 'YouTube', en: 'YouTube' },
  rutube: { ru: 'Rutube', en: 'Rutube' },
  dzen: { ru: 'Дзен', en: 'Dzen' },
  ok: { ru: 'Одноклассники', en: 'OK' },
  instagram: { ru: 'Instagram', en: 'Instagram' },
  facebook: { ru: 'Facebook', en: 'Facebook' },
  x: { ru: 'X', en: 'X' },
  email: { ru: 'Почта', en: 'Email' },
  phone: { ru: 'Телефон', en: 'Phone' },
  other: { ru: 'Ссылка', en: 'Link' },
};

const isNetwork = (code: string): code is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(code);

/** The visitor-facing name of a network code; an unknown code (an imported page's) reads as a link. */
export function socialNetworkName(code: string, lang: PageLang): string {
  return NAMES[isNetwork(code) ? code : 'other'][lang];
}
