// Menus and footers. On a phone a header is one row: the logo and the menu's burger (the menu
// collapses by itself, engine/menu.ts); the header's button or phone gives way to the first screen's offer.
// Their demo copy in Russian (the block library's language) and in English, for the looks drawn from them.
import { button, d, heading, icon, row, section, stack, text, type N } from '../build';
import type { Lang } from '../landing/kit';
import { buttonStyle, col, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';

const ru = {
  logo: 'Мастерская',
  menu: [['Преимущества', '#benefits'], ['Отзывы', '#reviews'], ['Цены', '#price'], ['Контакты', '#contacts']] as [string, string][],
  cta: 'Оставить заявку',
  phone: '+7 (900) 123-45-67',
  email: 'hello@example.ru',
  address: 'Москва, ул. Примерная, 1',
  about: 'Делаем сайты, которые продают. Работаем по всей России с 2015 года.',
  contacts: 'Контакты', social: 'Мы в соцсетях',
  networks: [{ network: 'telegram', href: 'https://t.me/' }, { network: 'vk', href: 'https://vk.com/' }],
  icons: { phone: 'Телефон', mail: 'Почта', place: 'Адрес' },
  rights: '© 2026 Мастерская. Все права защищены. Политика конфиденциальности',
  rightsShort: '© 2026 Все права защищены',
};

const en: typeof ru = {
  logo: 'Workshop',
  menu: [['Why us', '#benefits'], ['Reviews', '#reviews'], ['Pricing', '#price'], ['Contact', '#contacts']],
  cta: 'Get in touch',
  phone: '+1 (555) 010-2030',
  email: 'hello@example.com',
  address: '120 Market Street, San Francisco, CA',
  about: 'We build websites that sell. Serving clients across the country since 2015.',
  contacts: 'Contact', social: 'Follow us',
  networks: [{ network: 'instagram', href: 'https://www.instagram.com/' }, { network: 'facebook', href: 'https://www.facebook.com/' }],
  icons: { phone: 'Phone', mail: 'Email', place: 'Address' },
  rights: '© 2026 Workshop. All rights reserved. Privacy policy',
  rightsShort: '© 2026 All rights reserved',
};

const COPY = { ru, en };

const logo = (t: Theme, c: typeof ru, color = t.c.text): N =>
  text(c.logo, { desktop: { margin: '0', fontFamily: t.fonts.heading, fontWeight: 800, fontSize: '22px', color }, mobile: { fontSize: '20px' } });

// Icons are dark line drawings: on the dark footer they sit on a light round chip.
const chip = (t: Theme, name: string, label: string): N =>
  icon(name, label, 28, { desktop: { width: '28px', height: '28px', padding: '5px', borderRadius: '50%', backgroundColor: t.c.onDark, flex: '0 0 auto' } });

/** A contact line: its icon chip and its words side by side, on phones too (where a row folds into a column). */
const contactLine = (t: Theme, iconName: string, label: string, value: string): N => {
  const line = row([chip(t, iconName, label), text(value, textStyle(t, 15, t.c.onDark))], 10, { alignItems: 'center', flexWrap: 'nowrap' });
  return { ...line, style: { ...line.style, mobile: { ...line.style?.mobile, flexDirection: 'row', gap: '10px' } } };
};

const menu = (t: Theme, c: typeof ru, color = t.c.text): N => ({
  type: 'menu',
  cfg: { items: c.menu.map(([title, href]) => ({ title, href })) },
  style: d({ display: 'flex', gap: '28px', fontFamily: t.fonts.body, fontSize: '15px', color }, { flexDirection: 'column', gap: '8px' }),
});

export const navigationBlocks: BlockDesign[] = [
  {
    key: 'menu-simple', category: 'menu', title: 'Меню: логотип, ссылки и кнопка',
    build: (t, lang: Lang = 'ru') => section({ name: 'Меню', bg: t.c.bg, pad: [20, 14], extra: { borderBottom: t.line === '0' ? `1px solid ${t.c.border}` : t.line } }, [
      {
        type: 'navbar', name: 'Навигация',
        style: d({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '24px' }, { gap: '12px' }),
        children: [logo(t, COPY[lang]), menu(t, COPY[lang]), button(COPY[lang].cta, { kind: 'scroll', blockId: 'form' }, { desktop: { ...buttonStyle(t).desktop, padding: '12px 22px', fontSize: '15px' }, mobile: { ...buttonStyle(t).mobile, display: 'none' } })],
      },
    ]),
  },
  {
    key: 'menu-dark', category: 'menu', title: 'Меню на тёмном фоне с телефоном',
    build: (t, lang: Lang = 'ru') => section({ name: 'Меню', bg: t.c.dark, pad: [18, 14] }, [
      {
        type: 'navbar', name: 'Навигация',
        style: d({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '24px' }, { gap: '12px' }),
        children: [logo(t, COPY[lang], t.c.onDark), menu(t, COPY[lang], t.c.onDark), text(COPY[lang].phone, { desktop: { ...textStyle(t, 16, t.c.onDark).desktop, fontWeight: 700 }, mobile: { display: 'none' } })],
      },
    ]),
  },
  {
    key: 'footer-columns', category: 'footer', title: 'Подвал: контакты, меню и соцсети',
    build: (t, lang: Lang = 'ru') => {
      const c = COPY[lang];
      return section({ name: 'Подвал', bg: t.c.dark, pad: [64, 40], elementId: 'contacts' }, [
      row([
        stack(col(12), [logo(t, c, t.c.onDark), text(c.about, textStyle(t, 15, t.c.onDark))]),
        stack(col(10), [
          heading(2, c.contacts, { desktop: { margin: '0', fontFamily: t.fonts.heading, fontSize: '16px', color: t.c.onDark } }),
          contactLine(t, 'phone', c.icons.phone, c.phone),
          contactLine(t, 'mail', c.icons.mail, c.email),
          contactLine(t, 'map-pin', c.icons.place, c.address),
        ]),
        stack(col(10), [
          heading(2, c.social, { desktop: { margin: '0', fontFamily: t.fonts.heading, fontSize: '16px', color: t.c.onDark } }),
          { type: 'social-links', cfg: { links: c.networks }, style: d({ display: 'flex', gap: '12px', color: t.c.onDark }) },
        ]),
      ], 40),
      text(c.rights, { desktop: { ...textStyle(t, 13, t.c.onDark).desktop, opacity: 0.6, borderTop: '1px solid rgba(255,255,255,.15)', paddingTop: '20px' } }),
      ]);
    },
  },
  {
    key: 'footer-simple', category: 'footer', title: 'Подвал в одну строку',
    build: (t, lang: Lang = 'ru') => section({ name: 'Подвал', bg: t.c.alt, pad: [32, 24], elementId: 'contacts' }, [
      row([
        stack(col(4), [logo(t, COPY[lang]), text(COPY[lang].rightsShort, textStyle(t, 13))]),
        stack(col(4, { alignItems: 'flex-end' }), [text(COPY[lang].phone, { desktop: { ...textStyle(t, 16, t.c.text).desktop, fontWeight: 700 } }), text(COPY[lang].email, textStyle(t, 14))]),
      ], 24, { alignItems: 'center' }),
    ]),
  },
];
