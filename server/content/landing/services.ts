// A service business: what is done and for how much, how an order goes, the guarantee, reviews and a call-back request.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { faq, field, footer, formSection, heroSplit, iconCards, menuBar, priceList, reviews, timeline, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.phone(t, lang),
  field.choice(t, lang === 'ru' ? 'Что убрать' : 'What to clean', 'service', lang === 'ru' ? ['Квартира', 'После ремонта', 'Офис', 'Окна'] : ['Flat', 'After renovation', 'Office', 'Windows']),
];

const ru = {
  menu: { logo: 'Чистый лист', items: [['Услуги', '#services'], ['Как работаем', '#steps'], ['Отзывы', '#reviews'], ['Контакты', '#contacts']] as [string, string][], cta: 'Заказать уборку' },
  hero: {
    badge: 'Приедем завтра с 8:00', title: 'Уборка квартир с фиксированной ценой и проверкой качества', lead: 'Цена известна до приезда и не меняется на месте. Свои моющие средства и пылесос, уборщики с проверкой службы безопасности.',
    cta: 'Рассчитать уборку', second: ['Цены', 'services'] as [string, string], photo: 'office-blue', alt: 'Чистая квартира после уборки',
  },
  services: { id: 'services', title: 'Услуги и цены', sub: 'Для квартиры до 50 м²; точную цену назовём по телефону', items: [
    ['Поддерживающая уборка', 'Пыль, полы, кухня и санузел, 3 часа', rub(3900)],
    ['Генеральная уборка', 'Всё включённое + шкафы, техника, плитка', rub(8900)],
    ['Уборка после ремонта', 'Строительная пыль, следы краски и клея', rub(12900)],
    ['Мытьё окон', 'Стёкла, рамы и подоконники, за створку', rub(450)],
  ] as [string, string, string][] },
  steps: { id: 'steps', title: 'Как проходит заказ', items: [
    ['5 минут', 'Заявка', 'Оставляете телефон — перезваниваем и называем окончательную цену.'],
    ['В день уборки', 'Приезд', 'Бригада приезжает ко времени со всем нужным, вы можете не быть дома.'],
    ['После уборки', 'Проверка', 'Старший проверяет по чек-листу из 60 пунктов и присылает фотоотчёт.'],
  ] as [string, string, string][] },
  guarantee: { title: 'Почему нам доверяют ключи', items: [
    ['shield', 'Ответственность застрахована', 'Если что-то повредим, возместим по договору до 300 000 ₽.'],
    ['check', 'Переделаем бесплатно', 'Не понравился результат — приедем повторно в течение 24 часов.'],
    ['leaf', 'Безопасная химия', 'Гипоаллергенные средства, подходят для дома с детьми и животными.'],
  ] as [string, string, string][] },
  reviews: { title: 'Отзывы', items: [
    { photo: 'portrait-1', name: 'Ирина', role: 'генеральная уборка, 3 комнаты', quote: 'Отмыли то, что я не могла отмыть годами. Приехали минута в минуту.' },
    { photo: 'portrait-2', name: 'Сергей', role: 'уборка после ремонта', quote: 'Цена не выросла ни на рубль, хотя пыли было море. Рекомендую.' },
    { photo: 'portrait-5', name: 'Алёна', role: 'поддерживающая уборка раз в неделю', quote: 'Удобно, что можно не быть дома: фотоотчёт приходит в мессенджер.' },
  ] },
  faq: { title: 'Вопросы', items: [
    ['Нужно ли быть дома?', 'Нет: можно оставить ключи у консьержа, заберём и вернём по договору.'],
    ['Как оплатить?', 'Картой или переводом после уборки — когда примете работу.'],
  ] as [string, string][] },
  form: { title: 'Рассчитать уборку', sub: 'Перезвоним за 10 минут и назовём окончательную цену', form: { formName: 'Заказ уборки', done: 'Спасибо! Перезвоним в течение 10 минут.', cta: 'Рассчитать' } },
  footer: { logo: 'Чистый лист', about: 'Клининговая компания в Новосибирске с 2017 года.', contactsTitle: 'Контакты', phone: '+7 (900) 123-45-67', email: 'order@example.ru', address: 'Новосибирск, Красный проспект, 100, ежедневно 8:00–22:00', rights: '© 2026 «Чистый лист». Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Clean Slate', items: [['Services', '#services'], ['How it works', '#steps'], ['Reviews', '#reviews'], ['Contacts', '#contacts']], cta: 'Book a cleaning' },
  hero: {
    badge: 'We can come tomorrow from 8:00', title: 'Flat cleaning at a fixed price, with a quality check', lead: 'You know the price before we arrive and it never changes on the spot. Our own products and vacuum, cleaners vetted by our security service.',
    cta: 'Get a price', second: ['Prices', 'services'], photo: 'office-blue', alt: 'A clean flat after cleaning',
  },
  services: { id: 'services', title: 'Services and prices', sub: 'For a flat of up to 50 m²; we confirm the exact price by phone', items: [
    ['Regular cleaning', 'Dust, floors, kitchen and bathroom, 3 hours', rub(3900)],
    ['Deep cleaning', 'All of the above + cupboards, appliances, tiles', rub(8900)],
    ['After-renovation cleaning', 'Building dust, paint and glue marks', rub(12900)],
    ['Window cleaning', 'Glass, frames and sills, per pane', rub(450)],
  ] },
  steps: { id: 'steps', title: 'How an order goes', items: [
    ['5 minutes', 'Request', 'Leave your number — we call back with the final price.'],
    ['Cleaning day', 'Arrival', 'The team arrives on time with everything needed; you need not be home.'],
    ['Afterwards', 'Check', 'The team lead checks 60 points and sends you a photo report.'],
  ] },
  guarantee: { title: 'Why people trust us with their keys', items: [
    ['shield', 'Insured', 'If we damage anything, we compensate under the contract up to 300,000 ₽.'],
    ['check', 'Redone for free', 'Not happy with the result — we come back within 24 hours.'],
    ['leaf', 'Safe products', 'Hypoallergenic products, fine for homes with children and pets.'],
  ] },
  reviews: { title: 'Reviews', items: [
    { photo: 'portrait-1', name: 'Irina', role: 'deep cleaning, 3 rooms', quote: 'They cleaned what I had failed to clean for years, and arrived to the minute.' },
    { photo: 'portrait-2', name: 'Sergey', role: 'after-renovation cleaning', quote: 'The price did not grow by a rouble, though there was a sea of dust. Recommended.' },
    { photo: 'portrait-5', name: 'Alyona', role: 'weekly regular cleaning', quote: 'Handy that I need not be home: the photo report comes to my messenger.' },
  ] },
  faq: { title: 'Questions', items: [
    ['Do I need to be home?', 'No: leave the keys with the concierge; we collect and return them under the contract.'],
    ['How do I pay?', 'By card or transfer after the cleaning — once you accept the work.'],
  ] },
  form: { title: 'Get a price', sub: 'We call back within 10 minutes with the final price', form: { formName: 'Cleaning order', done: 'Thank you! We will call back within 10 minutes.', cta: 'Get a price' } },
  footer: { logo: 'Clean Slate', about: 'A cleaning company in Novosibirsk since 2017.', contactsTitle: 'Contacts', phone: '+7 (900) 123-45-67', email: 'order@example.com', address: '100 Krasny Ave, Novosibirsk, daily 8:00–22:00', rights: '© 2026 Clean Slate. Privacy policy' },
};

