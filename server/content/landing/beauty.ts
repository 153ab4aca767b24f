// A beauty salon: online booking first, the services with prices, the masters, reviews and the address.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { field, footer, formSection, heroSplit, iconCards, menuBar, priceList, reviews, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.phone(t, lang),
  field.choice(t, lang === 'ru' ? 'Услуга' : 'Service', 'service', lang === 'ru' ? ['Стрижка', 'Окрашивание', 'Маникюр', 'Уход за лицом'] : ['Haircut', 'Colouring', 'Manicure', 'Facial']),
];

const ru = {
  menu: { logo: 'Салон «Лаванда»', items: [['Услуги', '#services'], ['Мастера', '#masters'], ['Запись', '#form'], ['Контакты', '#contacts']] as [string, string][], cta: 'Записаться' },
  hero: {
    badge: 'Первый визит — скидка 15%', title: 'Салон красоты у дома: стрижки, цвет и уход', lead: 'Восемь мастеров со стажем от 5 лет, профессиональная косметика и запись онлайн без звонков. Открыты каждый день с 9 до 21.',
    cta: 'Записаться онлайн', second: ['Цены', 'services'] as [string, string], photo: 'portrait-3', alt: 'Мастер салона',
  },
  why: { title: 'Почему к нам возвращаются', items: [
    ['award', 'Опытные мастера', 'Каждый мастер проходит обучение дважды в год и работает только на профессиональной косметике.'],
    ['clock', 'Без ожидания', 'Приходите ко времени: записи идут с запасом 15 минут, кофе и чай — пока сохнет лак.'],
    ['heart', 'Гарантия', 'Если результат не понравится, бесплатно переделаем в течение 7 дней.'],
  ] as [string, string, string][] },
  services: { id: 'services', title: 'Услуги и цены', sub: 'Точная цена зависит от длины волос — мастер назовёт её до начала работы', items: [
    ['Женская стрижка', 'Мытьё, стрижка, укладка', `от ${rub(2200)}`],
    ['Окрашивание в один тон', 'Краска Wella, уход после окрашивания', `от ${rub(4500)}`],
    ['Сложное окрашивание', 'Балаяж, шатуш, эйртач', `от ${rub(8900)}`],
    ['Маникюр с покрытием', 'Аппаратный маникюр, гель-лак', rub(2400)],
    ['Уход за лицом', 'Очищение, маска и массаж, 60 минут', rub(3600)],
  ] as [string, string, string][] },
  masters: { id: 'masters', title: 'Мастера и гости', items: [
    { photo: 'portrait-1', name: 'Алина, топ-стилист', role: 'стаж 9 лет, окрашивание', quote: 'Подбираю оттенок так, чтобы он красиво отрастал: следующий визит — через три месяца, а не через три недели.' },
    { photo: 'portrait-6', name: 'Ольга, клиентка', role: 'ходит в салон 4 года', quote: 'Единственный салон, где меня ни разу не заставили ждать. Алина — волшебница.' },
    { photo: 'portrait-5', name: 'Вера, клиентка', role: 'маникюр каждые три недели', quote: 'Покрытие держится три недели без сколов, а запись онлайн занимает минуту.' },
  ] },
  form: { title: 'Записаться', sub: 'Администратор перезвонит в течение 10 минут и подберёт время', form: { formName: 'Запись в салон', done: 'Спасибо! Администратор перезвонит в течение 10 минут.', cta: 'Записаться' } },
  footer: { logo: 'Лаванда', about: 'Салон красоты в Казани с 2018 года.', contactsTitle: 'Как нас найти', phone: '+7 (900) 123-45-67', email: 'hello@example.ru', address: 'Казань, ул. Баумана, 44, ежедневно 9:00–21:00', rights: '© 2026 Салон «Лаванда». Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Lavender Salon', items: [['Services', '#services'], ['Stylists', '#masters'], ['Booking', '#form'], ['Contacts', '#contacts']], cta: 'Book' },
  hero: {
    badge: '15% off your first visit', title: 'A beauty salon near you: cuts, colour and care', lead: 'Eight stylists with 5+ years of experience, professional products and online booking without calls. Open daily from 9 to 21.',
    cta: 'Book online', second: ['Prices', 'services'], photo: 'portrait-3', alt: 'A salon stylist',
  },
  why: { title: 'Why clients come back', items: [
    ['award', 'Experienced stylists', 'Every stylist trains twice a year and works only with professional products.'],
    ['clock', 'No waiting', 'Come at your time: bookings leave a 15-minute margin, coffee and tea while your polish dries.'],
    ['heart', 'Guarantee', 'If you do not like the result, we redo it free of charge within 7 days.'],
  ] },
  services: { id: 'services', title: 'Services and prices', sub: 'The exact price depends on hair length — your stylist tells you before starting', items: [
    ['Women’s haircut', 'Wash, cut and styling', `from ${rub(2200)}`],
    ['Single-tone colouring', 'Wella colour, aftercare treatment', `from ${rub(4500)}`],
    ['Advanced colouring', 'Balayage, shatush, airtouch', `from ${rub(8900)}`],
    ['Manicure with polish', 'Machine manicure, gel polish', rub(2400)],
    ['Facial', 'Cleansing, mask and massage, 60 minutes', rub(3600)],
  ] },
  masters: { id: 'masters', title: 'Stylists and guests', items: [
    { photo: 'portrait-1', name: 'Alina, top stylist', role: '9 years, colouring', quote: 'I choose a shade that grows out beautifully: your next visit is in three months, not three weeks.' },
    { photo: 'portrait-6', name: 'Olga, client', role: 'a client for 4 years', quote: 'The only salon where I have never been kept waiting. Alina works magic.' },
    { photo: 'portrait-5', name: 'Vera, client', role: 'a manicure every three weeks', quote: 'The polish lasts three weeks without chips, and booking online takes a minute.' },
  ] },
  form: { title: 'Book a visit', sub: 'Our administrator will call back within 10 minutes to find a time', form: { formName: 'Salon booking', done: 'Thank you! Our administrator will call back within 10 minutes.', cta: 'Book' } },
  footer: { logo: 'Lavender', about: 'A beauty salon in Kazan since 2018.', contactsTitle: 'Find us', phone: '+7 (900) 123-45-67', email: 'hello@example.com', address: '44 Baumana St, Kazan, daily 9:00–21:00', rights: '© 2026 Lavender Salon. Privacy policy' },
};

