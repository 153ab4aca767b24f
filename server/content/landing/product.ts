// A product page: one thing to buy, what it does, what comes in the box, the price and an order form.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { catalogue, faq, field, footer, formSection, heroSplit, iconCards, menuBar, split, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.phone(t, lang),
  field.email(t, lang, false),
];

const ru = {
  menu: { logo: 'Тёплый дом', items: [['Преимущества', '#benefits'], ['Комплекты', '#kits'], ['Вопросы', '#faq'], ['Контакты', '#contacts']] as [string, string][], cta: 'Заказать' },
  hero: {
    badge: 'Доставка по России — 2–5 дней', title: 'Умный обогреватель, который держит 22 °C сам', lead: 'Керамическая панель 600 Вт прогревает комнату до 18 м² за 20 минут и тратит на треть меньше энергии, чем масляный радиатор.',
    cta: 'Заказать за 6 990 ₽', second: ['Комплекты', 'kits'] as [string, string], photo: 'product-box', alt: 'Обогреватель в упаковке',
  },
  benefits: { id: 'benefits', title: 'Почему его выбирают', sub: 'Проверено двумя зимами и 12 000 покупателей', items: [
    ['zap', 'Экономит', 'Термостат с точностью 0,5 °C включает нагрев только когда нужно: до 35% меньше расходов на электричество.'],
    ['shield', 'Безопасен', 'Корпус не нагревается выше 45 °C, отключается при опрокидывании. Можно оставлять в детской.'],
    ['settings', 'Управляется с телефона', 'Расписание на неделю, режим «Не дома» и статистика расхода в приложении.'],
  ] as [string, string, string][] },
  detail: { title: 'Тихий, тонкий, незаметный', paragraphs: ['Толщина панели — 4 см: её можно повесить на стену или поставить на ножки. Работает бесшумно, не сушит воздух и не сжигает кислород.', 'Гарантия 3 года, сервисные центры в 40 городах.'], points: ['Площадь обогрева до 18 м²', 'Мощность 600 Вт', 'Вес 5,2 кг'], photo: 'product-bottle', alt: 'Панель обогревателя на стене' },
  kits: { id: 'kits', title: 'Комплекты', sub: 'Выберите, сколько комнат хотите согреть', items: [
    { photo: 'product-box', name: 'Одна панель', note: 'Для спальни или кабинета', price: rub(6990), cta: 'Выбрать' },
    { photo: 'product-bottle', name: 'Две панели', note: 'Экономия 1 000 ₽', price: rub(12980), cta: 'Выбрать' },
    { photo: 'product-dark', name: 'Дом целиком', note: 'Четыре панели и хаб управления', price: rub(24900), cta: 'Выбрать' },
  ] },
  faq: { id: 'faq', title: 'Частые вопросы', items: [
    ['Как оплатить?', 'Картой на сайте, при получении или в рассрочку на 6 месяцев без переплаты.'],
    ['Можно вернуть?', 'Да, в течение 30 дней без объяснения причин — заберём курьером за наш счёт.'],
    ['Нужен ли монтаж?', 'Нет: панель стоит на ножках и включается в обычную розетку. Крепление на стену в комплекте.'],
  ] as [string, string][] },
  form: { title: 'Оформить заказ', sub: 'Менеджер позвонит, уточнит адрес и время доставки', form: { formName: 'Заказ обогревателя', done: 'Спасибо! Заказ принят, позвоним в течение 15 минут.', cta: 'Оформить заказ' } },
  footer: { logo: 'Тёплый дом', about: 'Интернет-магазин климатической техники. Работаем с 2016 года.', contactsTitle: 'Контакты', phone: '+7 (900) 123-45-67', email: 'shop@example.ru', address: 'Екатеринбург, ул. Малышева, 51', rights: '© 2026 Тёплый дом. Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Warm Home', items: [['Benefits', '#benefits'], ['Bundles', '#kits'], ['FAQ', '#faq'], ['Contacts', '#contacts']], cta: 'Order' },
  hero: {
    badge: 'Delivery across Russia in 2–5 days', title: 'A smart heater that keeps 22 °C on its own', lead: 'A 600 W ceramic panel warms a room of up to 18 m² in 20 minutes and uses a third less energy than an oil radiator.',
    cta: 'Order for 6 990 ₽', second: ['Bundles', 'kits'], photo: 'product-box', alt: 'The heater in its box',
  },
  benefits: { id: 'benefits', title: 'Why people choose it', sub: 'Proven over two winters by 12,000 buyers', items: [
    ['zap', 'Saves energy', 'A thermostat accurate to 0.5 °C heats only when needed: up to 35% less on the electricity bill.'],
    ['shield', 'Safe', 'The casing never gets hotter than 45 °C and it switches off if tipped over. Fine for a nursery.'],
    ['settings', 'Runs from your phone', 'A weekly schedule, an away mode and usage statistics in the app.'],
  ] },
  detail: { title: 'Quiet, slim, unobtrusive', paragraphs: ['The panel is 4 cm thick: hang it on a wall or stand it on its feet. It is silent, does not dry the air and does not burn oxygen.', 'A 3-year warranty and service centres in 40 cities.'], points: ['Heats up to 18 m²', '600 W', 'Weighs 5.2 kg'], photo: 'product-bottle', alt: 'The heater panel on a wall' },
  kits: { id: 'kits', title: 'Bundles', sub: 'Choose how many rooms to warm', items: [
    { photo: 'product-box', name: 'One panel', note: 'For a bedroom or a study', price: rub(6990), cta: 'Choose' },
    { photo: 'product-bottle', name: 'Two panels', note: 'You save 1 000 ₽', price: rub(12980), cta: 'Choose' },
    { photo: 'product-dark', name: 'Whole home', note: 'Four panels and a control hub', price: rub(24900), cta: 'Choose' },
  ] },
  faq: { id: 'faq', title: 'Questions', items: [
    ['How do I pay?', 'By card on the site, on delivery, or in 6 interest-free instalments.'],
    ['Can I return it?', 'Yes, within 30 days, no questions asked — our courier collects it at our cost.'],
    ['Does it need installing?', 'No: the panel stands on its feet and plugs into an ordinary socket. A wall mount is included.'],
  ] },
  form: { title: 'Place an order', sub: 'A manager will call to confirm the address and delivery time', form: { formName: 'Heater order', done: 'Thank you! Your order is in; we will call within 15 minutes.', cta: 'Place the order' } },
  footer: { logo: 'Warm Home', about: 'An online shop of climate appliances since 2016.', contactsTitle: 'Contacts', phone: '+7 (900) 123-45-67', email: 'shop@example.com', address: '51 Malysheva St, Yekaterinburg', rights: '© 2026 Warm Home. Privacy policy' },
};

