// Section layouts of the landing templates, written once and filled with a template's own copy in
// the page's language. They use the same node helpers, theme fragments and stock pictures as the
// ready blocks (../blocks), so a template's sections sit in the block library beside them.
import { button, d, heading, icon, image, input, row, section, stack, text, type N } from '../build';
import { consentField } from '../consent';
import { photoUrl } from '../stock/photos';
import { buttonStyle, cardStyle, col, fieldStyle, headingStyle, textStyle, type Theme } from '../themes';
import type { Decl, NodeStyle } from '../types';

export type Lang = 'ru' | 'en';

/** A dark mark colour where the theme draws figures and accents: square keeps black on yellow. */
const ink = (t: Theme): string => (t.code === 'square' ? '#111111' : t.c.primary);

/**
 * A card in a row of cards. On phones the row becomes a column, where a flex basis would be a
 * height: the card takes its content's height there instead.
 */
const card = (t: Theme, extra: Decl = {}, mobile: Decl = {}): NodeStyle => {
  const base = cardStyle(t, extra);
  return { desktop: base.desktop, mobile: { ...base.mobile, flex: 'none', ...mobile } };
};

/** The node with phone-only declarations added (after the ones its helper set). */
const onPhone = (n: N, mobile: Decl): N => ({ ...n, style: { ...n.style, mobile: { ...n.style?.mobile, ...mobile } } });

const sectionTitle = (t: Theme, title: string, sub?: string, align = 'center'): N[] => [
  heading(2, title, headingStyle(t, 2, t.c.text, align)),
  ...(sub ? [text(sub, textStyle(t, 18, t.c.muted, align))] : []),
];

const badge = (t: Theme, label: string): N => text(label, {
  desktop: { ...textStyle(t, 14, t.c.text).desktop, alignSelf: 'flex-start', fontWeight: 700, padding: '6px 14px', borderRadius: `${t.buttonRadius}px`, backgroundColor: t.c.accent },
});

const picture = (t: Theme, photo: string, alt: string): N =>
  image(photoUrl(photo), alt, 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px` } });

// ---------------------------------------------------------------- header and footer

export interface MenuCopy { logo: string; items: [title: string, href: string][]; cta: string }

/** One row on every screen: the logo and the menu, which folds into its burger on phones. */
export const menuBar = (t: Theme, c: MenuCopy): N => section({ name: 'Меню', bg: t.c.bg, pad: [20, 14], extra: { borderBottom: t.line === '0' ? `1px solid ${t.c.border}` : t.line } }, [
  {
    type: 'navbar', name: 'Навигация',
    style: d({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '24px' }, { gap: '12px' }),
    children: [
      text(c.logo, { desktop: { margin: '0', fontFamily: t.fonts.heading, fontWeight: 800, fontSize: '22px', color: t.c.text }, mobile: { fontSize: '20px' } }),
      {
        type: 'menu', cfg: { items: c.items.map(([title, href]) => ({ title, href })) },
        style: d({ display: 'flex', gap: '28px', fontFamily: t.fonts.body, fontSize: '15px', color: t.c.text }, { flexDirection: 'column', gap: '8px' }),
      },
      button(c.cta, { kind: 'scroll', blockId: 'form' }, { desktop: { ...buttonStyle(t).desktop, padding: '12px 22px', fontSize: '15px' }, mobile: { ...buttonStyle(t).mobile, display: 'none' } }),
    ],
  },
]);

export interface FooterCopy { logo: string; about: string; contactsTitle: string; phone: string; email: string; address: string; rights: string }

export const footer = (t: Theme, c: FooterCopy): N => section({ name: 'Подвал', bg: t.c.dark, pad: [56, 40], elementId: 'contacts' }, [
  row([
    stack(col(10), [
      text(c.logo, { desktop: { margin: '0', fontFamily: t.fonts.heading, fontWeight: 800, fontSize: '22px', color: t.c.onDark } }),
      text(c.about, textStyle(t, 15, t.c.onDark)),
    ]),
    stack(col(8), [
      heading(2, c.contactsTitle, { desktop: { margin: '0', fontFamily: t.fonts.heading, fontSize: '16px', color: t.c.onDark } }),
      text(c.phone, { desktop: { ...textStyle(t, 16, t.c.onDark).desktop, fontWeight: 700 } }),
      text(c.email, textStyle(t, 15, t.c.onDark)),
      text(c.address, textStyle(t, 15, t.c.onDark)),
    ]),
  ], 40),
  text(c.rights, { desktop: { ...textStyle(t, 13, t.c.onDark).desktop, borderTop: '1px solid rgba(255,255,255,.15)', paddingTop: '20px' } }),
]);

// ---------------------------------------------------------------- first screens

export interface HeroCopy { badge?: string; title: string; lead: string; cta: string; second?: [label: string, blockId: string]; photo: string; alt: string; points?: string[] }

/** Text and a picture side by side (the picture goes under the text on phones). */
export const heroSplit = (t: Theme, c: HeroCopy): N => section({ name: 'Первый экран', bg: t.c.bg, pad: t.pad }, [
  row([
    stack(col(22, { justifyContent: 'center' }), [
      ...(c.badge ? [badge(t, c.badge)] : []),
      heading(1, c.title, headingStyle(t, 1)),
      text(c.lead, textStyle(t, 19)),
      ...(c.points ? [text(c.points.map((p) => `✓ ${p}`).join('\n'), textStyle(t, 17, t.c.text))] : []),
      row([
        button(c.cta, { kind: 'scroll', blockId: 'form' }, buttonStyle(t)),
        ...(c.second ? [button(c.second[0], { kind: 'scroll', blockId: c.second[1] }, buttonStyle(t, 'ghost'))] : []),
      ], 12, { width: 'auto' }),
    ]),
    stack(col(0), [image(photoUrl(c.photo), c.alt, 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px`, boxShadow: t.shadow } })]),
  ], 48, { alignItems: 'center' }),
]);

