// A personal expert page: who the person is, what they help with, formats with prices, results and a consultation request.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { field, footer, formSection, heroSplit, iconCards, menuBar, plans, reviews, split, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.phone(t, lang),
  field.email(t, lang, false),
];

const ru = {
  menu: { logo: 'Анна Корнеева', items: [['Обо мне', '#about'], ['С чем помогаю', '#help'], ['Форматы', '#price'], ['Контакты', '#contacts']] as [string, string][], cta: 'Записаться' },
  hero: {
    badge: 'Финансовый консультант, 11 лет практики', title: 'Помогу навести порядок в деньгах семьи за три встречи', lead: 'Составим бюджет, закроем дорогие кредиты и соберём подушку безопасности. Без продажи страховок и «волшебных» инвестиций.',
    cta: 'Записаться на консультацию', second: ['Форматы и цены', 'price'] as [string, string], photo: 'portrait-4', alt: 'Анна Корнеева',
  },
  about: { id: 'about', title: 'Обо мне', paragraphs: ['Десять лет работала в банке аналитиком кредитных рисков и видела, как семьи с хорошим доходом годами живут в долг.', 'С 2015 года консультирую частных клиентов. Не получаю комиссий от банков и брокеров — мой доход только ваша оплата, поэтому советую то, что выгодно вам.'], points: ['Квалифицированный аттестат НАУФОР', '1 200 клиентов', 'Автор курса «Семейный бюджет»'], photo: 'office-warm', alt: 'Рабочий кабинет консультанта' },
  help: { id: 'help', title: 'С чем помогаю', items: [
    ['chart', 'Бюджет', 'Увидите, куда уходят деньги, и найдёте 10–20% дохода без отказа от привычной жизни.'],
    ['trending-up', 'Долги', 'Составим план досрочного погашения: сначала самые дорогие кредиты и карты.'],
    ['shield', 'Подушка и цели', 'Отложим на полгода спокойной жизни, затем — на квартиру, учёбу детей или пенсию.'],
  ] as [string, string, string][] },
  formats: { title: 'Форматы и цены', sub: 'Первая встреча 20 минут — бесплатно, онлайн', plans: [
    { name: 'Разовая консультация', price: rub(4500), features: ['90 минут онлайн', 'Разбор одного вопроса', 'Письменные рекомендации'], cta: 'Выбрать' },
    { name: 'Личный финплан', price: rub(18000), features: ['Три встречи', 'Бюджет и план погашения долгов', 'Поддержка в мессенджере месяц'], cta: 'Выбрать', featured: true },
    { name: 'Сопровождение', price: `${rub(9000)} / мес`, features: ['Встреча каждые две недели', 'Проверка решений', 'Отчёт о прогрессе'], cta: 'Выбрать' },
  ] },
  results: { title: 'Результаты клиентов', items: [
    { photo: 'portrait-1', name: 'Екатерина и Денис', role: 'семья, двое детей', quote: 'За 8 месяцев закрыли две кредитные карты и впервые отложили на отпуск заранее.' },
    { photo: 'portrait-2', name: 'Андрей', role: 'врач, 38 лет', quote: 'Анна спокойно объяснила, почему мои «инвестиции» были лотереей. Теперь есть понятный план.' },
    { photo: 'portrait-3', name: 'Светлана', role: 'индивидуальный предприниматель', quote: 'Разделила деньги бизнеса и семьи — кассовые разрывы закончились.' },
  ] },
  form: { title: 'Записаться на бесплатную встречу', sub: 'Напишу в течение дня и предложу время', form: { formName: 'Запись на консультацию', done: 'Спасибо! Напишу вам в течение дня.', cta: 'Записаться' } },
  footer: { logo: 'Анна Корнеева', about: 'Независимый финансовый консультант. Консультации онлайн по всей России.', contactsTitle: 'Связаться', phone: '+7 (900) 123-45-67', email: 'anna@example.ru', address: 'Санкт-Петербург и онлайн', rights: '© 2026 Анна Корнеева. Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Anna Korneeva', items: [['About', '#about'], ['How I help', '#help'], ['Formats', '#price'], ['Contacts', '#contacts']], cta: 'Book' },
  hero: {
    badge: 'Financial adviser, 11 years of practice', title: 'I help families put their money in order in three sessions', lead: 'We draw up a budget, close costly loans and build a safety cushion. No insurance sales and no “magic” investments.',
    cta: 'Book a consultation', second: ['Formats and prices', 'price'], photo: 'portrait-4', alt: 'Anna Korneeva',
  },
  about: { id: 'about', title: 'About me', paragraphs: ['For ten years I worked in a bank as a credit-risk analyst and saw families with good incomes living on debt for years.', 'Since 2015 I have advised private clients. I take no commissions from banks or brokers — your fee is my only income, so I advise what pays for you.'], points: ['NAUFOR qualification certificate', '1,200 clients', 'Author of the “Family budget” course'], photo: 'office-warm', alt: 'The adviser’s study' },
  help: { id: 'help', title: 'How I help', items: [
    ['chart', 'Budget', 'See where the money goes and free 10–20% of income without giving up your way of life.'],
    ['trending-up', 'Debts', 'An early-repayment plan: the most expensive loans and cards first.'],
    ['shield', 'Cushion and goals', 'Six months of calm set aside, then a flat, the children’s education or a pension.'],
  ] },
  formats: { title: 'Formats and prices', sub: 'The first 20-minute session is free, online', plans: [
    { name: 'Single consultation', price: rub(4500), features: ['90 minutes online', 'One question in depth', 'Written recommendations'], cta: 'Choose' },
    { name: 'Personal financial plan', price: rub(18000), features: ['Three sessions', 'Budget and debt repayment plan', 'A month of messenger support'], cta: 'Choose', featured: true },
    { name: 'Ongoing support', price: `${rub(9000)} / mo`, features: ['A session every two weeks', 'Decisions checked', 'Progress report'], cta: 'Choose' },
  ] },
  results: { title: 'Clients’ results', items: [
    { photo: 'portrait-1', name: 'Ekaterina and Denis', role: 'a family with two children', quote: 'In 8 months we closed two credit cards and saved for a holiday in advance for the first time.' },
    { photo: 'portrait-2', name: 'Andrey', role: 'doctor, 38', quote: 'Anna calmly explained why my “investments” were a lottery. Now there is a clear plan.' },
    { photo: 'portrait-3', name: 'Svetlana', role: 'sole trader', quote: 'I separated business and family money — the cash gaps are over.' },
  ] },
  form: { title: 'Book a free session', sub: 'I will write within a day and offer a time', form: { formName: 'Consultation booking', done: 'Thank you! I will write to you within a day.', cta: 'Book' } },
  footer: { logo: 'Anna Korneeva', about: 'An independent financial adviser. Online consultations across Russia.', contactsTitle: 'Get in touch', phone: '+7 (900) 123-45-67', email: 'anna@example.com', address: 'Saint Petersburg and online', rights: '© 2026 Anna Korneeva. Privacy policy' },
};

