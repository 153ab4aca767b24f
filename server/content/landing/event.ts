// An event: the date and place up front, the programme by the hour, the speakers, tickets and registration.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { field, footer, formSection, heroDark, menuBar, plans, reviews, stats, timeline, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.phone(t, lang),
  field.email(t, lang),
  field.choice(t, lang === 'ru' ? 'Билет' : 'Ticket', 'ticket', lang === 'ru' ? ['Стандарт', 'Бизнес', 'Онлайн'] : ['Standard', 'Business', 'Online']),
];

const ru = {
  menu: { logo: 'Маркетинг Про', items: [['Программа', '#programme'], ['Спикеры', '#speakers'], ['Билеты', '#price'], ['Контакты', '#contacts']] as [string, string][], cta: 'Купить билет' },
  hero: { badge: '14 марта 2027 · Москва, Хлебозавод', title: 'Конференция о маркетинге, который окупается', lead: 'Один день, 12 практиков и ни одного доклада «про тренды». Только кейсы с цифрами: бюджет, заявки, выручка.', points: ['12 спикеров', '600 участников', 'Онлайн-трансляция'], cta: 'Зарегистрироваться' },
  numbers: { items: [[12, '', 'спикеров-практиков'], [600, '', 'участников в зале'], [8, '', 'часов контента'], [5, '-й', 'год подряд']] as [number, string, string][] },
  programme: { id: 'programme', title: 'Программа', sub: 'Время московское, перерывы на кофе каждые два часа', items: [
    ['10:00', 'Открытие и регистрация', 'Бейджи, кофе и завтрак в лобби. Раздаём рабочие тетради.'],
    ['11:00', 'Сколько стоит заявка в 2027 году', 'Разбор 40 рекламных кабинетов малого бизнеса: где деньги уходят впустую.'],
    ['13:30', 'Лендинг, который продаёт', 'Пять правок первого экрана, которые удвоили конверсию у участников прошлого года.'],
    ['16:00', 'CRM без боли', 'Как не терять заявки между рекламой, мессенджерами и отделом продаж.'],
    ['18:30', 'Нетворкинг', 'Фуршет и знакомства: спикеры остаются до конца вечера.'],
  ] as [string, string, string][] },
  speakers: { id: 'speakers', title: 'Спикеры', items: [
    { photo: 'portrait-2', name: 'Павел Орлов', role: 'директор по маркетингу сети клиник', quote: 'Покажу, как мы снизили цену записи на приём с 1 800 до 640 рублей.' },
    { photo: 'portrait-3', name: 'Ксения Белова', role: 'основатель агентства контекстной рекламы', quote: 'Разберу кабинеты участников прямо на сцене — пришлите доступ заранее.' },
    { photo: 'portrait-5', name: 'Артём Ким', role: 'руководитель отдела продаж', quote: 'Расскажу, что происходит с заявкой после того, как маркетолог её отдал.' },
  ] },
  tickets: { title: 'Билеты', sub: 'Цена растёт каждые две недели — сейчас первая волна', plans: [
    { name: 'Онлайн', price: rub(3900), features: ['Трансляция всех докладов', 'Записи на 3 месяца', 'Чат участников'], cta: 'Выбрать' },
    { name: 'Стандарт', price: rub(9900), features: ['Место в зале', 'Обед и кофе-брейки', 'Рабочая тетрадь', 'Записи докладов'], cta: 'Выбрать', featured: true },
    { name: 'Бизнес', price: rub(19900), features: ['Первые ряды', 'Ужин со спикерами', 'Разбор вашего сайта', 'Всё из «Стандарта»'], cta: 'Выбрать' },
  ] },
  form: { title: 'Регистрация', sub: 'Пришлём счёт и билет на почту, для юрлиц — договор и акт', form: { formName: 'Регистрация на конференцию', done: 'Спасибо! Билет и счёт придут на почту в течение часа.', cta: 'Зарегистрироваться' } },
  footer: { logo: 'Маркетинг Про', about: 'Ежегодная конференция для маркетологов и владельцев малого бизнеса.', contactsTitle: 'Организаторы', phone: '+7 (900) 123-45-67', email: 'event@example.ru', address: 'Москва, Лесная ул., 20, Хлебозавод', rights: '© 2026 Маркетинг Про. Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Marketing Pro', items: [['Programme', '#programme'], ['Speakers', '#speakers'], ['Tickets', '#price'], ['Contacts', '#contacts']], cta: 'Get a ticket' },
  hero: { badge: '14 March 2027 · Moscow, Khlebozavod', title: 'A conference on marketing that pays for itself', lead: 'One day, 12 practitioners and not a single talk about “trends”. Only cases with figures: budget, leads, revenue.', points: ['12 speakers', '600 attendees', 'Live stream'], cta: 'Register' },
  numbers: { items: [[12, '', 'practitioner speakers'], [600, '', 'people in the hall'], [8, '', 'hours of content'], [5, 'th', 'year running']] },
  programme: { id: 'programme', title: 'Programme', sub: 'Moscow time, a coffee break every two hours', items: [
    ['10:00', 'Opening and registration', 'Badges, coffee and breakfast in the lobby. Workbooks handed out.'],
    ['11:00', 'What a lead costs in 2027', '40 small-business ad accounts taken apart: where money is wasted.'],
    ['13:30', 'A landing page that sells', 'Five first-screen changes that doubled conversion for last year’s attendees.'],
    ['16:00', 'CRM without the pain', 'How not to lose leads between ads, messengers and the sales team.'],
    ['18:30', 'Networking', 'A buffet and introductions: the speakers stay to the end of the evening.'],
  ] },
  speakers: { id: 'speakers', title: 'Speakers', items: [
    { photo: 'portrait-2', name: 'Pavel Orlov', role: 'marketing director of a clinic chain', quote: 'I will show how we brought an appointment’s cost down from 1,800 to 640 roubles.' },
    { photo: 'portrait-3', name: 'Ksenia Belova', role: 'founder of a search-ads agency', quote: 'I will review attendees’ ad accounts live on stage — send access in advance.' },
    { photo: 'portrait-5', name: 'Artyom Kim', role: 'head of sales', quote: 'I will tell what happens to a lead after marketing hands it over.' },
  ] },
  tickets: { title: 'Tickets', sub: 'The price rises every two weeks — this is the first wave', plans: [
    { name: 'Online', price: rub(3900), features: ['Stream of every talk', 'Recordings for 3 months', 'Attendees’ chat'], cta: 'Choose' },
    { name: 'Standard', price: rub(9900), features: ['A seat in the hall', 'Lunch and coffee breaks', 'Workbook', 'Recordings of the talks'], cta: 'Choose', featured: true },
    { name: 'Business', price: rub(19900), features: ['Front rows', 'Dinner with the speakers', 'A review of your site', 'Everything in Standard'], cta: 'Choose' },
  ] },
  form: { title: 'Registration', sub: 'We will email the invoice and your ticket; companies get a contract and an act', form: { formName: 'Conference registration', done: 'Thank you! Your ticket and invoice will arrive by email within an hour.', cta: 'Register' } },
  footer: { logo: 'Marketing Pro', about: 'A yearly conference for marketers and small-business owners.', contactsTitle: 'Organisers', phone: '+7 (900) 123-45-67', email: 'event@example.com', address: 'Khlebozavod, 20 Lesnaya St, Moscow', rights: '© 2026 Marketing Pro. Privacy policy' },
};

