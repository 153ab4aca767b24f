// Prices, conversion (forms and calls to action), modals and empty blocks. The prices and
// conversion blocks carry their demo copy in Russian (the block library's language) and in English
// (for the looks drawn from them), each with its own currency.
import { button, d, heading, image, row, section, stack, text, type N } from '../build';
import type { Lang } from '../landing/kit';
import { photoUrl } from '../stock/photos';
import { buttonStyle, cardStyle, col, headingStyle, rub, textStyle, usd, type Theme } from '../themes';
import type { BlockDesign } from './design';
import { leadForm } from './hero';

type Plan = [name: string, price: number, features: string[]];

const ru = {
  money: rub,
  perMonth: ' / мес', choose: 'Выбрать', chooseFeatured: 'Выбрать — популярный',
  plans: {
    title: 'Тарифы', sub: 'Первые 14 дней — бесплатно на любом тарифе',
    items: [
      ['Старт', 990, ['5 страниц', '1 домен', 'Заявки на почту']],
      ['Бизнес', 2490, ['30 страниц', '5 доменов', 'Интеграции с CRM', '3 сотрудника']],
      ['Профи', 4990, ['Без лимита страниц', '20 доменов', 'A/B-тесты', '10 сотрудников']],
    ] as Plan[],
  },
  single: {
    alt: 'Товар', title: 'Курс «Сайт за выходные»', lead: '12 видеоуроков, шаблоны и проверка домашних заданий куратором',
    was: 14900, now: 7900, cta: 'Купить со скидкой 47%',
  },
  form: { title: 'Оставьте заявку', sub: 'Перезвоним в течение 15 минут и ответим на все вопросы', formName: 'Заявка', cta: 'Отправить заявку' },
  banner: { title: 'Готовы начать?', lead: 'Первая консультация бесплатно. Ответим на вопросы и предложим решение за 30 минут.', cta: 'Получить консультацию' },
};

const en: typeof ru = {
  money: usd,
  perMonth: '/mo', choose: 'Choose', chooseFeatured: 'Choose — most popular',
  plans: {
    title: 'Pricing', sub: 'Try any plan free for 14 days',
    items: [
      ['Starter', 12, ['5 pages', '1 domain', 'Leads by email']],
      ['Business', 29, ['30 pages', '5 domains', 'CRM integrations', '3 team members']],
      ['Pro', 59, ['Unlimited pages', '20 domains', 'A/B tests', '10 team members']],
    ],
  },
  single: {
    alt: 'Product', title: 'The “Website in a Weekend” course', lead: '12 video lessons, templates and homework reviewed by a mentor',
    was: 149, now: 79, cta: 'Buy now — 47% off',
  },
  form: { title: 'Get in touch', sub: 'We will call you back within 15 minutes and answer all your questions', formName: 'Request', cta: 'Send request' },
  banner: { title: 'Ready to get started?', lead: 'Your first consultation is free. We will answer your questions and suggest a solution in 30 minutes.', cta: 'Book a consultation' },
};

const COPY = { ru, en };

const plan = (t: Theme, c: typeof ru, [name, price, features]: Plan, featured: boolean): N => stack(
  cardStyle(t, featured ? { border: `2px solid ${t.code === 'square' ? '#111111' : t.c.primary}`, backgroundColor: t.code === 'square' ? t.c.accent : t.c.card } : {}),
  [
    heading(3, name, headingStyle(t, 3)),
    text(`${c.money(price)}${c.perMonth}`, { desktop: { ...textStyle(t, 30, t.c.text).desktop, fontFamily: t.fonts.heading, fontWeight: 800 } }),
    text(features.map((f) => `✓ ${f}`).join('\n'), textStyle(t, 15)),
    button(featured ? c.chooseFeatured : c.choose, { kind: 'scroll', blockId: 'form' }, buttonStyle(t, featured ? 'primary' : 'ghost')),
  ],
);