/** A centred offer on the dark colour: for a date, a deadline or a single big promise. */
export const heroDark = (t: Theme, c: Omit<HeroCopy, 'photo' | 'alt'>): N => section({ name: 'Первый экран', bg: t.c.dark, pad: [t.pad[0] + 16, t.pad[1]], width: 860 }, [
  stack(col(24, { alignItems: 'center' }), [
    ...(c.badge ? [text(c.badge, { desktop: { ...textStyle(t, 15, t.c.onDark, 'center').desktop, fontWeight: 700, letterSpacing: '.08em', textTransform: 'uppercase' } })] : []),
    heading(1, c.title, headingStyle(t, 1, t.c.onDark, 'center')),
    text(c.lead, textStyle(t, 19, t.c.onDark, 'center')),
    ...(c.points ? [text(c.points.join('  ·  '), { desktop: { ...textStyle(t, 16, t.c.onDark, 'center').desktop, fontWeight: 600 } })] : []),
    button(c.cta, { kind: 'scroll', blockId: 'form' }, buttonStyle(t, 'light')),
  ]),
]);

// ---------------------------------------------------------------- forms

export interface FormCopy { formName: string; done: string; cta: string }

/** A lead form: the template's questions, the required consent to personal-data processing, then the submit button. */
const leadForm = (t: Theme, c: FormCopy, fields: N[], lang: Lang): N => ({
  type: 'form', name: 'Форма заявки',
  cfg: { formName: c.formName, submitText: c.done, email: '' },
  style: d({ display: 'flex', flexDirection: 'column', gap: '14px', width: '100%' }),
  children: [...fields, consentField(t, lang), button(c.cta, { kind: 'submit' }, buttonStyle(t))],
});

