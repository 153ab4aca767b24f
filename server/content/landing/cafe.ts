// A restaurant or café: the atmosphere and hours, the menu with prices, banquets and a table booking.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { banner, catalogue, field, footer, formSection, heroSplit, menuBar, priceList, split, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.phone(t, lang),
  field.choice(t, lang === 'ru' ? 'Гостей' : 'Guests', 'guests', ['1–2', '3–4', '5–8', lang === 'ru' ? 'Больше 8' : 'More than 8']),
];

const ru = {
  menu: { logo: 'Кофейня «Зерно»', items: [['Меню', '#dishes'], ['Завтраки', '#breakfast'], ['Банкеты', '#events'], ['Контакты', '#contacts']] as [string, string][], cta: 'Забронировать стол' },
  hero: {
    badge: 'Каждый день с 8:00 до 23:00', title: 'Кофейня с завтраками весь день', lead: 'Обжариваем зерно сами раз в неделю, печём круассаны каждое утро и подаём сырники до закрытия.',
    cta: 'Забронировать стол', second: ['Смотреть меню', 'dishes'] as [string, string], photo: 'food-plate', alt: 'Завтрак в кофейне',
  },
  menuList: { id: 'dishes', title: 'Меню', sub: 'Цены за порцию, кофе — на альтернативном или коровьем молоке', items: [
    ['Капучино 300 мл', 'Эспрессо-смесь собственной обжарки', rub(220)],
    ['Раф с лавандой', 'Сливки, ваниль, лавандовый сироп', rub(290)],
    ['Сырники со сметаной', 'Три штуки, ягодный соус', rub(380)],
    ['Круассан с лососем', 'Слабосолёный лосось, сливочный сыр, шпинат', rub(490)],
    ['Суп дня', 'Спросите у бариста, что сегодня', rub(350)],
  ] as [string, string, string][] },
  breakfast: { id: 'breakfast', title: 'Завтраки', sub: 'До 12:00 — кофе к любому завтраку за полцены', items: [
    { photo: 'food-green', name: 'Боул с авокадо', note: 'Киноа, авокадо, яйцо пашот', price: rub(520), cta: 'Заказать столик' },
    { photo: 'food-plate', name: 'Английский завтрак', note: 'Яичница, бекон, фасоль, тосты', price: rub(590), cta: 'Заказать столик' },
    { photo: 'product-bottle', name: 'Смузи и гранола', note: 'Йогурт, гранола, сезонные ягоды', price: rub(410), cta: 'Заказать столик' },
  ] },
  events: { id: 'events', title: 'Праздники и встречи', paragraphs: ['Закроем зал до 40 гостей на день рождения, выпускной или корпоратив. Составим меню под бюджет от 2 500 ₽ на гостя.', 'Бариста-шоу и торт от нашего кондитера — по желанию.'], points: ['Зал до 40 гостей', 'Своя музыка и проектор', 'Без платы за аренду'], photo: 'team-green', alt: 'Зал кофейни', cta: 'Обсудить праздник' },
  banner: { title: 'Кофе с собой — без очереди', lead: 'Оставьте заявку и заберите заказ у окна выдачи через 5 минут.', cta: 'Забронировать' },
  form: { title: 'Забронировать стол', sub: 'Подтвердим бронь звонком или сообщением в течение 15 минут', form: { formName: 'Бронь стола', done: 'Спасибо! Подтвердим бронь в течение 15 минут.', cta: 'Забронировать' } },
  footer: { logo: 'Зерно', about: 'Кофейня и пекарня в центре Нижнего Новгорода.', contactsTitle: 'Адрес и часы', phone: '+7 (900) 123-45-67', email: 'hello@example.ru', address: 'Нижний Новгород, ул. Большая Покровская, 12, ежедневно 8:00–23:00', rights: '© 2026 Кофейня «Зерно». Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Grain Coffee', items: [['Menu', '#dishes'], ['Breakfast', '#breakfast'], ['Parties', '#events'], ['Contacts', '#contacts']], cta: 'Book a table' },
  hero: {
    badge: 'Every day from 8:00 to 23:00', title: 'A coffee shop with all-day breakfast', lead: 'We roast our own beans weekly, bake croissants every morning and serve pancakes until closing.',
    cta: 'Book a table', second: ['See the menu', 'dishes'], photo: 'food-plate', alt: 'Breakfast at the coffee shop',
  },
  menuList: { id: 'dishes', title: 'Menu', sub: 'Prices per serving; coffee with plant-based or cow’s milk', items: [
    ['Cappuccino 300 ml', 'Our own roast espresso blend', rub(220)],
    ['Lavender raf', 'Cream, vanilla, lavender syrup', rub(290)],
    ['Cottage cheese pancakes', 'Three pieces, berry sauce', rub(380)],
    ['Salmon croissant', 'Lightly salted salmon, cream cheese, spinach', rub(490)],
    ['Soup of the day', 'Ask the barista what it is today', rub(350)],
  ] },
  breakfast: { id: 'breakfast', title: 'Breakfast', sub: 'Until 12:00 — half-price coffee with any breakfast', items: [
    { photo: 'food-green', name: 'Avocado bowl', note: 'Quinoa, avocado, poached egg', price: rub(520), cta: 'Book a table' },
    { photo: 'food-plate', name: 'Full English', note: 'Eggs, bacon, beans, toast', price: rub(590), cta: 'Book a table' },
    { photo: 'product-bottle', name: 'Smoothie and granola', note: 'Yoghurt, granola, seasonal berries', price: rub(410), cta: 'Book a table' },
  ] },
  events: { id: 'events', title: 'Parties and gatherings', paragraphs: ['We close the hall for up to 40 guests for a birthday, a graduation or a company party, with a menu for your budget from 2,500 ₽ a guest.', 'A barista show and a cake from our pastry chef on request.'], points: ['Hall for up to 40 guests', 'Your music and a projector', 'No hire fee'], photo: 'team-green', alt: 'The coffee shop’s hall', cta: 'Plan a party' },
  banner: { title: 'Coffee to go — no queue', lead: 'Leave a request and collect your order at the window in 5 minutes.', cta: 'Book' },
  form: { title: 'Book a table', sub: 'We confirm by phone or message within 15 minutes', form: { formName: 'Table booking', done: 'Thank you! We will confirm your booking within 15 minutes.', cta: 'Book' } },
  footer: { logo: 'Grain', about: 'A coffee shop and bakery in the centre of Nizhny Novgorod.', contactsTitle: 'Address and hours', phone: '+7 (900) 123-45-67', email: 'hello@example.com', address: '12 Bolshaya Pokrovskaya St, Nizhny Novgorod, daily 8:00–23:00', rights: '© 2026 Grain Coffee. Privacy policy' },
};

