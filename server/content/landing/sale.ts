// A sale or promotion: the discount and its deadline up front, the goods at old and new prices,
// the conditions, and a form to hold the price.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { banner, catalogue, field, footer, formSection, heroDark, iconCards, menuBar, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.phone(t, lang),
  field.email(t, lang, false),
];

const was = (n: number, now: number, lang: Lang) => `${rub(now)} ${lang === 'ru' ? 'вместо' : 'instead of'} ${rub(n)}`;

const ru = {
  menu: { logo: 'ВелоГараж', items: [['Скидки', '#deals'], ['Условия', '#terms'], ['Контакты', '#contacts']] as [string, string][], cta: 'Забронировать цену' },
  hero: { badge: 'Распродажа до 31 марта', title: 'Минус 40% на велосипеды прошлого сезона', lead: 'Горные, городские и детские модели со склада в Самаре. Гарантия 2 года и бесплатная сборка — как на новые.', points: ['Скидки до 40%', 'Рассрочка 0%', 'Самовывоз или доставка'], cta: 'Забронировать по старой цене' },
  deals: { id: 'deals', title: 'Успейте, пока есть размеры', sub: 'Осталось 86 велосипедов — обновляем наличие каждый час', items: [
    { photo: 'mountains-dawn', name: 'Горный 29″ Trail 7', note: 'Алюминиевая рама, 24 скорости, гидравлические тормоза', price: was(54900, 32900, 'ru'), cta: 'Забронировать' },
    { photo: 'city-day', name: 'Городской Urban 3', note: 'Планетарная втулка, крылья и багажник', price: was(38900, 25900, 'ru'), cta: 'Забронировать' },
    { photo: 'sea-day', name: 'Детский Junior 20″', note: 'Для роста 115–135 см, 6 скоростей', price: was(18900, 11900, 'ru'), cta: 'Забронировать' },
  ] },
  terms: { id: 'terms', title: 'Условия акции', items: [
    ['percent', 'Цена фиксируется', 'Оставьте заявку — держим цену и велосипед за вами 3 дня без предоплаты.'],
    ['card', 'Рассрочка 0%', 'На 6 месяцев без переплаты через банк-партнёр, решение за 5 минут.'],
    ['truck', 'Доставка и сборка', 'Соберём и настроим бесплатно, доставка по городу — 500 ₽.'],
  ] as [string, string, string][] },
  banner: { title: 'Акция закончится 31 марта', lead: 'Новые поступления будут по полной цене — скидки прошлого сезона не повторятся.', cta: 'Успеть со скидкой' },
  form: { title: 'Забронировать цену', sub: 'Менеджер перезвонит, проверит наличие размера и отложит велосипед', form: { formName: 'Бронь по акции', done: 'Спасибо! Перезвоним в течение 15 минут и отложим велосипед.', cta: 'Забронировать' } },
  footer: { logo: 'ВелоГараж', about: 'Магазин велосипедов и сервис в Самаре с 2012 года.', contactsTitle: 'Магазин', phone: '+7 (900) 123-45-67', email: 'shop@example.ru', address: 'Самара, Московское шоссе, 18, ежедневно 10:00–20:00', rights: '© 2026 ВелоГараж. Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'BikeGarage', items: [['Deals', '#deals'], ['Terms', '#terms'], ['Contacts', '#contacts']], cta: 'Hold the price' },
  hero: { badge: 'Sale until 31 March', title: '40% off last season’s bicycles', lead: 'Mountain, city and kids’ models from our Samara warehouse. A 2-year warranty and free assembly, as for new ones.', points: ['Up to 40% off', '0% instalments', 'Pick-up or delivery'], cta: 'Hold the sale price' },
  deals: { id: 'deals', title: 'Hurry while sizes last', sub: '86 bicycles left — stock updated every hour', items: [
    { photo: 'mountains-dawn', name: 'Mountain 29″ Trail 7', note: 'Aluminium frame, 24 speeds, hydraulic brakes', price: was(54900, 32900, 'en'), cta: 'Hold it' },
    { photo: 'city-day', name: 'City Urban 3', note: 'Hub gears, mudguards and a rack', price: was(38900, 25900, 'en'), cta: 'Hold it' },
    { photo: 'sea-day', name: 'Kids’ Junior 20″', note: 'For heights of 115–135 cm, 6 speeds', price: was(18900, 11900, 'en'), cta: 'Hold it' },
  ] },
  terms: { id: 'terms', title: 'Terms of the sale', items: [
    ['percent', 'The price is held', 'Leave a request and we keep the price and the bicycle for you for 3 days, no prepayment.'],
    ['card', '0% instalments', '6 months at no extra cost through a partner bank, decided in 5 minutes.'],
    ['truck', 'Delivery and assembly', 'Assembled and tuned for free; delivery in the city is 500 ₽.'],
  ] },
  banner: { title: 'The sale ends on 31 March', lead: 'New arrivals come at full price — last season’s discounts will not return.', cta: 'Get the discount' },
  form: { title: 'Hold the price', sub: 'A manager will call, check your size and set the bicycle aside', form: { formName: 'Sale reservation', done: 'Thank you! We will call within 15 minutes and set the bicycle aside.', cta: 'Hold it' } },
  footer: { logo: 'BikeGarage', about: 'A bicycle shop and workshop in Samara since 2012.', contactsTitle: 'Shop', phone: '+7 (900) 123-45-67', email: 'shop@example.com', address: '18 Moskovskoe Hwy, Samara, daily 10:00–20:00', rights: '© 2026 BikeGarage. Privacy policy' },
};

export const saleLanding = defineLanding({
  code: 'sale', theme: 'square',
  title: { ru: 'Распродажа', en: 'Sale' },
  description: { ru: 'Акция со сроком: скидка на первом экране, товары со старой и новой ценой, условия и бронь', en: 'A time-limited promotion: the discount up front, goods at old and new prices, terms and a reservation' },
  copy: { ru, en },
  sections: [
    { key: 'sale-menu', category: 'menu', title: 'Распродажа: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'sale-hero', category: 'first_screen', title: 'Распродажа: скидка и срок на тёмном фоне', build: (t, c) => heroDark(t, c.hero) },
    { key: 'sale-deals', category: 'products', title: 'Распродажа: товары со старой и новой ценой', build: (t, c) => catalogue(t, c.deals) },
    { key: 'sale-terms', category: 'objections', title: 'Распродажа: условия акции', build: (t, c) => iconCards(t, c.terms, t.c.alt) },
    { key: 'sale-banner', category: 'conversion', title: 'Распродажа: срок акции', build: (t, c) => banner(t, c.banner) },
    { key: 'sale-form', category: 'conversion', title: 'Распродажа: бронь цены', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'sale-footer', category: 'footer', title: 'Распродажа: подвал', build: (t, c) => footer(t, c.footer) },
  ],
});