/** The fields the lead card is built from (name, phone, email) and a choice, labelled in the page's language. */
export const field = {
  name: (t: Theme, lang: Lang): N => input('text', lang === 'ru' ? 'Ваше имя' : 'Your name', 'name', lang === 'ru' ? 'Иван' : 'Jane', fieldStyle(t)),
  phone: (t: Theme, lang: Lang): N => input('phone', lang === 'ru' ? 'Телефон' : 'Phone', 'phone', '+7 (900) 000-00-00', fieldStyle(t)),
  /** Optional where the form also asks for a phone: one way to reach the visitor is enough. */
  email: (t: Theme, lang: Lang, required = true): N => {
    const n = input('email', 'Email', 'email', lang === 'ru' ? 'you@example.ru' : 'you@example.com', fieldStyle(t));
    return { ...n, cfg: { ...n.cfg, required } };
  },
  choice: (t: Theme, label: string, name: string, options: string[]): N => input('dropdown', label, name, '', fieldStyle(t), options),
};

export interface FormSectionCopy { title: string; sub: string; form: FormCopy }

/** The section every menu's and first screen's button scrolls to (element id "form"). */
export const formSection = (t: Theme, c: FormSectionCopy, fields: N[], lang: Lang): N => section({ name: 'Форма', bg: t.c.alt, pad: t.pad, width: 560, elementId: 'form' }, [
  stack(cardStyle(t, { gap: '16px', padding: '36px' }), [
    heading(2, c.title, headingStyle(t, 2, t.c.text, 'center')),
    text(c.sub, textStyle(t, 16, t.c.muted, 'center')),
    leadForm(t, c.form, fields, lang),
  ]),
]);

/** A first screen whose right half is the lead form itself (B2B, real estate: the form is the point). */
export const heroForm = (t: Theme, c: { id?: string; title: string; lead: string; points: string[]; formTitle: string; form: FormCopy }, fields: N[], lang: Lang): N =>
  section({ name: 'Первый экран', bg: t.c.alt, pad: t.pad, elementId: c.id }, [
    onPhone(row([
      stack(col(20, { justifyContent: 'center', flex: '3 1 0' }), [
        heading(1, c.title, headingStyle(t, 1)),
        text(c.lead, textStyle(t, 19)),
        text(c.points.map((p) => `✓ ${p}`).join('\n'), textStyle(t, 17, t.c.text)),
      ]),
      stack(card(t, { flex: '2 1 0', gap: '16px' }), [
        heading(2, c.formTitle, headingStyle(t, 3)),
        leadForm(t, c.form, fields, lang),
      ]),
    ], 48, { alignItems: 'center' }), { alignItems: 'stretch' }),
  ]);

// ---------------------------------------------------------------- content sections

export interface CardsCopy { id?: string; title: string; sub?: string; items: [icon: string, head: string, body: string][] }

/** Cards with an icon, a heading and a line of text: benefits, services, reasons. */
export const iconCards = (t: Theme, c: CardsCopy, bg = t.c.bg): N => section({ name: c.title, bg, pad: t.pad, elementId: c.id }, [
  ...sectionTitle(t, c.title, c.sub),
  row(c.items.map(([name, head, body]) => stack(card(t, { flex: '1 1 220px' }), [
    icon(name, head, 40, { desktop: { width: '40px', height: '40px', padding: '10px', borderRadius: `${t.radius}px`, backgroundColor: t.c.accent } }),
    heading(3, head, headingStyle(t, 3)),
    text(body, textStyle(t, 16)),
  ])), 24),
]);

export interface PriceListCopy { id?: string; title: string; sub?: string; items: [name: string, note: string, price: string][] }

/** A list of positions with prices on the right: a menu, a price list, a programme of tickets. */
export const priceList = (t: Theme, c: PriceListCopy, bg = t.c.alt): N => section({ name: c.title, bg, pad: t.pad, width: 860, elementId: c.id }, [
  ...sectionTitle(t, c.title, c.sub),
  // A position and its price stay on one line on phones too, as on a printed menu.
  stack(cardStyle(t, { gap: '0', padding: '8px 28px' }), c.items.map(([name, note, cost], i) => onPhone(row([
    stack(col(4), [heading(3, name, headingStyle(t, 4)), text(note, textStyle(t, 15))]),
    text(cost, { desktop: { ...textStyle(t, 19, t.c.text).desktop, fontWeight: 700, flex: '0 0 auto', whiteSpace: 'nowrap' } }),
  ], 16, { flexWrap: 'nowrap', alignItems: 'center', padding: '18px 0', ...(i > 0 ? { borderTop: `1px solid ${t.c.border}` } : {}) }), { flexDirection: 'row', gap: '12px' }))),
]);