export const offerBlocks: BlockDesign[] = [
  {
    key: 'price-plans', category: 'price', title: 'Цены: три тарифа',
    build: (t, lang: Lang = 'ru') => section({ name: 'Цены', bg: t.c.bg, pad: t.pad, elementId: 'price' }, [
      heading(2, COPY[lang].plans.title, headingStyle(t, 2, t.c.text, 'center')),
      text(COPY[lang].plans.sub, textStyle(t, 18, t.c.muted, 'center')),
      // The middle plan is the one to pick.
      row(COPY[lang].plans.items.map((p, i) => plan(t, COPY[lang], p, i === 1)), 24, { alignItems: 'stretch' }),
    ]),
  },
  {
    key: 'price-single', category: 'price', title: 'Цена: одно предложение со скидкой',
    build: (t, lang: Lang = 'ru') => section({ name: 'Цена', bg: t.c.alt, pad: t.pad, width: 960, elementId: 'price' }, [
      row([
        stack(col(0), [image(photoUrl('product-box'), COPY[lang].single.alt, 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px` } })]),
        stack(col(16, { justifyContent: 'center' }), [
          heading(2, COPY[lang].single.title, headingStyle(t, 2)),
          text(COPY[lang].single.lead, textStyle(t, 17)),
          text(COPY[lang].money(COPY[lang].single.was), { desktop: { ...textStyle(t, 18).desktop, textDecoration: 'line-through' } }),
          text(COPY[lang].money(COPY[lang].single.now), { desktop: { ...textStyle(t, 40, t.c.text).desktop, fontFamily: t.fonts.heading, fontWeight: 800 }, mobile: { fontSize: '32px' } }),
          button(COPY[lang].single.cta, { kind: 'scroll', blockId: 'form' }, buttonStyle(t)),
        ]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
  {
    key: 'form-section', category: 'conversion', title: 'Форма заявки с заголовком',
    build: (t, lang: Lang = 'ru') => section({ name: 'Форма', bg: t.c.alt, pad: t.pad, width: 560, elementId: 'form' }, [
      stack(cardStyle(t, { gap: '16px', padding: '36px' }), [
        heading(2, COPY[lang].form.title, headingStyle(t, 2, t.c.text, 'center')),
        text(COPY[lang].form.sub, textStyle(t, 16, t.c.muted, 'center')),
        leadForm(t, COPY[lang].form.formName, COPY[lang].form.cta, lang),
      ]),
    ]),
  },
  {
    key: 'cta-banner', category: 'conversion', title: 'Призыв к действию на тёмном фоне',
    build: (t, lang: Lang = 'ru') => section({ name: 'Призыв', bg: t.c.dark, pad: [72, 48] }, [
      row([
        stack(col(10), [
          heading(2, COPY[lang].banner.title, headingStyle(t, 2, t.c.onDark)),
          text(COPY[lang].banner.lead, textStyle(t, 17, t.c.onDark)),
        ]),
        stack(col(0, { alignItems: 'flex-end', justifyContent: 'center', flex: '0 0 auto' }), [
          button(COPY[lang].banner.cta, { kind: 'scroll', blockId: 'form' }, t.code === 'square' ? { desktop: { ...buttonStyle(t).desktop, backgroundColor: t.c.accent, color: '#111111' }, mobile: buttonStyle(t).mobile } : buttonStyle(t, 'light')),
        ]),
      ], 32, { alignItems: 'center' }),
    ]),
  },
  {
    key: 'modal-form', category: 'modal', title: 'Окно: заявка на звонок',
    build: (t) => stack(d({ display: 'flex', flexDirection: 'column', gap: '14px', padding: '8px', backgroundColor: t.c.card, fontFamily: t.fonts.body }), [
      heading(3, 'Заказать звонок', headingStyle(t, 3, t.c.text, 'center')),
      text('Оставьте номер — перезвоним в течение 15 минут', textStyle(t, 15, t.c.muted, 'center')),
      leadForm(t, 'Заказ звонка', 'Жду звонка'),
    ], 'Окно заявки'),
  },
  {
    key: 'modal-thanks', category: 'modal', title: 'Окно: спасибо за заявку',
    build: (t) => stack(d({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '14px', padding: '8px', backgroundColor: t.c.card }), [
      { type: 'icon', cfg: { src: '/content-files/icons/check.svg', label: 'Готово', width: 56, height: 56 }, style: d({ width: '56px', height: '56px', padding: '12px', borderRadius: '50%', backgroundColor: t.c.accent }) },
      heading(3, 'Спасибо!', headingStyle(t, 3, t.c.text, 'center')),
      text('Заявка отправлена. Мы свяжемся с вами в ближайшее время.', textStyle(t, 15, t.c.muted, 'center')),
    ], 'Окно благодарности'),
  },
  {
    key: 'empty', category: 'empty', title: 'Пустой блок',
    build: (t) => section({ name: 'Пустой блок', bg: t.c.bg, pad: [64, 40] }, []),
  },
  {
    key: 'empty-wide', category: 'empty_wide', title: 'Пустой блок на всю ширину',
    build: (t) => ({
      type: 'container', name: 'Широкий блок', cfg: { columns: 1, tag: 'section' },
      style: d({ display: 'flex', flexDirection: 'column', width: '100%', minHeight: '320px', padding: '0', background: t.c.alt }, { minHeight: '200px' }),
      children: [],
    }),
  },
];