export const beautyLanding = defineLanding({
  code: 'beauty', theme: 'green',
  title: { ru: 'Салон красоты', en: 'Beauty salon' },
  description: { ru: 'Салон или студия: онлайн-запись, услуги с ценами, мастера и отзывы', en: 'A salon or studio: online booking, services with prices, stylists and reviews' },
  copy: { ru, en },
  sections: [
    { key: 'beauty-menu', category: 'menu', title: 'Салон: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'beauty-hero', category: 'first_screen', title: 'Салон: первый экран с фото мастера', build: (t, c) => heroSplit(t, c.hero) },
    { key: 'beauty-why', category: 'benefit', title: 'Салон: почему возвращаются', build: (t, c) => iconCards(t, c.why, t.c.alt) },
    { key: 'beauty-services', category: 'price', title: 'Салон: прайс-лист', build: (t, c) => priceList(t, c.services, t.c.bg) },
    { key: 'beauty-masters', category: 'reviews', title: 'Салон: мастера и отзывы', build: (t, c) => reviews(t, c.masters) },
    { key: 'beauty-form', category: 'conversion', title: 'Салон: онлайн-запись', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'beauty-footer', category: 'footer', title: 'Салон: подвал с адресом', build: (t, c) => footer(t, c.footer) },
  ],
});
