// A B2B lead form: the request form is the first screen (the visitor came for a quote), then the
// proof a purchasing manager looks for — figures, process, clients' words, answers to objections.
import type { N } from '../build';
import type { Theme } from '../themes';
import { defineLanding } from './define';
import { faq, field, footer, heroForm, iconCards, menuBar, reviews, stats, timeline, type Lang } from './kit';

const formFields = (t: Theme, lang: Lang): N[] => [
  field.name(t, lang),
  field.phone(t, lang),
  field.email(t, lang),
  field.choice(t, lang === 'ru' ? 'Объём в месяц' : 'Monthly volume', 'volume', lang === 'ru' ? ['До 5 тонн', '5–20 тонн', 'Больше 20 тонн'] : ['Up to 5 tonnes', '5–20 tonnes', 'More than 20 tonnes']),
];

const ru = {
  menu: { logo: 'ПромУпак', items: [['Решения', '#solutions'], ['Как работаем', '#process'], ['Клиенты', '#reviews'], ['Контакты', '#contacts']] as [string, string][], cta: 'Запросить КП' },
  hero: {
    id: 'form', title: 'Гофроупаковка для производств и маркетплейсов с отгрузкой за 5 дней', lead: 'Изготовим коробки под ваши размеры и нанесём логотип. Коммерческое предложение с ценой за штуку — в течение рабочего дня.',
    points: ['Собственное производство в Подмосковье', 'Образцы бесплатно', 'Доставка по России, отсрочка платежа до 30 дней'],
    formTitle: 'Запросить коммерческое предложение', form: { formName: 'Запрос КП', done: 'Спасибо! Менеджер пришлёт предложение до конца рабочего дня.', cta: 'Получить КП' },
  },
  numbers: { items: [[14, '', 'лет на рынке'], [380, '', 'компаний-клиентов'], [2, ' млн', 'коробок в месяц'], [99, '%', 'отгрузок в срок']] as [number, string, string][] },
  solutions: { id: 'solutions', title: 'Что производим', sub: 'От тысячи штук, по ГОСТ и требованиям маркетплейсов', items: [
    ['truck', 'Транспортная тара', 'Четырёхклапанные короба из трёх- и пятислойного гофрокартона для паллет и доставки. От 24 ₽ за штуку.'],
    ['gift', 'Коробки с логотипом', 'Самосборные коробки с печатью в 1–4 цвета для интернет-магазинов и подарков. От 39 ₽ за штуку.'],
    ['cart', 'Упаковка для маркетплейсов', 'Размеры и маркировка под требования Wildberries и Ozon, приёмка без возвратов. От 31 ₽ за штуку.'],
  ] as [string, string, string][] },
  process: { id: 'process', title: 'Как мы работаем', sub: 'От заявки до отгрузки — пять рабочих дней', items: [
    ['День 1', 'Расчёт и КП', 'Уточняем размеры, нагрузку и тираж, присылаем цену за штуку и сроки.'],
    ['День 2', 'Образец', 'Изготавливаем образец и отправляем курьером или привозим на встречу.'],
    ['День 3–4', 'Производство', 'Запускаем тираж после согласования образца и подписания договора.'],
    ['День 5', 'Отгрузка', 'Доставляем на ваш склад или склад маркетплейса с закрывающими документами.'],
  ] as [string, string, string][] },
  clients: { title: 'Что говорят клиенты', items: [
    { photo: 'portrait-2', name: 'Игорь Савин', role: 'директор по закупкам, производство бытовой химии', quote: 'Третий год берём транспортную тару: ни одной сорванной отгрузки, документы всегда в порядке.' },
    { photo: 'portrait-4', name: 'Наталья Громова', role: 'владелица магазина на маркетплейсах', quote: 'Перешли на их коробки — возвраты из-за мятой упаковки пропали совсем.' },
    { photo: 'portrait-6', name: 'Михаил Лазарев', role: 'логист сети магазинов', quote: 'Гибкий график отгрузок и отсрочка платежа — удобно для нашего бюджета.' },
  ] },
  faq: { title: 'Частые вопросы', items: [
    ['Какой минимальный тираж?', 'От 1 000 коробок одного размера; для образцов и тестов — от 100 штук по отдельной цене.'],
    ['Работаете с НДС?', 'Да, мы плательщики НДС 20%, работаем по договору поставки с ООО и ИП.'],
    ['Можно ли отсрочку?', 'После первой оплаченной поставки — отсрочка до 30 дней по договору.'],
  ] as [string, string][] },
  footer: { logo: 'ПромУпак', about: 'Производство гофроупаковки. ООО «ПромУпак», ИНН 5000000000.', contactsTitle: 'Отдел продаж', phone: '+7 (900) 123-45-67', email: 'sales@example.ru', address: 'Московская обл., Подольск, Промышленная ул., 3', rights: '© 2026 ООО «ПромУпак». Политика конфиденциальности' },
};

