// Benefits, products, audience (identification), evidence and "about us".
import { button, d, heading, icon, image, row, section, stack, text, type N } from '../build';
import { photoUrl } from '../stock/photos';
import { buttonStyle, cardStyle, col, headingStyle, rub, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';

const title = (t: Theme, value: string, sub?: string, align = 'center'): N[] => [
  heading(2, value, headingStyle(t, 2, t.c.text, align)),
  ...(sub ? [text(sub, textStyle(t, 18, t.c.muted, align))] : []),
];

const iconCard = (t: Theme, name: string, head: string, body: string): N => stack(cardStyle(t), [
  icon(name, head, 40, { desktop: { width: '40px', height: '40px', padding: '10px', borderRadius: `${t.radius}px`, backgroundColor: t.c.accent } }),
  heading(3, head, headingStyle(t, 3)),
  text(body, textStyle(t, 16)),
]);

const counter = (t: Theme, value: number, suffix: string, label: string): N => stack(col(4), [
  { type: 'counter', cfg: { value, prefix: '', suffix }, style: d({ fontFamily: t.fonts.heading, fontSize: '44px', fontWeight: 800, color: t.code === 'square' ? '#111111' : t.c.primary }, { fontSize: '34px' }) },
  text(label, textStyle(t, 15, t.c.muted, 'center')),
]);

export const sellBlocks: BlockDesign[] = [
  {
    key: 'benefits-cards', category: 'benefit', title: 'Преимущества: три карточки с иконками',
    build: (t) => section({ name: 'Преимущества', bg: t.c.bg, pad: t.pad, elementId: 'benefits' }, [
      ...title(t, 'Почему выбирают нас', 'Три причины, по которым к нам возвращаются и приводят друзей'),
      row([
        iconCard(t, 'zap', 'Быстро', 'Первый результат уже через неделю: работаем по отлаженному процессу без простоев.'),
        iconCard(t, 'shield', 'Надёжно', 'Фиксируем сроки и цену в договоре. Если не успеем — вернём деньги за каждый день.'),
        iconCard(t, 'users', 'Лично', 'Закрепляем персонального менеджера, который на связи с 9 до 21 без выходных.'),
      ], 24),
    ]),
  },
  {
    key: 'benefits-checklist', category: 'benefit', title: 'Преимущества: картинка и список',
    build: (t) => section({ name: 'Преимущества', bg: t.c.alt, pad: t.pad, elementId: 'benefits' }, [
      row([
        stack(col(0), [image(photoUrl('team-blue'), 'Наша команда', 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px` } })]),
        stack(col(18, { justifyContent: 'center' }), [
          heading(2, 'Всё включено в стоимость', headingStyle(t, 2)),
          ...['Выезд специалиста и консультация', 'Подбор материалов по вашему бюджету', 'Вывоз мусора и уборка после работ', 'Гарантия на работы — 5 лет'].map((item) =>
            row([icon('check', 'Галочка', 24), text(item, textStyle(t, 17, t.c.text))], 12, { alignItems: 'center', flexWrap: 'nowrap' })),
        ]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
  {
    key: 'products-cards', category: 'products', title: 'Товары: карточки с ценой',
    build: (t) => section({ name: 'Товары', bg: t.c.bg, pad: t.pad }, [
      ...title(t, 'Популярные товары', 'Отправляем в день заказа по всей России'),
      row([
        ['product-box', 'Подарочный набор', 2490], ['product-bottle', 'Натуральный сок', 390], ['product-dark', 'Премиум-коллекция', 5990],
      ].map(([photo, name, price]) => stack(cardStyle(t, { padding: '0', overflow: 'hidden' }), [
        image(photoUrl(String(photo)), String(name), 1200, 800, { desktop: { width: '100%', height: 'auto' } }),
        stack(col(10, { padding: '0 24px 24px' }), [
          heading(3, String(name), headingStyle(t, 3)),
          text(rub(Number(price)), { desktop: { ...textStyle(t, 22, t.c.text).desktop, fontWeight: 700 } }),
          button('Купить', { kind: 'scroll', blockId: 'form' }, buttonStyle(t)),
        ]),
      ])), 24),
    ]),
  },
  {
    key: 'audience', category: 'identification', title: 'Для кого: четыре портрета клиента',
    build: (t) => section({ name: 'Для кого', bg: t.c.alt, pad: t.pad }, [
      ...title(t, 'Кому подойдёт', 'Узнайте себя хотя бы в одном пункте'),
      row([
        iconCard(t, 'briefcase', 'Предпринимателям', 'Нужны заявки с сайта, а не красивая картинка.'),
        iconCard(t, 'target', 'Маркетологам', 'Хотите проверять гипотезы за день, а не за месяц.'),
        iconCard(t, 'cap', 'Экспертам', 'Запускаете курс или консультации и ищете первых клиентов.'),
        iconCard(t, 'home', 'Локальному бизнесу', 'Салон, студия или кафе, которым нужна запись онлайн.'),
      ], 20),
    ]),
  },
  {
    key: 'evidence-numbers', category: 'evidence', title: 'Доказательства: цифры',
    build: (t) => section({ name: 'Цифры', bg: t.c.bg, pad: t.pad }, [
      ...title(t, 'Нам доверяют'),
      row([counter(t, 12, '+', 'лет на рынке'), counter(t, 4800, '', 'довольных клиентов'), counter(t, 98, '%', 'сдаём в срок'), counter(t, 35, '', 'городов России')], 24, { textAlign: 'center' }),
    ]),
  },
  {
    key: 'evidence-cases', category: 'evidence', title: 'Доказательства: кейсы до и после',
    build: (t) => section({ name: 'Кейсы', bg: t.c.alt, pad: t.pad }, [
      ...title(t, 'Результаты наших клиентов', 'Реальные проекты последних трёх месяцев'),
      row([['office-warm', 'Было', 'Сайт приносил 3 заявки в месяц'], ['office-blue', 'Стало', 'После редизайна — 47 заявок в месяц']].map(([photo, head, body]) =>
        stack(cardStyle(t), [image(photoUrl(photo), head, 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${Math.max(0, t.radius - 6)}px` } }), heading(3, head, headingStyle(t, 3)), text(body, textStyle(t, 16))])), 24),
    ]),
  },
  {
    key: 'about-split', category: 'about', title: 'О компании: текст и фото',
    build: (t) => section({ name: 'О нас', bg: t.c.bg, pad: t.pad }, [
      row([
        stack(col(18, { justifyContent: 'center' }), [
          heading(2, 'О нас', headingStyle(t, 2)),
          text('Мы — команда из 40 специалистов. С 2014 года помогаем малому бизнесу находить клиентов в интернете: делаем сайты, настраиваем рекламу и считаем каждый рубль бюджета.', textStyle(t, 17)),
          text('Работаем по договору, отчитываемся каждую неделю и отвечаем за результат.', textStyle(t, 17)),
          row([counter(t, 320, '', 'проектов'), counter(t, 4.9, '', 'средняя оценка')], 24),
        ]),
        stack(col(0), [image(photoUrl('team-green'), 'Команда компании', 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px` } })]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
];
