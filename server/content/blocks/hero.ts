// First screens, with their demo copy in Russian (the block library's language) and in English
// (for the looks drawn from them).
import { button, d, heading, image, input, row, section, stack, text, type N } from '../build';
import { consentField } from '../consent';
import type { Lang } from '../landing/kit';
import { photoUrl } from '../stock/photos';
import { buttonStyle, cardStyle, col, fieldStyle, headingStyle, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';

const ru = {
  form: { done: 'Спасибо! Заявка отправлена. Мы свяжемся с вами в ближайшее время.', name: 'Ваше имя', namePlaceholder: 'Иван', phone: 'Телефон', phonePlaceholder: '+7 (___) ___-__-__' },
  split: {
    badge: 'Новый поток — с 1 декабря', title: 'Запустите продающий сайт за один вечер',
    lead: 'Готовые блоки, понятный редактор и заявки прямо в личный кабинет. Без программиста и дизайнера.',
    start: 'Начать бесплатно', prices: 'Смотреть цены', alt: 'Ноутбук с сайтом',
  },
  center: {
    title: 'Школа английского для занятых взрослых',
    lead: 'Занятия по 30 минут с преподавателем, разговорная практика каждый день и гарантия результата за 3 месяца.',
    cta: 'Записаться на пробный урок',
  },
  withForm: {
    title: 'Ремонт квартир под ключ с фиксированной сметой',
    lead: 'Смета не вырастет после начала работ — прописываем цену в договоре. Гарантия 5 лет.',
    points: '✓ Бесплатный замер в день обращения\n✓ Свои бригады, без субподряда\n✓ Фотоотчёт каждый день',
    formTitle: 'Рассчитаем стоимость за 15 минут', formName: 'Расчёт стоимости', cta: 'Получить расчёт',
  },
};

const en: typeof ru = {
  form: { done: 'Thank you! Your request is in. We will be in touch shortly.', name: 'Your name', namePlaceholder: 'Jane', phone: 'Phone', phonePlaceholder: '+1 (555) 000-0000' },
  split: {
    badge: 'New cohort starts December 1', title: 'Launch a website that sells in one evening',
    lead: 'Ready-made blocks, a simple editor and leads straight to your dashboard. No developer or designer needed.',
    start: 'Start for free', prices: 'See pricing', alt: 'A laptop showing a website',
  },
  center: {
    title: 'Spanish for busy adults',
    lead: '30-minute lessons with a tutor, speaking practice every day and results guaranteed in 3 months.',
    cta: 'Book a free trial lesson',
  },
  withForm: {
    title: 'Turnkey home renovation at a fixed price',
    lead: 'Your quote won’t grow once work begins: the price is written into the contract. 5-year warranty.',
    points: '✓ Free on-site estimate the day you call\n✓ Our own crews, no subcontractors\n✓ Daily photo updates',
    formTitle: 'Get your quote in 15 minutes', formName: 'Renovation quote', cta: 'Get my quote',
  },
};

const COPY = { ru, en };

const badge = (t: Theme, label: string): N => text(label, {
  desktop: { ...textStyle(t, 14, t.code === 'square' ? '#111111' : t.c.primary).desktop, alignSelf: 'flex-start', fontWeight: 700, padding: '6px 14px', borderRadius: `${t.buttonRadius}px`, backgroundColor: t.c.accent },
});

/** A lead form (name, phone, the required consent) in `lang`, named `title` among the account's forms. */
export const leadForm = (t: Theme, title: string, cta: string, lang: Lang = 'ru'): N => ({
  type: 'form', name: 'Форма заявки',
  cfg: { formName: title, submitText: COPY[lang].form.done, email: '' },
  style: d({ display: 'flex', flexDirection: 'column', gap: '14px', width: '100%' }),
  children: [
    input('text', COPY[lang].form.name, 'name', COPY[lang].form.namePlaceholder, fieldStyle(t)),
    input('phone', COPY[lang].form.phone, 'phone', COPY[lang].form.phonePlaceholder, fieldStyle(t)),
    consentField(t, lang),
    button(cta, { kind: 'submit' }, buttonStyle(t)),
  ],
});

export const heroBlocks: BlockDesign[] = [
  {
    key: 'hero-split', category: 'first_screen', title: 'Первый экран: текст и картинка',
    build: (t, lang: Lang = 'ru') => section({ name: 'Первый экран', bg: t.c.bg, pad: t.pad }, [
      row([
        stack(col(24, { justifyContent: 'center' }), [
          badge(t, COPY[lang].split.badge),
          heading(1, COPY[lang].split.title, headingStyle(t, 1)),
          text(COPY[lang].split.lead, textStyle(t, 19)),
          row([
            button(COPY[lang].split.start, { kind: 'scroll', blockId: 'form' }, buttonStyle(t)),
            button(COPY[lang].split.prices, { kind: 'scroll', blockId: 'price' }, buttonStyle(t, 'ghost')),
          ], 12, { width: 'auto' }),
        ]),
        stack(col(0), [image(photoUrl('laptop-work'), COPY[lang].split.alt, 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px`, boxShadow: t.shadow } })]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
  {
    key: 'hero-center', category: 'first_screen', title: 'Первый экран по центру на цветном фоне',
    build: (t, lang: Lang = 'ru') => section({ name: 'Первый экран', bg: t.code === 'square' ? t.c.accent : `linear-gradient(135deg, ${t.c.primary}, ${t.c.dark})`, pad: [t.pad[0] + 24, t.pad[1]], width: 860 }, [
      stack(col(24, { alignItems: 'center' }), [
        heading(1, COPY[lang].center.title, headingStyle(t, 1, t.code === 'square' ? '#111111' : '#ffffff', 'center')),
        text(COPY[lang].center.lead, textStyle(t, 19, t.code === 'square' ? '#111111' : 'rgba(255,255,255,.85)', 'center')),
        button(COPY[lang].center.cta, { kind: 'scroll', blockId: 'form' }, t.code === 'square' ? buttonStyle(t) : buttonStyle(t, 'light')),
      ]),
    ]),
  },
  {
    key: 'hero-form', category: 'first_screen', title: 'Первый экран с формой заявки',
    build: (t, lang: Lang = 'ru') => section({ name: 'Первый экран', bg: t.c.alt, pad: t.pad }, [
      row([
        stack(col(20, { justifyContent: 'center', flex: '3 1 0' }), [
          heading(1, COPY[lang].withForm.title, headingStyle(t, 1)),
          text(COPY[lang].withForm.lead, textStyle(t, 19)),
          text(COPY[lang].withForm.points, textStyle(t, 17, t.c.text)),
        ]),
        stack(cardStyle(t, { flex: '2 1 0', gap: '16px' }), [
          heading(2, COPY[lang].withForm.formTitle, headingStyle(t, 3)),
          leadForm(t, COPY[lang].withForm.formName, COPY[lang].withForm.cta, lang),
        ]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
];