const en: typeof ru = {
  menu: { logo: 'PromPack', items: [['Solutions', '#solutions'], ['Process', '#process'], ['Clients', '#reviews'], ['Contacts', '#contacts']], cta: 'Request a quote' },
  hero: {
    id: 'form', title: 'Corrugated packaging for manufacturers and marketplaces, shipped in 5 days', lead: 'We make boxes to your dimensions and print your logo. A quote with the price per unit within one working day.',
    points: ['Our own factory near Moscow', 'Free samples', 'Delivery across Russia, up to 30 days’ payment terms'],
    formTitle: 'Request a quote', form: { formName: 'Quote request', done: 'Thank you! A manager will send the quote by the end of the working day.', cta: 'Get a quote' },
  },
  numbers: { items: [[14, '', 'years in business'], [380, '', 'client companies'], [2, ' mln', 'boxes a month'], [99, '%', 'shipped on time']] },
  solutions: { id: 'solutions', title: 'What we make', sub: 'From a thousand units, to GOST and marketplace requirements', items: [
    ['truck', 'Shipping cartons', 'Regular slotted cartons of 3- and 5-ply board for pallets and delivery. From 24 ₽ a unit.'],
    ['gift', 'Branded boxes', 'Self-locking boxes printed in 1–4 colours for online shops and gifts. From 39 ₽ a unit.'],
    ['cart', 'Marketplace packaging', 'Sizes and labels to Wildberries and Ozon rules, accepted without returns. From 31 ₽ a unit.'],
  ] },
  process: { id: 'process', title: 'How we work', sub: 'From request to shipment in five working days', items: [
    ['Day 1', 'Quote', 'We confirm size, load and run, and send the price per unit and lead time.'],
    ['Day 2', 'Sample', 'We make a sample and send it by courier or bring it to a meeting.'],
    ['Day 3–4', 'Production', 'The run starts once the sample is approved and the contract signed.'],
    ['Day 5', 'Shipment', 'Delivered to your warehouse or the marketplace’s, with all documents.'],
  ] },
  clients: { title: 'What clients say', items: [
    { photo: 'portrait-2', name: 'Igor Savin', role: 'purchasing director, household chemicals maker', quote: 'Our third year buying shipping cartons: not one missed shipment, paperwork always in order.' },
    { photo: 'portrait-4', name: 'Natalya Gromova', role: 'marketplace shop owner', quote: 'Since switching to their boxes, returns over crushed packaging have stopped entirely.' },
    { photo: 'portrait-6', name: 'Mikhail Lazarev', role: 'logistics manager of a retail chain', quote: 'Flexible shipping schedule and payment terms — easy on our budget.' },
  ] },
  faq: { title: 'Questions', items: [
    ['What is the minimum run?', '1,000 boxes of one size; samples and tests from 100 units at a separate price.'],
    ['Do you charge VAT?', 'Yes, we pay 20% VAT and work under a supply contract with companies and sole traders.'],
    ['Are payment terms possible?', 'After the first paid delivery — up to 30 days under the contract.'],
  ] },
  footer: { logo: 'PromPack', about: 'A corrugated packaging manufacturer. PromPack LLC, TIN 5000000000.', contactsTitle: 'Sales', phone: '+7 (900) 123-45-67', email: 'sales@example.com', address: '3 Promyshlennaya St, Podolsk, Moscow Region', rights: '© 2026 PromPack LLC. Privacy policy' },
};

export const b2bLanding = defineLanding({
  code: 'b2b', theme: 'default',
  title: { ru: 'B2B-заявка', en: 'B2B lead form' },
  description: { ru: 'Для продаж бизнесу: форма запроса КП на первом экране, цифры, процесс и отзывы', en: 'For selling to businesses: a quote request on the first screen, figures, process and reviews' },
  copy: { ru, en },
  sections: [
    { key: 'b2b-menu', category: 'menu', title: 'B2B: меню', build: (t, c) => menuBar(t, c.menu) },
    { key: 'b2b-hero', category: 'first_screen', title: 'B2B: первый экран с формой КП', build: (t, c, lang) => heroForm(t, c.hero, formFields(t, lang), lang) },
    { key: 'b2b-numbers', category: 'evidence', title: 'B2B: цифры компании', build: (t, c) => stats(t, c.numbers) },
    { key: 'b2b-solutions', category: 'products', title: 'B2B: что производим', build: (t, c) => iconCards(t, c.solutions, t.c.alt) },
    { key: 'b2b-process', category: 'stages', title: 'B2B: этапы по дням', build: (t, c) => timeline(t, c.process) },
    { key: 'b2b-clients', category: 'reviews', title: 'B2B: отзывы клиентов', build: (t, c) => reviews(t, c.clients) },
    { key: 'b2b-faq', category: 'objections', title: 'B2B: вопросы закупщика', build: (t, c) => faq(t, c.faq) },
    { key: 'b2b-footer', category: 'footer', title: 'B2B: подвал с реквизитами', build: (t, c) => footer(t, c.footer) },
  ],
});