export const cafeLanding = defineLanding({
  code: 'cafe', theme: 'flat',
  title: { ru: 'Кафе и ресторан', en: 'Café or restaurant' },
  description: { ru: 'Кафе, кофейня или ресторан: меню с ценами, завтраки, банкеты и бронь стола', en: 'A café, coffee shop or restaurant: menu with prices, breakfasts, parties and table booking' },
  copy: { ru, en },
  sections: [
    { key: 'cafe-menu', category: 'menu', title: 'Кафе: меню сайта', build: (t, c) => menuBar(t, c.menu) },
    { key: 'cafe-hero', category: 'first_screen', title: 'Кафе: первый экран с фото блюда', build: (t, c) => heroSplit(t, c.hero) },
    { key: 'cafe-menu-list', category: 'products', title: 'Кафе: меню с ценами', build: (t, c) => priceList(t, c.menuList) },
    { key: 'cafe-breakfast', category: 'products', title: 'Кафе: блюда с фото', build: (t, c) => catalogue(t, c.breakfast) },
    { key: 'cafe-events', category: 'about', title: 'Кафе: банкеты', build: (t, c) => split(t, c.events, true, t.c.alt) },
    { key: 'cafe-banner', category: 'conversion', title: 'Кафе: заказ без очереди', build: (t, c) => banner(t, c.banner) },
    { key: 'cafe-form', category: 'conversion', title: 'Кафе: бронь стола', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'cafe-footer', category: 'footer', title: 'Кафе: адрес и часы работы', build: (t, c) => footer(t, c.footer) },
  ],
});
