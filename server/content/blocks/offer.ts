// Prices, conversion (forms and calls to action), modals and empty blocks.
import { button, d, heading, image, row, section, stack, text, type N } from '../build';
import { photoUrl } from '../stock/photos';
import { buttonStyle, cardStyle, col, headingStyle, rub, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';
import { leadForm } from './hero';

const plan = (t: Theme, name: string, price: number, features: string[], featured: boolean): N => stack(
  cardStyle(t, featured ? { border: `2px solid ${t.code === 'square' ? '#111111' : t.c.primary}`, backgroundColor: t.code === 'square' ? t.c.accent : t.c.card } : {}),
  [
    heading(3, name, headingStyle(t, 3)),
    text(`${rub(price)} / мес`, { desktop: { ...textStyle(t, 30, t.c.text).desktop, fontFamily: t.fonts.heading, fontWeight: 800 } }),
    text(features.map((f) => `✓ ${f}`).join('\n'), textStyle(t, 15)),
    button(featured ? 'Выбрать — популярный' : 'Выбрать', { kind: 'scroll', blockId: 'form' }, buttonStyle(t, featured ? 'primary' : 'ghost')),
  ],
);

export const offerBlocks: BlockDesign[] = [
  {
    key: 'price-plans', category: 'price', title: 'Цены: три тарифа',
    build: (t) => section({ name: 'Цены', bg: t.c.bg, pad: t.pad, elementId: 'price' }, [
      heading(2, 'Тарифы', headingStyle(t, 2, t.c.text, 'center')),
      text('Первые 14 дней — бесплатно на любом тарифе', textStyle(t, 18, t.c.muted, 'center')),
      row([
        plan(t, 'Старт', 990, ['5 страниц', '1 домен', 'Заявки на почту'], false),
        plan(t, 'Бизнес', 2490, ['30 страниц', '5 доменов', 'Интеграции с CRM', '3 сотрудника'], true),
        plan(t, 'Профи', 4990, ['Без лимита страниц', '20 доменов', 'A/B-тесты', '10 сотрудников'], false),
      ], 24, { alignItems: 'stretch' }),
    ]),
  },
  {
    key: 'price-single', category: 'price', title: 'Цена: одно предложение со скидкой',
    build: (t) => section({ name: 'Цена', bg: t.c.alt, pad: t.pad, width: 960, elementId: 'price' }, [
      row([
        stack(col(0), [image(photoUrl('product-box'), 'Товар', 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px` } })]),
        stack(col(16, { justifyContent: 'center' }), [
          heading(2, 'Курс «Сайт за выходные»', headingStyle(t, 2)),
          text('12 видеоуроков, шаблоны и проверка домашних заданий куратором', textStyle(t, 17)),
          text(rub(14900), { desktop: { ...textStyle(t, 18).desktop, textDecoration: 'line-through' } }),
          text(rub(7900), { desktop: { ...textStyle(t, 40, t.c.text).desktop, fontFamily: t.fonts.heading, fontWeight: 800 }, mobile: { fontSize: '32px' } }),
          button('Купить со скидкой 47%', { kind: 'scroll', blockId: 'form' }, buttonStyle(t)),
        ]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
  {
    key: 'form-section', category: 'conversion', title: 'Форма заявки с заголовком',
    build: (t) => section({ name: 'Форма', bg: t.c.alt, pad: t.pad, width: 560, elementId: 'form' }, [
      stack(cardStyle(t, { gap: '16px', padding: '36px' }), [
        heading(2, 'Оставьте заявку', headingStyle(t, 2, t.c.text, 'center')),
        text('Перезвоним в течение 15 минут и ответим на все вопросы', textStyle(t, 16, t.c.muted, 'center')),
        leadForm(t, 'Заявка', 'Отправить заявку'),
      ]),
    ]),
  },
  {
    key: 'cta-banner', category: 'conversion', title: 'Призыв к действию на тёмном фоне',
    build: (t) => section({ name: 'Призыв', bg: t.c.dark, pad: [72, 48] }, [
      row([
        stack(col(10), [
          heading(2, 'Готовы начать?', headingStyle(t, 2, t.c.onDark)),
          text('Первая консультация бесплатно. Ответим на вопросы и предложим решение за 30 минут.', textStyle(t, 17, t.c.onDark)),
        ]),
        stack(col(0, { alignItems: 'flex-end', justifyContent: 'center', flex: '0 0 auto' }), [
          button('Получить консультацию', { kind: 'scroll', blockId: 'form' }, t.code === 'square' ? { desktop: { ...buttonStyle(t).desktop, backgroundColor: t.c.accent, color: '#111111' }, mobile: buttonStyle(t).mobile } : buttonStyle(t, 'light')),
        ]),
      ], 32, { alignItems: 'center' }),
    ]),
  },
  {
    key: 'modal-form', category: 'modal', title: 'Окно: заявка на звонок',
    build: (t) => stack(d({ display: 'flex', flexDirection: 'column', gap: '14px', padding: '8px', backgroundColor: t.c.card, fontFamily: t.fonts.body }), [
      heading(3, 'Заказать звонок', headingStyle(t, 3, t.c.text, 'center')),
      text('Оставьте номер — перезвоним в течение 15 минут', textStyle(t, 15, t.c.muted, 'center')),
      leadForm(t, 'Заказ звонка', 'Жду звонка'),
    ], 'Окно заявки'),
  },
  {
    key: 'modal-thanks', category: 'modal', title: 'Окно: спасибо за заявку',
    build: (t) => stack(d({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '14px', padding: '8px', backgroundColor: t.c.card }), [
      { type: 'icon', cfg: { src: '/content-files/icons/check.svg', label: 'Готово', width: 56, height: 56 }, style: d({ width: '56px', height: '56px', padding: '12px', borderRadius: '50%', backgroundColor: t.c.accent }) },
      heading(3, 'Спасибо!', headingStyle(t, 3, t.c.text, 'center')),
      text('Заявка отправлена. Мы свяжемся с вами в ближайшее время.', textStyle(t, 15, t.c.muted, 'center')),
    ], 'Окно благодарности'),
  },
  {
    key: 'empty', category: 'empty', title: 'Пустой блок',
    build: (t) => section({ name: 'Пустой блок', bg: t.c.bg, pad: [64, 40] }, []),
  },
  {
    key: 'empty-wide', category: 'empty_wide', title: 'Пустой блок на всю ширину',
    build: (t) => ({
      type: 'container', name: 'Широкий блок', cfg: { columns: 1, tag: 'section' },
      style: d({ display: 'flex', flexDirection: 'column', width: '100%', minHeight: '320px', padding: '0', background: t.c.alt }, { minHeight: '200px' }),
      children: [],
    }),
  },
];