export const expertLanding = defineLanding({
  code: 'expert', theme: 'green',
  title: { ru: 'Личная страница эксперта', en: 'Expert’s personal page' },
  description: { ru: 'Консультант, психолог, юрист, тренер: о себе, с чем помогаете, форматы с ценами и отзывы', en: 'An adviser, psychologist, lawyer or coach: about you, how you help, formats with prices and reviews' },
  copy: { ru, en },
  sections: [
    { key: 'expert-menu', category: 'menu', title: 'Эксперт: меню с именем', build: (t, c) => menuBar(t, c.menu) },
    { key: 'expert-hero', category: 'first_screen', title: 'Эксперт: первый экран с портретом', build: (t, c) => heroSplit(t, c.hero) },
    { key: 'expert-about', category: 'about', title: 'Эксперт: обо мне', build: (t, c) => split(t, c.about, true, t.c.alt) },
    { key: 'expert-help', category: 'benefit', title: 'Эксперт: с чем помогаю', build: (t, c) => iconCards(t, c.help) },
    { key: 'expert-formats', category: 'price', title: 'Эксперт: форматы работы и цены', build: (t, c) => plans(t, c.formats) },
    { key: 'expert-results', category: 'reviews', title: 'Эксперт: результаты клиентов', build: (t, c) => reviews(t, c.results) },
    { key: 'expert-form', category: 'conversion', title: 'Эксперт: запись на консультацию', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'expert-footer', category: 'footer', title: 'Эксперт: подвал', build: (t, c) => footer(t, c.footer) },
  ],
});