export interface PlansCopy { id?: string; title: string; sub?: string; plans: { name: string; price: string; features: string[]; cta: string; featured?: boolean }[] }

export const plans = (t: Theme, c: PlansCopy): N => section({ name: c.title, bg: t.c.bg, pad: t.pad, elementId: c.id ?? 'price' }, [
  ...sectionTitle(t, c.title, c.sub),
  row(c.plans.map((p) => stack(
    card(t, { flex: '1 1 240px', ...(p.featured ? { border: `2px solid ${ink(t)}` } : {}) }),
    [
      heading(3, p.name, headingStyle(t, 3)),
      text(p.price, { desktop: { ...textStyle(t, 30, t.c.text).desktop, fontFamily: t.fonts.heading, fontWeight: 800 }, mobile: { fontSize: '26px' } }),
      text(p.features.map((f) => `✓ ${f}`).join('\n'), textStyle(t, 15)),
      button(p.cta, { kind: 'scroll', blockId: 'form' }, buttonStyle(t, p.featured ? 'primary' : 'ghost')),
    ],
  )), 24, { alignItems: 'stretch' }),
]);

export interface StepsCopy { id?: string; title: string; sub?: string; items: [when: string, head: string, body: string][] }

/** A vertical line of steps or a timetable: what happens when. */
export const timeline = (t: Theme, c: StepsCopy, bg = t.c.bg): N => section({ name: c.title, bg, pad: t.pad, width: 760, elementId: c.id }, [
  ...sectionTitle(t, c.title, c.sub),
  stack(col(0), c.items.map(([when, head, body]) => row([
    stack({ ...col(6, { flex: '0 0 120px' }), mobile: { flex: 'none' } }, [text(when, { desktop: { ...textStyle(t, 15, t.c.text).desktop, fontWeight: 700 } })]),
    stack(col(6, { borderLeft: `3px solid ${ink(t)}`, padding: '0 0 28px 24px' }), [heading(3, head, headingStyle(t, 4)), text(body, textStyle(t, 16))]),
  ], 16, { flexWrap: 'nowrap' }))),
]);

export interface StatsCopy { items: [value: number, suffix: string, label: string][] }

export const stats = (t: Theme, c: StatsCopy): N => section({ name: 'Цифры', bg: t.c.bg, pad: [56, 40] }, [
  // Two figures a row on phones: four stacked figures would fill two screens.
  onPhone(row(c.items.map(([value, suffix, label]) => stack({ ...col(4, { alignItems: 'center', flex: '1 1 140px' }), mobile: { flex: '1 1 40%' } }, [
    { type: 'counter', cfg: { value, prefix: '', suffix }, style: d({ fontFamily: t.fonts.heading, fontSize: '44px', fontWeight: 800, color: ink(t) }, { fontSize: '34px' }) },
    text(label, textStyle(t, 15, t.c.muted, 'center')),
  ])), 24, { textAlign: 'center' }), { flexDirection: 'row', rowGap: '28px' }),
]);

export interface SplitCopy { id?: string; title: string; paragraphs: string[]; points?: string[]; photo: string; alt: string; cta?: string }

/** Text beside a picture: about us, the expert, the object, the product in detail. */
export const split = (t: Theme, c: SplitCopy, pictureFirst = false, bg = t.c.bg): N => {
  const words = stack(col(16, { justifyContent: 'center' }), [
    heading(2, c.title, headingStyle(t, 2)),
    ...c.paragraphs.map((p) => text(p, textStyle(t, 17))),
    ...(c.points ? [text(c.points.map((p) => `✓ ${p}`).join('\n'), textStyle(t, 17, t.c.text))] : []),
    ...(c.cta ? [row([button(c.cta, { kind: 'scroll', blockId: 'form' }, buttonStyle(t))], 0, { width: 'auto' })] : []),
  ]);
  const pic = stack(col(0), [picture(t, c.photo, c.alt)]);
  return section({ name: c.title, bg, pad: t.pad, elementId: c.id }, [row(pictureFirst ? [pic, words] : [words, pic], 48, { alignItems: 'center' })]);
};

