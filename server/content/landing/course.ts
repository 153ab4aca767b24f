// An online course or webinar sign-up: the date of the free webinar, what the listener learns, the host, the programme and a sign-up form.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { field, footer, formSection, heroDark, iconCards, menuBar, plans, split, timeline, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.email(t, lang),
  field.phone(t, lang),
];

const ru = {
  menu: { logo: 'Школа «Цифра»', items: [['Чему научитесь', '#learn'], ['Программа', '#programme'], ['Цены', '#price'], ['Контакты', '#contacts']] as [string, string][], cta: 'Записаться' },
  hero: { badge: 'Бесплатный вебинар · 12 февраля, 19:00 мск', title: 'Excel для аналитика: от таблиц к отчётам за 6 недель', lead: 'Придите на бесплатный вебинар: за 90 минут соберём отчёт по продажам со сводными таблицами и покажем, как устроен курс.', points: ['Онлайн, запись придёт на почту', 'Шаблоны отчётов в подарок'], cta: 'Записаться на вебинар' },
  learn: { id: 'learn', title: 'Чему вы научитесь', items: [
    ['chart', 'Сводные таблицы', 'Собирать отчёт из 100 000 строк за минуты, а не за вечер.'],
    ['settings', 'Формулы без ошибок', 'ВПР, ИНДЕКС и ПОИСКПОЗ, условия и проверка данных.'],
    ['trending-up', 'Дашборды', 'Графики и срезы, которые руководитель понимает с первого взгляда.'],
  ] as [string, string, string][] },
  host: { id: 'host', title: 'Ведёт Максим Тихонов', paragraphs: ['Финансовый аналитик с 12-летним опытом, последние 5 лет — руководитель отдела отчётности в розничной сети.', 'Выпустил 3 000 студентов; средняя оценка курса — 4,9 из 5.'], photo: 'portrait-2', alt: 'Максим Тихонов' },
  programme: { id: 'programme', title: 'Программа курса', sub: 'Два занятия в неделю и домашнее задание с проверкой', items: [
    ['Неделя 1–2', 'Основы и формулы', 'Форматы данных, ссылки, логические и текстовые функции.'],
    ['Неделя 3–4', 'Сводные таблицы', 'Группировки, вычисляемые поля, отчёты по продажам и остаткам.'],
    ['Неделя 5–6', 'Дашборды и защита проекта', 'Графики, срезы, автоматическое обновление и итоговый отчёт.'],
  ] as [string, string, string][] },
  prices: { title: 'Стоимость курса', sub: 'Участникам вебинара — скидка 20% в течение двух дней', plans: [
    { name: 'Самостоятельно', price: rub(9900), features: ['Все уроки и шаблоны', 'Доступ на год', 'Чат студентов'], cta: 'Выбрать' },
    { name: 'С куратором', price: rub(19900), features: ['Проверка домашних заданий', 'Разбор вашего отчёта', 'Сертификат', 'Всё из «Самостоятельно»'], cta: 'Выбрать', featured: true },
  ] },
  form: { title: 'Записаться на вебинар', sub: 'Пришлём ссылку на трансляцию и напомним за час до начала', form: { formName: 'Запись на вебинар', done: 'Готово! Ссылка на вебинар уже в вашей почте.', cta: 'Записаться бесплатно' } },
  footer: { logo: 'Школа «Цифра»', about: 'Онлайн-курсы для аналитиков и финансистов. Лицензия на образовательную деятельность.', contactsTitle: 'Контакты', phone: '+7 (900) 123-45-67', email: 'study@example.ru', address: 'Онлайн, поддержка 10:00–20:00 мск', rights: '© 2026 Школа «Цифра». Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Tsifra School', items: [['What you learn', '#learn'], ['Programme', '#programme'], ['Prices', '#price'], ['Contacts', '#contacts']], cta: 'Sign up' },
  hero: { badge: 'Free webinar · 12 February, 19:00 Moscow time', title: 'Excel for analysts: from tables to reports in 6 weeks', lead: 'Join the free webinar: in 90 minutes we build a sales report with pivot tables and show how the course works.', points: ['Online, the recording comes by email', 'Report templates as a gift'], cta: 'Sign up for the webinar' },
  learn: { id: 'learn', title: 'What you will learn', items: [
    ['chart', 'Pivot tables', 'Build a report from 100,000 rows in minutes, not an evening.'],
    ['settings', 'Error-free formulas', 'VLOOKUP, INDEX and MATCH, conditions and data validation.'],
    ['trending-up', 'Dashboards', 'Charts and slicers a manager understands at a glance.'],
  ] },
  host: { id: 'host', title: 'Your host: Maxim Tikhonov', paragraphs: ['A financial analyst with 12 years of experience, for the last 5 the head of reporting at a retail chain.', '3,000 graduates; the course is rated 4.9 out of 5.'], photo: 'portrait-2', alt: 'Maxim Tikhonov' },
  programme: { id: 'programme', title: 'Course programme', sub: 'Two lessons a week and homework with feedback', items: [
    ['Weeks 1–2', 'Basics and formulas', 'Data formats, references, logical and text functions.'],
    ['Weeks 3–4', 'Pivot tables', 'Grouping, calculated fields, sales and stock reports.'],
    ['Weeks 5–6', 'Dashboards and final project', 'Charts, slicers, automatic refresh and your final report.'],
  ] },
  prices: { title: 'Course price', sub: 'Webinar attendees get 20% off for two days', plans: [
    { name: 'Self-paced', price: rub(9900), features: ['All lessons and templates', 'A year of access', 'Students’ chat'], cta: 'Choose' },
    { name: 'With a tutor', price: rub(19900), features: ['Homework reviewed', 'Your own report reviewed', 'Certificate', 'Everything in Self-paced'], cta: 'Choose', featured: true },
  ] },
  form: { title: 'Sign up for the webinar', sub: 'We will send the stream link and remind you an hour before', form: { formName: 'Webinar sign-up', done: 'Done! The webinar link is already in your inbox.', cta: 'Sign up for free' } },
  footer: { logo: 'Tsifra School', about: 'Online courses for analysts and finance staff. Licensed for education.', contactsTitle: 'Contacts', phone: '+7 (900) 123-45-67', email: 'study@example.com', address: 'Online, support 10:00–20:00 Moscow time', rights: '© 2026 Tsifra School. Privacy policy' },
};

