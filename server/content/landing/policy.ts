// The personal-data processing policy page (152-FZ) that every shipped form's consent links to at
// /policy: a header back to the site, the title with its edition date, the contents, nine sections
// and a footer. It asks for nothing, so it has no form. The operator's facts are tokens in the copy
// (policy-copy.ts), filled by `fillPolicyOwner` from what the account has told us (its requisites,
// the site's domain) or with bracketed placeholders the owner replaces in the editor.
import { button, d, heading, row, section, stack, text, type N } from '../build';
import { buttonStyle, col, headingStyle, textStyle, type Theme } from '../themes';
import type { StoredContent } from '../types';
import type { Lang } from './kit';
import { POLICY_COPY, POLICY_PLACEHOLDERS, type PolicyCopy } from './policy-copy';

/** The template's code, and the address the consent of every shipped form links to. */
export const POLICY_TEMPLATE_CODE = 'policy';

/** What the account has told us about the operator (its requisites); blank fields get placeholders. */
export interface PolicyOwner {
  kind?: 'individual' | 'company';
  name?: string;
  inn?: string;
  kpp?: string;
  address?: string;
  email?: string;
  phone?: string;
  /** The site's host name (the domain the policy page is published on). */
  site?: string;
}

const header = (t: Theme, c: PolicyCopy): N => {
  const bar = row([
    stack(col(0, { justifyContent: 'center' }), [
      text('{{operator}}', { desktop: { margin: '0', fontFamily: t.fonts.heading, fontWeight: 800, fontSize: '18px', color: t.c.text } }),
    ]),
    stack(col(0, { flex: '0 0 auto', alignItems: 'flex-end' }), [
      button(c.home, { kind: 'link', href: '/' }, { desktop: { ...buttonStyle(t, 'ghost').desktop, padding: '10px 18px', fontSize: '15px' }, mobile: { padding: '8px 14px' } }),
    ]),
  ], 16, { alignItems: 'center', flexWrap: 'nowrap' });
  // The name and the way home stay on one line on phones too: a header, not a stack.
  const oneLine: N = { ...bar, style: { ...bar.style, mobile: { ...bar.style?.mobile, flexDirection: 'row' } } };
  return section({ name: 'Шапка', bg: t.c.bg, pad: [20, 14], width: 860, extra: { borderBottom: t.line === '0' ? `1px solid ${t.c.border}` : t.line } }, [oneLine]);
};

const titleSection = (t: Theme, c: PolicyCopy): N => section({ name: c.title, bg: t.c.alt, pad: [64, 40], width: 860 }, [
  heading(1, c.title, { desktop: { ...headingStyle(t, 1).desktop, fontSize: '42px' }, mobile: { fontSize: '28px' } }),
  text(c.edition, { desktop: { ...textStyle(t, 15, t.c.muted).desktop, fontWeight: 600 } }),
  text(c.lead, textStyle(t, 18, t.c.text)),
]);

const contents = (t: Theme, c: PolicyCopy): N => section({ name: c.contents, bg: t.c.bg, pad: [40, 28], width: 860 }, [
  heading(2, c.contents, { desktop: { ...headingStyle(t, 3).desktop }, mobile: { fontSize: '20px' } }),
  {
    type: 'menu', name: c.contents,
    // A list of the sections on every screen: a table of contents never folds into a burger.
    cfg: { collapse: false, items: c.sections.map((s) => ({ title: s.title, href: `#${s.id}`, newWindow: false })) },
    style: d({ display: 'flex', flexDirection: 'column', gap: '8px', fontFamily: t.fonts.body, fontSize: '16px', color: t.c.primary }),
  },
]);

const body = (t: Theme, c: PolicyCopy): N => section({ name: 'Текст политики', bg: t.c.bg, pad: [24, 16], width: 860 }, c.sections.map((s) => ({
  type: 'column', name: s.title,
  cfg: { elementId: s.id },
  style: d({ display: 'flex', flexDirection: 'column', gap: '12px', paddingBottom: '24px' }),
  children: [heading(2, s.title, { desktop: { ...headingStyle(t, 3).desktop }, mobile: { fontSize: '20px' } }), ...s.paragraphs.map((p) => text(p, textStyle(t, 16, t.c.text)))],
})));

const footer = (t: Theme, c: PolicyCopy): N => section({ name: 'Подвал', bg: t.c.dark, pad: [40, 32], width: 860 }, [
  text(c.rights, textStyle(t, 14, t.c.onDark)),
]);

/** The template as the picker's list holds it: drawn in the default look, in the page's language. */
export const policyTemplate = {
  code: POLICY_TEMPLATE_CODE,
  theme: 'default' as const,
  title: { ru: 'Политика обработки персональных данных', en: 'Personal data processing policy' },
  description: {
    ru: 'Политика по 152-ФЗ для ссылки из согласия в формах: оператор, цели, данные, основания, хранение, права, контакты',
    en: 'A 152-FZ policy for the consent link of your forms: operator, purposes, data, grounds, storage, rights, contacts',
  },
  nodes: (t: Theme, lang: Lang): N[] => {
    const c = POLICY_COPY[lang];
    return [header(t, c), titleSection(t, c), contents(t, c), body(t, c), footer(t, c)];
  },
};

const blank = (s: string | undefined): boolean => s === undefined || s.trim() === '';

/** The values of the copy's tokens: the owner's facts where given, else the placeholders. */
function policyFacts(owner: PolicyOwner, lang: Lang, now: Date): Record<string, string> {
  const ph = POLICY_PLACEHOLDERS[lang];
  const pick = (v: string | undefined, fallback: string) => (blank(v) ? fallback : (v as string).trim());
  const innWord = lang === 'ru' ? 'ИНН' : 'TIN';
  const kppWord = lang === 'ru' ? 'КПП' : 'KPP';
  const inn = blank(owner.inn) ? ph.inn : `${innWord} ${owner.inn?.trim()}${owner.kind === 'company' && !blank(owner.kpp) ? `, ${kppWord} ${owner.kpp?.trim()}` : ''}`;
  return {
    operator: pick(owner.name, ph.operator), inn, address: pick(owner.address, ph.address), email: pick(owner.email, ph.email),
    phone: pick(owner.phone, ph.phone), site: pick(owner.site, ph.site),
    date: now.toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' }),
    year: now.toLocaleDateString('en-GB', { year: 'numeric', timeZone: 'Europe/Moscow' }),
  };
}

/** Fills the policy's tokens in every text of `content` (changed in place) and returns it. */
export function fillPolicyOwner(content: StoredContent, owner: PolicyOwner, lang: Lang, now = new Date()): StoredContent {
  const facts = policyFacts(owner, lang, now);
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (m, key: string) => facts[key] ?? m);
  for (const w of Object.values(content.widgets)) {
    for (const [k, v] of Object.entries(w.cfg)) if (typeof v === 'string') w.cfg[k] = fill(v);
  }
  return content;
}