export const servicesLanding = defineLanding({
  code: 'services', theme: 'green',
  title: { ru: 'Услуги', en: 'Services' },
  description: { ru: 'Сервисная компания: услуги с ценами, этапы заказа, гарантии, отзывы и заявка на расчёт', en: 'A service company: services with prices, how an order goes, guarantees, reviews and a quote request' },
  copy: { ru, en },
  sections: [
    { key: 'services-menu', category: 'menu', title: 'Услуги: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'services-hero', category: 'first_screen', title: 'Услуги: первый экран с ценой и гарантией', build: (t, c) => heroSplit(t, c.hero) },
    { key: 'services-prices', category: 'price', title: 'Услуги: прайс-лист', build: (t, c) => priceList(t, c.services) },
    { key: 'services-steps', category: 'stages', title: 'Услуги: как проходит заказ', build: (t, c) => timeline(t, c.steps) },
    { key: 'services-guarantee', category: 'objections', title: 'Услуги: гарантии', build: (t, c) => iconCards(t, c.guarantee, t.c.alt) },
    { key: 'services-reviews', category: 'reviews', title: 'Услуги: отзывы', build: (t, c) => reviews(t, c.reviews, t.c.bg) },
    { key: 'services-faq', category: 'objections', title: 'Услуги: вопросы', build: (t, c) => faq(t, c.faq) },
    { key: 'services-form', category: 'conversion', title: 'Услуги: заявка на расчёт', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'services-footer', category: 'footer', title: 'Услуги: подвал', build: (t, c) => footer(t, c.footer) },
  ],
});