export const eventLanding = defineLanding({
  code: 'event', theme: 'square',
  title: { ru: 'Мероприятие', en: 'Event' },
  description: { ru: 'Конференция или встреча: дата, программа по часам, спикеры, билеты и регистрация', en: 'A conference or meetup: date, programme by the hour, speakers, tickets and registration' },
  copy: { ru, en },
  sections: [
    { key: 'event-menu', category: 'menu', title: 'Мероприятие: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'event-hero', category: 'first_screen', title: 'Мероприятие: дата и место на тёмном фоне', build: (t, c) => heroDark(t, c.hero) },
    { key: 'event-numbers', category: 'evidence', title: 'Мероприятие: цифры', build: (t, c) => stats(t, c.numbers) },
    { key: 'event-programme', category: 'stages', title: 'Мероприятие: программа по часам', build: (t, c) => timeline(t, c.programme, t.c.alt) },
    { key: 'event-speakers', category: 'team', title: 'Мероприятие: спикеры', build: (t, c) => reviews(t, c.speakers, t.c.bg) },
    { key: 'event-tickets', category: 'price', title: 'Мероприятие: билеты', build: (t, c) => plans(t, c.tickets) },
    { key: 'event-form', category: 'conversion', title: 'Мероприятие: регистрация', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'event-footer', category: 'footer', title: 'Мероприятие: подвал', build: (t, c) => footer(t, c.footer) },
  ],
});
