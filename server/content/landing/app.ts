// A mobile app: what it does, how it works in three steps, plans and a request for the download link.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { faq, field, footer, formSection, heroSplit, iconCards, menuBar, plans, stats, timeline, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.email(t, lang),
  field.phone(t, lang),
];

const ru = {
  menu: { logo: 'Копилка', items: [['Возможности', '#features'], ['Как работает', '#how'], ['Тарифы', '#price'], ['Контакты', '#contacts']] as [string, string][], cta: 'Скачать' },
  hero: {
    badge: 'iOS и Android · 4,8 в магазинах приложений', title: 'Приложение, которое откладывает деньги за вас', lead: 'Копилка округляет покупки и переводит сдачу на цель: отпуск, подушку или новый телефон. В среднем пользователи откладывают 7 400 ₽ в месяц.',
    cta: 'Получить ссылку', second: ['Тарифы', 'price'] as [string, string], photo: 'laptop-work', alt: 'Экран приложения Копилка',
  },
  numbers: { items: [[420, ' тыс.', 'пользователей'], [7400, ' ₽', 'откладывают в месяц'], [48, '', 'банков подключено'], [96, '%', 'довольны приложением']] as [number, string, string][] },
  features: { id: 'features', title: 'Возможности', items: [
    ['percent', 'Округление покупок', 'Кофе за 180 ₽ — 20 ₽ уходят в копилку. Незаметно, но за год набегает отпуск.'],
    ['target', 'Цели', 'Несколько целей со сроками: приложение само посчитает, сколько откладывать.'],
    ['lock', 'Деньги в банке', 'Накопления лежат на вашем счёте в банке-партнёре и застрахованы АСВ.'],
  ] as [string, string, string][] },
  how: { id: 'how', title: 'Как это работает', items: [
    ['Шаг 1', 'Подключите карту', 'Любая карта российского банка, подключение за минуту.'],
    ['Шаг 2', 'Задайте цель', 'Сумма, срок и правило: округление, процент от зарплаты или фиксированная сумма.'],
    ['Шаг 3', 'Живите как обычно', 'Копилка откладывает сама и присылает отчёт раз в неделю.'],
  ] as [string, string, string][] },
  plans: { title: 'Тарифы', sub: 'Первый месяц «Плюса» — бесплатно', plans: [
    { name: 'Базовый', price: rub(0), features: ['Одна цель', 'Округление покупок', 'Отчёт раз в неделю'], cta: 'Начать' },
    { name: 'Плюс', price: `${rub(199)} / мес`, features: ['Без лимита целей', 'Процент с накоплений до 12%', 'Семейная копилка', 'Поддержка в чате 24/7'], cta: 'Попробовать', featured: true },
  ] },
  faq: { title: 'Вопросы', items: [
    ['Это безопасно?', 'Мы не храним деньги: они на вашем счёте в банке-партнёре, вклад застрахован до 1,4 млн ₽.'],
    ['Можно снять деньги раньше?', 'Да, в любой момент и без комиссии — на карту за пару минут.'],
  ] as [string, string][] },
  form: { title: 'Получить ссылку на приложение', sub: 'Пришлём ссылку для iOS и Android на почту и в СМС', form: { formName: 'Ссылка на приложение', done: 'Готово! Ссылка уже в вашей почте.', cta: 'Получить ссылку' } },
  footer: { logo: 'Копилка', about: 'Приложение для накоплений. ООО «Копилка Технологии».', contactsTitle: 'Поддержка', phone: '+7 (900) 123-45-67', email: 'help@example.ru', address: 'Москва, Пресненская наб., 12', rights: '© 2026 ООО «Копилка Технологии». Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Kopilka', items: [['Features', '#features'], ['How it works', '#how'], ['Plans', '#price'], ['Contacts', '#contacts']], cta: 'Download' },
  hero: {
    badge: 'iOS and Android · rated 4.8 in the app stores', title: 'The app that saves money for you', lead: 'Kopilka rounds up your purchases and moves the change to a goal: a holiday, a cushion or a new phone. Users save 7,400 ₽ a month on average.',
    cta: 'Get the link', second: ['Plans', 'price'], photo: 'laptop-work', alt: 'The Kopilka app screen',
  },
  numbers: { items: [[420, 'k', 'users'], [7400, ' ₽', 'saved a month'], [48, '', 'banks connected'], [96, '%', 'happy with the app']] },
  features: { id: 'features', title: 'Features', items: [
    ['percent', 'Round-ups', 'A 180 ₽ coffee puts 20 ₽ in the jar. You hardly notice, yet in a year it is a holiday.'],
    ['target', 'Goals', 'Several goals with deadlines: the app works out how much to set aside.'],
    ['lock', 'Money stays in a bank', 'Savings sit in your account at a partner bank, insured by the deposit agency.'],
  ] },
  how: { id: 'how', title: 'How it works', items: [
    ['Step 1', 'Connect a card', 'Any Russian bank card, connected in a minute.'],
    ['Step 2', 'Set a goal', 'An amount, a deadline and a rule: round-ups, a share of salary or a fixed sum.'],
    ['Step 3', 'Live as usual', 'Kopilka saves on its own and sends a weekly report.'],
  ] },
  plans: { title: 'Plans', sub: 'The first month of Plus is free', plans: [
    { name: 'Basic', price: rub(0), features: ['One goal', 'Round-ups', 'Weekly report'], cta: 'Start' },
    { name: 'Plus', price: `${rub(199)} / mo`, features: ['Unlimited goals', 'Up to 12% interest on savings', 'Family jar', '24/7 chat support'], cta: 'Try it', featured: true },
  ] },
  faq: { title: 'Questions', items: [
    ['Is it safe?', 'We do not hold your money: it sits in your account at a partner bank, insured up to 1.4 million ₽.'],
    ['Can I withdraw early?', 'Yes, at any time and free of charge — to your card in a couple of minutes.'],
  ] },
  form: { title: 'Get the app link', sub: 'We will send the iOS and Android link by email and text', form: { formName: 'App link', done: 'Done! The link is already in your inbox.', cta: 'Get the link' } },
  footer: { logo: 'Kopilka', about: 'A savings app. Kopilka Technologies LLC.', contactsTitle: 'Support', phone: '+7 (900) 123-45-67', email: 'help@example.com', address: '12 Presnenskaya Emb., Moscow', rights: '© 2026 Kopilka Technologies LLC. Privacy policy' },
};

