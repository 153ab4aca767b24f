// More layouts: objections as cards, a subscribe strip, a vertical timeline, services with prices
// and a list of the client's pains.
import { button, d, heading, icon, input, row, section, stack, text, type N } from '../build';
import { consentField } from '../consent';
import { buttonStyle, cardStyle, col, fieldStyle, headingStyle, rub, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';

const centered = (t: Theme, value: string, sub: string): N[] => [
  heading(2, value, headingStyle(t, 2, t.c.text, 'center')),
  text(sub, textStyle(t, 18, t.c.muted, 'center')),
];

export const extraBlocks: BlockDesign[] = [
  {
    key: 'objections-cards', category: 'objections', title: 'Возражения: «Вы думаете» и «На самом деле»',
    build: (t) => section({ name: 'Возражения', bg: t.c.alt, pad: t.pad }, [
      ...centered(t, 'Сомневаетесь?', 'Разберём частые опасения честно'),
      row([
        ['Это дорого', 'Оплата частями без переплаты, а вложения окупаются в среднем за два месяца.'],
        ['У меня нет времени', 'Всё делаем сами: от вас — 30 минут на старте и согласование результата.'],
        ['Уже пробовал, не сработало', 'Показываем план и цифры до начала работ и отвечаем за результат по договору.'],
      ].map(([myth, truth]) => stack(cardStyle(t), [
        text(`Вы думаете: «${myth}»`, { desktop: { ...textStyle(t, 15, t.c.muted).desktop, fontStyle: 'italic' } }),
        heading(3, 'На самом деле', headingStyle(t, 4, t.code === 'square' ? '#111111' : t.c.primary)),
        text(truth, textStyle(t, 16, t.c.text)),
      ])), 24),
    ]),
  },
  {
    key: 'subscribe-strip', category: 'conversion', title: 'Подписка на рассылку в одну строку',
    build: (t) => section({ name: 'Подписка', bg: t.code === 'square' ? t.c.accent : t.c.primary, pad: [56, 40], width: 960 }, [
      row([
        stack(col(8, { justifyContent: 'center' }), [
          heading(3, 'Полезные письма раз в неделю', headingStyle(t, 3, t.code === 'square' ? '#111111' : t.c.onPrimary)),
          text('Кейсы, шаблоны и подборки без спама. Отписаться — в один клик.', textStyle(t, 15, t.code === 'square' ? '#111111' : t.c.onPrimary)),
        ]),
        {
          type: 'form', name: 'Форма подписки', cfg: { formName: 'Подписка', submitText: 'Готово! Первое письмо уже в пути.', email: '' },
          style: d({ flex: '1 1 0', display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end', gap: '12px' }, { flexDirection: 'column', flexWrap: 'nowrap', alignItems: 'stretch' }),
          children: [
            input('email', 'Email', 'email', 'you@example.ru', { desktop: { ...fieldStyle(t).desktop, flex: '1 1 0', color: t.code === 'square' ? '#111111' : t.c.onPrimary } }),
            // Before the button in the form (read and ticked first); on a wide screen shown under the one-line row.
            consentField(t, 'ru', t.code === 'square' ? '#111111' : t.c.onPrimary, { desktop: { flex: '1 1 100%', order: '1' }, mobile: { flex: 'none', order: '0' } }),
            button('Подписаться', { kind: 'submit' }, t.code === 'square' ? buttonStyle(t) : buttonStyle(t, 'light')),
          ],
        },
      ], 32, { alignItems: 'center' }),
    ]),
  },
  {
    key: 'stages-timeline', category: 'stages', title: 'Этапы: вертикальная шкала',
    build: (t) => section({ name: 'Этапы', bg: t.c.bg, pad: t.pad, width: 760 }, [
      ...centered(t, 'Программа курса', 'Шесть недель от идеи до первых продаж'),
      stack(col(0), [
        ['Неделя 1–2', 'Упаковка продукта', 'Находим аудиторию, формулируем оффер и считаем экономику.'],
        ['Неделя 3–4', 'Сайт и реклама', 'Собираем лендинг из блоков и запускаем первые объявления.'],
        ['Неделя 5–6', 'Продажи', 'Настраиваем заявки в CRM, скрипты и повторные касания.'],
      ].map(([when, head, body]) => row([
        stack(col(6, { flex: '0 0 140px' }), [text(when, { desktop: { ...textStyle(t, 15, t.code === 'square' ? '#111111' : t.c.primary).desktop, fontWeight: 700 } })]),
        stack(col(6, { borderLeft: `3px solid ${t.code === 'square' ? '#111111' : t.c.accent}`, padding: '0 0 32px 24px' }), [heading(3, head, headingStyle(t, 4)), text(body, textStyle(t, 16))]),
      ], 16, { flexWrap: 'nowrap' }))),
    ]),
  },
  {
    key: 'products-services', category: 'products', title: 'Услуги с ценами',
    build: (t) => section({ name: 'Услуги', bg: t.c.alt, pad: t.pad }, [
      ...centered(t, 'Услуги и цены', 'Цена фиксируется в договоре и не меняется'),
      row([
        ['Консультация', 'Разбор задачи и план действий за один час', 3000],
        ['Лендинг под ключ', 'Текст, дизайн, сборка и подключение заявок', 45000],
        ['Сопровождение', 'Реклама, аналитика и улучшения каждый месяц', 25000],
      ].map(([title, description, price]) => ({
        type: 'service', name: 'Услуга', cfg: { title, description, price: `от ${rub(Number(price))}` },
        style: d({ ...cardStyle(t).desktop, fontFamily: t.fonts.body, color: t.c.text }, cardStyle(t).mobile),
      })), 24),
    ]),
  },
  {
    key: 'identification-pains', category: 'identification', title: 'Узнаёте себя: список проблем',
    build: (t) => section({ name: 'Проблемы', bg: t.c.bg, pad: t.pad, width: 900 }, [
      ...centered(t, 'Узнаёте себя?', 'Если хотя бы два пункта про вас — мы поможем'),
      row([
        ['Реклама есть, а заявок нет', 'Сайт не объясняет, почему стоит выбрать вас'],
        ['Клиенты теряются', 'Заявки приходят в разные мессенджеры и забываются'],
        ['Непонятно, что работает', 'Нет аналитики, бюджет уходит вслепую'],
        ['Всё держится на вас', 'Без вас продажи останавливаются'],
      ].map(([head, body]) => row([
        icon('target', 'Проблема', 32, { desktop: { width: '32px', height: '32px', flex: '0 0 auto' } }),
        stack(col(4), [heading(3, head, headingStyle(t, 4)), text(body, textStyle(t, 15))]),
      ], 16, { flex: '1 1 40%', flexWrap: 'nowrap', alignItems: 'flex-start' })), 28),
    ]),
  },
];