export interface CatalogueCopy { id?: string; title: string; sub?: string; items: { photo: string; name: string; note: string; price: string; cta: string }[] }

/** Picture cards with a price and a button: goods, apartments, dishes of the day. */
export const catalogue = (t: Theme, c: CatalogueCopy, bg = t.c.bg): N => section({ name: c.title, bg, pad: t.pad, elementId: c.id }, [
  ...sectionTitle(t, c.title, c.sub),
  row(c.items.map((p) => stack(card(t, { padding: '0', overflow: 'hidden', flex: '1 1 240px' }, { padding: '0' }), [
    image(photoUrl(p.photo), p.name, 1200, 800, { desktop: { width: '100%', height: 'auto' } }),
    stack(col(10, { padding: '0 24px 24px' }), [
      heading(3, p.name, headingStyle(t, 3)),
      text(p.note, textStyle(t, 15)),
      text(p.price, { desktop: { ...textStyle(t, 22, t.c.text).desktop, fontWeight: 700 } }),
      button(p.cta, { kind: 'scroll', blockId: 'form' }, buttonStyle(t, 'ghost')),
    ]),
  ])), 24),
]);

export interface ReviewsCopy { id?: string; title: string; items: { photo: string; name: string; role: string; quote: string }[] }

export const reviews = (t: Theme, c: ReviewsCopy, bg = t.c.alt): N => section({ name: c.title, bg, pad: t.pad, elementId: c.id ?? 'reviews' }, [
  ...sectionTitle(t, c.title),
  row(c.items.map((r) => stack(card(t, { flex: '1 1 240px' }), [
    text(`«${r.quote}»`, textStyle(t, 16, t.c.text)),
    row([
      image(photoUrl(r.photo), r.name, 1200, 800, { desktop: { width: '48px', height: '48px', objectFit: 'cover', borderRadius: t.code === 'square' ? '0' : '50%' } }),
      stack(col(0), [heading(3, r.name, headingStyle(t, 5)), text(r.role, textStyle(t, 14))]),
    ], 12, { alignItems: 'center', flexWrap: 'nowrap' }),
  ])), 24),
]);

export interface FaqCopy { id?: string; title: string; items: [question: string, answer: string][] }

export const faq = (t: Theme, c: FaqCopy): N => section({ name: c.title, bg: t.c.bg, pad: t.pad, width: 820, elementId: c.id }, [
  ...sectionTitle(t, c.title),
  stack(col(12), c.items.map(([q, a]) => ({
    type: 'spoiler', name: 'Вопрос', cfg: { title: q, text: a, open: false },
    style: d({ padding: '20px 24px', borderRadius: `${t.radius}px`, border: t.line === '0' ? `1px solid ${t.c.border}` : t.line, backgroundColor: t.c.card, fontFamily: t.fonts.body, color: t.c.text }),
  }))),
]);

export interface BannerCopy { title: string; lead: string; cta: string }

/** A call to action on the dark colour between sections. */
export const banner = (t: Theme, c: BannerCopy): N => section({ name: 'Призыв', bg: t.c.dark, pad: [64, 44] }, [
  row([
    stack(col(10), [heading(2, c.title, headingStyle(t, 2, t.c.onDark)), text(c.lead, textStyle(t, 17, t.c.onDark))]),
    stack(col(0, { alignItems: 'flex-end', justifyContent: 'center', flex: '0 0 auto' }), [button(c.cta, { kind: 'scroll', blockId: 'form' }, buttonStyle(t, 'light'))]),
  ], 32, { alignItems: 'center' }),
]);
