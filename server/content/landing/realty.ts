// Real estate: a new residential complex — the offer and a viewing request first, then the flats
// with prices, the neighbourhood, the payment options and the builder's figures.
import type { N } from '../build';
import { rub, type Theme } from '../themes';
import { defineLanding } from './define';
import { catalogue, field, footer, formSection, heroForm, iconCards, menuBar, split, stats, type Lang } from './kit';

/** Both forms of the page: the viewing request asks which layout besides. */
const formFields = (t: Theme, lang: Lang, questions: N[] = []): N[] => [
  field.name(t, lang),
  field.phone(t, lang),
  field.email(t, lang, false),
  ...questions,
];

const layoutChoice = (t: Theme, lang: Lang): N =>
  field.choice(t, lang === 'ru' ? 'Планировка' : 'Layout', 'layout', lang === 'ru' ? ['Студия', '1 комната', '2 комнаты', '3 комнаты'] : ['Studio', '1 bedroom', '2 bedrooms', '3 bedrooms']);

const ru = {
  menu: { logo: 'ЖК «Берёзовая роща»', items: [['Квартиры', '#flats'], ['Район', '#area'], ['Ипотека', '#mortgage'], ['Контакты', '#contacts']] as [string, string][], cta: 'Записаться на показ' },
  hero: {
    title: 'Квартиры у парка с отделкой — от 5,9 млн ₽', lead: 'Жилой комплекс бизнес-класса в 12 минутах от метро. Сдача второй очереди — IV квартал 2027 года.',
    points: ['Ипотека от 5,9% с господдержкой', 'Закрытый двор без машин', 'Паркинг и кладовые в каждом доме'],
    formTitle: 'Записаться на показ', form: { formName: 'Запись на показ', done: 'Спасибо! Менеджер позвонит и предложит удобное время показа.', cta: 'Записаться' },
  },
  flats: { id: 'flats', title: 'Квартиры в продаже', sub: 'Цены на этой неделе, с чистовой отделкой', items: [
    { photo: 'city-day', name: 'Студия, 26 м²', note: '3–14 этаж, окна во двор', price: `от ${rub(5900000)}`, cta: 'Узнать про студии' },
    { photo: 'office-warm', name: '2 комнаты, 54 м²', note: 'Кухня-гостиная 18 м², две лоджии', price: `от ${rub(10400000)}`, cta: 'Узнать про 2-комнатные' },
    { photo: 'city-night', name: '3 комнаты, 78 м²', note: 'Вид на парк, мастер-спальня', price: `от ${rub(14700000)}`, cta: 'Узнать про 3-комнатные' },
  ] },
  area: { id: 'area', title: 'Всё нужное — в пяти минутах пешком', paragraphs: ['Берёзовая роща площадью 40 гектаров начинается сразу за домом. В квартале — школа на 1 100 мест, два детских сада и поликлиника.', 'До центра — 25 минут на метро, до МКАД — 7 минут на машине.'], points: ['Школа и детские сады в квартале', 'Фитнес-клуб и бассейн', 'Супермаркет на первом этаже'], photo: 'mountains-green', alt: 'Парк рядом с домом' },
  mortgage: { id: 'mortgage', title: 'Как купить', sub: 'Подберём программу в 14 банках-партнёрах бесплатно', items: [
    ['percent', 'Семейная ипотека', 'От 5,9% годовых для семей с ребёнком до 6 лет, первый взнос от 20%.'],
    ['card', 'Рассрочка', 'Без переплаты до сдачи дома: первый взнос 30%, остальное равными частями.'],
    ['key', 'Трейд-ин', 'Зачтём вашу квартиру в счёт новой: оценка за один день, сделка одновременно.'],
  ] as [string, string, string][] },
  numbers: { items: [[18, '', 'лет строим в регионе'], [42, '', 'сданных дома'], [0, '', 'задержек сдачи'], [9800, '', 'семей уже живут']] as [number, string, string][] },
  form: { title: 'Получить планировки и цены', sub: 'Пришлём подборку квартир под ваш бюджет в течение часа', form: { formName: 'Подборка квартир', done: 'Спасибо! Подборка придёт на почту в течение часа.', cta: 'Получить подборку' } },
  footer: { logo: 'Берёзовая роща', about: 'Застройщик «Северный квартал». Проектная декларация опубликована в ЕИСЖС.', contactsTitle: 'Офис продаж', phone: '+7 (900) 123-45-67', email: 'sales@example.ru', address: 'Москва, Берёзовая аллея, 7, ежедневно 9:00–21:00', rights: '© 2026 «Северный квартал». Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'Birch Grove', items: [['Flats', '#flats'], ['Area', '#area'], ['Mortgage', '#mortgage'], ['Contacts', '#contacts']], cta: 'Book a viewing' },
  hero: {
    title: 'Finished flats by the park — from 5.9 million ₽', lead: 'A business-class residential complex 12 minutes from the metro. The second phase is handed over in Q4 2027.',
    points: ['State-backed mortgage from 5.9%', 'A car-free enclosed courtyard', 'Parking and storage in every building'],
    formTitle: 'Book a viewing', form: { formName: 'Viewing request', done: 'Thank you! A manager will call to offer a convenient time.', cta: 'Book' },
  },
  flats: { id: 'flats', title: 'Flats on sale', sub: 'This week’s prices, with finishing', items: [
    { photo: 'city-day', name: 'Studio, 26 m²', note: 'Floors 3–14, courtyard view', price: `from ${rub(5900000)}`, cta: 'Ask about studios' },
    { photo: 'office-warm', name: '2 rooms, 54 m²', note: '18 m² kitchen-living room, two loggias', price: `from ${rub(10400000)}`, cta: 'Ask about 2-room flats' },
    { photo: 'city-night', name: '3 rooms, 78 m²', note: 'Park view, master bedroom', price: `from ${rub(14700000)}`, cta: 'Ask about 3-room flats' },
  ] },
  area: { id: 'area', title: 'Everything within a five-minute walk', paragraphs: ['The 40-hectare Birch Grove park starts right behind the building. The block has a school for 1,100 pupils, two nurseries and a clinic.', '25 minutes to the centre by metro, 7 minutes to the ring road by car.'], points: ['School and nurseries in the block', 'Gym and swimming pool', 'Supermarket on the ground floor'], photo: 'mountains-green', alt: 'The park next to the building' },
  mortgage: { id: 'mortgage', title: 'How to buy', sub: 'We pick a programme among 14 partner banks, free of charge', items: [
    ['percent', 'Family mortgage', 'From 5.9% a year for families with a child under 6, a 20% down payment.'],
    ['card', 'Instalments', 'No extra cost until handover: 30% down, the rest in equal parts.'],
    ['key', 'Trade-in', 'Your current flat counts towards the new one: valued in a day, both deals at once.'],
  ] },
  numbers: { items: [[18, '', 'years building here'], [42, '', 'buildings handed over'], [0, '', 'delays'], [9800, '', 'families already live here']] },
  form: { title: 'Get layouts and prices', sub: 'We will send a selection of flats for your budget within an hour', form: { formName: 'Flat selection', done: 'Thank you! The selection will reach your inbox within an hour.', cta: 'Get the selection' } },
  footer: { logo: 'Birch Grove', about: 'Developer: Severny Kvartal. The project declaration is published in the state housing register.', contactsTitle: 'Sales office', phone: '+7 (900) 123-45-67', email: 'sales@example.com', address: '7 Birch Alley, Moscow, daily 9:00–21:00', rights: '© 2026 Severny Kvartal. Privacy policy' },
};

export const realtyLanding = defineLanding({
  code: 'realty', theme: 'default',
  title: { ru: 'Недвижимость', en: 'Real estate' },
  description: { ru: 'Жилой комплекс: запись на показ на первом экране, квартиры с ценами, район и ипотека', en: 'A residential complex: a viewing request on the first screen, flats with prices, the area and mortgages' },
  copy: { ru, en },
  sections: [
    { key: 'realty-menu', category: 'menu', title: 'Недвижимость: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'realty-hero', category: 'first_screen', title: 'Недвижимость: первый экран с записью на показ', build: (t, c, lang) => heroForm(t, c.hero, formFields(t, lang, [layoutChoice(t, lang)]), lang) },
    { key: 'realty-flats', category: 'products', title: 'Недвижимость: квартиры с ценами', build: (t, c) => catalogue(t, c.flats) },
    { key: 'realty-area', category: 'about', title: 'Недвижимость: район', build: (t, c) => split(t, c.area, false, t.c.alt) },
    { key: 'realty-mortgage', category: 'price', title: 'Недвижимость: способы покупки', build: (t, c) => iconCards(t, c.mortgage) },
    { key: 'realty-numbers', category: 'evidence', title: 'Недвижимость: цифры застройщика', build: (t, c) => stats(t, c.numbers) },
    { key: 'realty-form', category: 'conversion', title: 'Недвижимость: подборка квартир', build: (t, c, lang) => formSection(t, c.form, formFields(t, lang), lang) },
    { key: 'realty-footer', category: 'footer', title: 'Недвижимость: подвал', build: (t, c) => footer(t, c.footer) },
  ],
});
