// Coming soon: one screen that says what is coming and when, three promises, and a form to be told first.
import type { N } from '../build';
import type { Theme } from '../themes';
import { defineLanding } from './define';
import { field, footer, formSection, heroDark, iconCards, menuBar, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.email(t, lang),
];

const ru = {
  menu: { logo: 'Полка', items: [['Что будет', '#promise'], ['Узнать первым', '#form'], ['Контакты', '#contacts']] as [string, string][], cta: 'Узнать первым' },
  hero: { badge: 'Открытие в мае 2027', title: 'Книжный магазин «Полка» скоро откроется', lead: 'Книги здесь выбирают люди, а не алгоритмы: подборки от библиотекарей, литературный клуб по четвергам и кофе за чтением. Оставьте почту — пригласим на открытие и подарим книгу.', points: ['Открытие — 15 мая', 'Первые 300 гостей — книга в подарок'], cta: 'Хочу на открытие' },
  promise: { id: 'promise', title: 'Что вас ждёт', items: [
    ['book', '5 000 книг', 'Художественная литература, нон-фикшн и детские книги, каждая прочитана кем-то из команды.'],
    ['chat', 'Клуб по четвергам', 'Обсуждаем книгу месяца с автором или переводчиком, вход свободный.'],
    ['coffee', 'Читальный зал', 'Кресла у окна, кофе и тишина до 22:00 — можно читать до покупки.'],
  ] as [string, string, string][] },
  form: { title: 'Узнать первым', sub: 'Одно письмо перед открытием и приглашение на праздник. Без рассылок', form: { formName: 'Лист ожидания', done: 'Спасибо! Пришлём приглашение за неделю до открытия.', cta: 'Жду открытия' } },
  footer: { logo: 'Полка', about: 'Независимый книжный магазин и читальный зал.', contactsTitle: 'Где мы будем', phone: '+7 (900) 123-45-67', email: 'hello@example.ru', address: 'Томск, пр. Ленина, 36', rights: '© 2026 Книжный магазин «Полка». Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Shelf', items: [['What’s coming', '#promise'], ['Be the first', '#form'], ['Contacts', '#contacts']], cta: 'Be the first' },
  hero: { badge: 'Opening in May 2027', title: 'The Shelf bookshop opens soon', lead: 'Here people, not algorithms, choose the books: librarians’ picks, a book club on Thursdays and coffee while you read. Leave your email — we will invite you to the opening and give you a book.', points: ['Opening on 15 May', 'A free book for the first 300 guests'], cta: 'Invite me' },
  promise: { id: 'promise', title: 'What awaits you', items: [
    ['book', '5,000 books', 'Fiction, non-fiction and children’s books, each one read by someone on the team.'],
    ['chat', 'Thursday club', 'The book of the month discussed with its author or translator; entry is free.'],
    ['coffee', 'Reading room', 'Armchairs by the window, coffee and quiet until 22:00 — read before you buy.'],
  ] },
  form: { title: 'Be the first to know', sub: 'One email before the opening and an invitation to the party. No newsletters', form: { formName: 'Waiting list', done: 'Thank you! We will send the invitation a week before the opening.', cta: 'Notify me' } },
  footer: { logo: 'Shelf', about: 'An independent bookshop and reading room.', contactsTitle: 'Where we will be', phone: '+7 (900) 123-45-67', email: 'hello@example.com', address: '36 Lenina Ave, Tomsk', rights: '© 2026 Shelf bookshop. Privacy policy' },
};

export const soonLanding = defineLanding({
  code: 'soon', theme: 'flat',
  title: { ru: 'Скоро открытие', en: 'Coming soon' },
  description: { ru: 'Страница до запуска: что будет и когда, три обещания и лист ожидания', en: 'A pre-launch page: what is coming and when, three promises and a waiting list' },
  copy: { ru, en },
  sections: [
    { key: 'soon-menu', category: 'menu', title: 'Скоро открытие: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'soon-hero', category: 'first_screen', title: 'Скоро открытие: дата на тёмном фоне', build: (t, c) => heroDark(t, c.hero) },
    { key: 'soon-promise', category: 'benefit', title: 'Скоро открытие: что вас ждёт', build: (t, c) => iconCards(t, c.promise) },
    { key: 'soon-form', category: 'conversion', title: 'Скоро открытие: лист ожидания', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'soon-footer', category: 'footer', title: 'Скоро открытие: подвал', build: (t, c) => footer(t, c.footer) },
  ],
});