export const courseLanding = defineLanding({
  code: 'course', theme: 'flat',
  title: { ru: 'Онлайн-курс и вебинар', en: 'Online course and webinar' },
  description: { ru: 'Запись на бесплатный вебинар курса: чему научитесь, автор, программа и цены', en: 'Sign-up for a course’s free webinar: what you learn, the host, the programme and prices' },
  copy: { ru, en },
  sections: [
    { key: 'course-menu', category: 'menu', title: 'Курс: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'course-hero', category: 'first_screen', title: 'Курс: дата вебинара на тёмном фоне', build: (t, c) => heroDark(t, c.hero) },
    { key: 'course-learn', category: 'benefit', title: 'Курс: чему научитесь', build: (t, c) => iconCards(t, c.learn) },
    { key: 'course-host', category: 'about', title: 'Курс: автор', build: (t, c) => split(t, c.host, true, t.c.alt) },
    { key: 'course-programme', category: 'stages', title: 'Курс: программа по неделям', build: (t, c) => timeline(t, c.programme) },
    { key: 'course-prices', category: 'price', title: 'Курс: два тарифа', build: (t, c) => plans(t, c.prices) },
    { key: 'course-form', category: 'conversion', title: 'Курс: запись на вебинар', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'course-footer', category: 'footer', title: 'Курс: подвал', build: (t, c) => footer(t, c.footer) },
  ],
});
