// Benefits, products, audience (identification), evidence and "about us". The layouts the looks
// are drawn from carry their demo copy in Russian (the block library's language) and in English.
import { button, d, heading, icon, image, row, section, stack, text, type N } from '../build';
import type { Lang } from '../landing/kit';
import { photoUrl } from '../stock/photos';
import { buttonStyle, cardStyle, col, headingStyle, rub, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';

const title = (t: Theme, value: string, sub?: string, align = 'center'): N[] => [
  heading(2, value, headingStyle(t, 2, t.c.text, align)),
  ...(sub ? [text(sub, textStyle(t, 18, t.c.muted, align))] : []),
];

const iconCard = (t: Theme, name: string, head: string, body: string): N => stack(cardStyle(t), [
  icon(name, head, 40, { desktop: { width: '40px', height: '40px', padding: '10px', borderRadius: `${t.radius}px`, backgroundColor: t.c.accent } }),
  heading(3, head, headingStyle(t, 3)),
  text(body, textStyle(t, 16)),
]);

const counter = (t: Theme, value: number, suffix: string, label: string): N => stack(col(4), [
  { type: 'counter', cfg: { value, prefix: '', suffix }, style: d({ fontFamily: t.fonts.heading, fontSize: '44px', fontWeight: 800, color: t.code === 'square' ? '#111111' : t.c.primary }, { fontSize: '34px' }) },
  text(label, textStyle(t, 15, t.c.muted, 'center')),
]);

const ru = {
  benefits: {
    title: 'Почему выбирают нас', sub: 'Три причины, по которым к нам возвращаются и приводят друзей',
    cards: [
      ['zap', 'Быстро', 'Первый результат уже через неделю: работаем по отлаженному процессу без простоев.'],
      ['shield', 'Надёжно', 'Фиксируем сроки и цену в договоре. Если не успеем — вернём деньги за каждый день.'],
      ['users', 'Лично', 'Закрепляем персонального менеджера, который на связи с 9 до 21 без выходных.'],
    ] as [icon: string, head: string, body: string][],
  },
  checklist: {
    alt: 'Наша команда', title: 'Всё включено в стоимость', check: 'Галочка',
    items: ['Выезд специалиста и консультация', 'Подбор материалов по вашему бюджету', 'Вывоз мусора и уборка после работ', 'Гарантия на работы — 5 лет'],
  },
  audience: {
    title: 'Кому подойдёт', sub: 'Узнайте себя хотя бы в одном пункте',
    cards: [
      ['briefcase', 'Предпринимателям', 'Нужны заявки с сайта, а не красивая картинка.'],
      ['target', 'Маркетологам', 'Хотите проверять гипотезы за день, а не за месяц.'],
      ['cap', 'Экспертам', 'Запускаете курс или консультации и ищете первых клиентов.'],
      ['home', 'Локальному бизнесу', 'Салон, студия или кафе, которым нужна запись онлайн.'],
    ] as [icon: string, head: string, body: string][],
  },
  numbers: {
    title: 'Нам доверяют',
    items: [[12, '+', 'лет на рынке'], [4800, '', 'довольных клиентов'], [98, '%', 'сдаём в срок'], [35, '', 'городов России']] as [value: number, suffix: string, label: string][],
  },
  about: {
    title: 'О нас',
    text: 'Мы — команда из 40 специалистов. С 2014 года помогаем малому бизнесу находить клиентов в интернете: делаем сайты, настраиваем рекламу и считаем каждый рубль бюджета.',
    promise: 'Работаем по договору, отчитываемся каждую неделю и отвечаем за результат.',
    projects: 'проектов', rating: 'средняя оценка', alt: 'Команда компании',
  },
};

const en: typeof ru = {
  benefits: {
    title: 'Why clients choose us', sub: 'Three reasons clients come back and bring their friends',
    cards: [
      ['zap', 'Fast', 'See first results within a week: a proven process with no downtime.'],
      ['shield', 'Reliable', 'Deadlines and price are fixed in the contract. Miss a day, and we refund it.'],
      ['users', 'Personal', 'A dedicated manager of your own, available 9 am to 9 pm, seven days a week.'],
    ],
  },
  checklist: {
    alt: 'Our team', title: 'Everything included in the price', check: 'Check mark',
    items: ['An on-site visit and consultation', 'Materials chosen to fit your budget', 'Debris removal and cleanup afterwards', 'A 5-year warranty on all work'],
  },
  audience: {
    title: 'Who it’s for', sub: 'See yourself in at least one of these',
    cards: [
      ['briefcase', 'Business owners', 'You need leads from your website, not just a pretty picture.'],
      ['target', 'Marketers', 'You want to test ideas in a day, not a month.'],
      ['cap', 'Experts', 'You are launching a course or consulting and looking for first clients.'],
      ['home', 'Local businesses', 'A salon, studio or café that needs online booking.'],
    ],
  },
  numbers: {
    title: 'Trusted by thousands',
    items: [[12, '+', 'years in business'], [4800, '', 'happy clients'], [98, '%', 'delivered on time'], [35, '', 'cities served']],
  },
  about: {
    title: 'About us',
    text: 'We are a team of 40 specialists. Since 2014 we have helped small businesses find customers online: we build websites, run ads and account for every dollar of the budget.',
    promise: 'We work under contract, report every week and answer for the results.',
    projects: 'projects', rating: 'average rating', alt: 'The company team',
  },
};

const COPY = { ru, en };

export const sellBlocks: BlockDesign[] = [
  {
    key: 'benefits-cards', category: 'benefit', title: 'Преимущества: три карточки с иконками',
    build: (t, lang: Lang = 'ru') => section({ name: 'Преимущества', bg: t.c.bg, pad: t.pad, elementId: 'benefits' }, [
      ...title(t, COPY[lang].benefits.title, COPY[lang].benefits.sub),
      row(COPY[lang].benefits.cards.map(([name, head, body]) => iconCard(t, name, head, body)), 24),
    ]),
  },
  {
    key: 'benefits-checklist', category: 'benefit', title: 'Преимущества: картинка и список',
    build: (t, lang: Lang = 'ru') => section({ name: 'Преимущества', bg: t.c.alt, pad: t.pad, elementId: 'benefits' }, [
      row([
        stack(col(0), [image(photoUrl('team-blue'), COPY[lang].checklist.alt, 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px` } })]),
        stack(col(18, { justifyContent: 'center' }), [
          heading(2, COPY[lang].checklist.title, headingStyle(t, 2)),
          ...COPY[lang].checklist.items.map((item) =>
            row([icon('check', COPY[lang].checklist.check, 24), text(item, textStyle(t, 17, t.c.text))], 12, { alignItems: 'center', flexWrap: 'nowrap' })),
        ]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
  {
    key: 'products-cards', category: 'products', title: 'Товары: карточки с ценой',
    build: (t) => section({ name: 'Товары', bg: t.c.bg, pad: t.pad }, [
      ...title(t, 'Популярные товары', 'Отправляем в день заказа по всей России'),
      row([
        ['product-box', 'Подарочный набор', 2490], ['product-bottle', 'Натуральный сок', 390], ['product-dark', 'Премиум-коллекция', 5990],
      ].map(([photo, name, price]) => stack(cardStyle(t, { padding: '0', overflow: 'hidden' }), [
        image(photoUrl(String(photo)), String(name), 1200, 800, { desktop: { width: '100%', height: 'auto' } }),
        stack(col(10, { padding: '0 24px 24px' }), [
          heading(3, String(name), headingStyle(t, 3)),
          text(rub(Number(price)), { desktop: { ...textStyle(t, 22, t.c.text).desktop, fontWeight: 700 } }),
          button('Купить', { kind: 'scroll', blockId: 'form' }, buttonStyle(t)),
        ]),
      ])), 24),
    ]),
  },
  {
    key: 'audience', category: 'identification', title: 'Для кого: четыре портрета клиента',
    build: (t, lang: Lang = 'ru') => section({ name: 'Для кого', bg: t.c.alt, pad: t.pad }, [
      ...title(t, COPY[lang].audience.title, COPY[lang].audience.sub),
      row(COPY[lang].audience.cards.map(([name, head, body]) => iconCard(t, name, head, body)), 20),
    ]),
  },
  {
    key: 'evidence-numbers', category: 'evidence', title: 'Доказательства: цифры',
    build: (t, lang: Lang = 'ru') => section({ name: 'Цифры', bg: t.c.bg, pad: t.pad }, [
      ...title(t, COPY[lang].numbers.title),
      row(COPY[lang].numbers.items.map(([value, suffix, label]) => counter(t, value, suffix, label)), 24, { textAlign: 'center' }),
    ]),
  },
  {
    key: 'evidence-cases', category: 'evidence', title: 'Доказательства: кейсы до и после',
    build: (t) => section({ name: 'Кейсы', bg: t.c.alt, pad: t.pad }, [
      ...title(t, 'Результаты наших клиентов', 'Реальные проекты последних трёх месяцев'),
      row([['office-warm', 'Было', 'Сайт приносил 3 заявки в месяц'], ['office-blue', 'Стало', 'После редизайна — 47 заявок в месяц']].map(([photo, head, body]) =>
        stack(cardStyle(t), [image(photoUrl(photo), head, 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${Math.max(0, t.radius - 6)}px` } }), heading(3, head, headingStyle(t, 3)), text(body, textStyle(t, 16))])), 24),
    ]),
  },
  {
    key: 'about-split', category: 'about', title: 'О компании: текст и фото',
    build: (t, lang: Lang = 'ru') => section({ name: 'О нас', bg: t.c.bg, pad: t.pad }, [
      row([
        stack(col(18, { justifyContent: 'center' }), [
          heading(2, COPY[lang].about.title, headingStyle(t, 2)),
          text(COPY[lang].about.text, textStyle(t, 17)),
          text(COPY[lang].about.promise, textStyle(t, 17)),
          row([counter(t, 320, '', COPY[lang].about.projects), counter(t, 4.9, '', COPY[lang].about.rating)], 24),
        ]),
        stack(col(0), [image(photoUrl('team-green'), COPY[lang].about.alt, 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px` } })]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
];