export const productLanding = defineLanding({
  code: 'product', theme: 'default',
  title: { ru: 'Товар', en: 'Product' },
  description: { ru: 'Один товар: польза, комплекты с ценами, вопросы и форма заказа', en: 'One product: benefits, bundles with prices, questions and an order form' },
  copy: { ru, en },
  sections: [
    { key: 'product-menu', category: 'menu', title: 'Товар: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'product-hero', category: 'first_screen', title: 'Товар: первый экран с фото', build: (t, c) => heroSplit(t, c.hero) },
    { key: 'product-benefits', category: 'benefit', title: 'Товар: три преимущества', build: (t, c) => iconCards(t, c.benefits) },
    { key: 'product-detail', category: 'about', title: 'Товар: подробно с фото', build: (t, c) => split(t, c.detail, true, t.c.alt) },
    { key: 'product-kits', category: 'products', title: 'Товар: комплекты с ценами', build: (t, c) => catalogue(t, c.kits) },
    { key: 'product-faq', category: 'objections', title: 'Товар: частые вопросы', build: (t, c) => faq(t, c.faq) },
    { key: 'product-form', category: 'conversion', title: 'Товар: форма заказа', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'product-footer', category: 'footer', title: 'Товар: подвал с контактами', build: (t, c) => footer(t, c.footer) },
  ],
});