export const appLanding = defineLanding({
  code: 'app', theme: 'default',
  title: { ru: 'Приложение', en: 'App' },
  description: { ru: 'Мобильное приложение или сервис: возможности, как работает, тарифы и ссылка на скачивание', en: 'A mobile app or service: features, how it works, plans and a download link' },
  copy: { ru, en },
  sections: [
    { key: 'app-menu', category: 'menu', title: 'Приложение: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'app-hero', category: 'first_screen', title: 'Приложение: первый экран с экраном приложения', build: (t, c) => heroSplit(t, c.hero) },
    { key: 'app-numbers', category: 'evidence', title: 'Приложение: цифры', build: (t, c) => stats(t, c.numbers) },
    { key: 'app-features', category: 'benefit', title: 'Приложение: возможности', build: (t, c) => iconCards(t, c.features, t.c.alt) },
    { key: 'app-how', category: 'stages', title: 'Приложение: три шага', build: (t, c) => timeline(t, c.how) },
    { key: 'app-plans', category: 'price', title: 'Приложение: тарифы', build: (t, c) => plans(t, c.plans) },
    { key: 'app-faq', category: 'objections', title: 'Приложение: вопросы о безопасности', build: (t, c) => faq(t, c.faq) },
    { key: 'app-form', category: 'conversion', title: 'Приложение: ссылка на скачивание', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'app-footer', category: 'footer', title: 'Приложение: подвал', build: (t, c) => footer(t, c.footer) },
  ],
});
