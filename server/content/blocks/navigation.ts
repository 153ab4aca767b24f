// Menus and footers. On a phone a header is one row: the logo and the menu's burger (the menu
// collapses by itself, engine/menu.ts); the header's button or phone gives way to the first screen's offer.
import { button, d, heading, icon, row, section, stack, text, type N } from '../build';
import { buttonStyle, col, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';

const logo = (t: Theme, color = t.c.text): N =>
  text('Мастерская', { desktop: { margin: '0', fontFamily: t.fonts.heading, fontWeight: 800, fontSize: '22px', color }, mobile: { fontSize: '20px' } });

// Icons are dark line drawings: on the dark footer they sit on a light round chip.
const chip = (t: Theme, name: string, label: string): N =>
  icon(name, label, 28, { desktop: { width: '28px', height: '28px', padding: '5px', borderRadius: '50%', backgroundColor: t.c.onDark, flex: '0 0 auto' } });

const menuItems = [
  { title: 'Преимущества', href: '#benefits' }, { title: 'Отзывы', href: '#reviews' },
  { title: 'Цены', href: '#price' }, { title: 'Контакты', href: '#contacts' },
];

const menu = (t: Theme, color = t.c.text): N => ({
  type: 'menu',
  cfg: { items: menuItems },
  style: d({ display: 'flex', gap: '28px', fontFamily: t.fonts.body, fontSize: '15px', color }, { flexDirection: 'column', gap: '8px' }),
});

export const navigationBlocks: BlockDesign[] = [
  {
    key: 'menu-simple', category: 'menu', title: 'Меню: логотип, ссылки и кнопка',
    build: (t) => section({ name: 'Меню', bg: t.c.bg, pad: [20, 14], extra: { borderBottom: t.line === '0' ? `1px solid ${t.c.border}` : t.line } }, [
      {
        type: 'navbar', name: 'Навигация',
        style: d({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '24px' }, { gap: '12px' }),
        children: [logo(t), menu(t), button('Оставить заявку', { kind: 'scroll', blockId: 'form' }, { desktop: { ...buttonStyle(t).desktop, padding: '12px 22px', fontSize: '15px' }, mobile: { ...buttonStyle(t).mobile, display: 'none' } })],
      },
    ]),
  },
  {
    key: 'menu-dark', category: 'menu', title: 'Меню на тёмном фоне с телефоном',
    build: (t) => section({ name: 'Меню', bg: t.c.dark, pad: [18, 14] }, [
      {
        type: 'navbar', name: 'Навигация',
        style: d({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '24px' }, { gap: '12px' }),
        children: [logo(t, t.c.onDark), menu(t, t.c.onDark), text('+7 (900) 123-45-67', { desktop: { ...textStyle(t, 16, t.c.onDark).desktop, fontWeight: 700 }, mobile: { display: 'none' } })],
      },
    ]),
  },
  {
    key: 'footer-columns', category: 'footer', title: 'Подвал: контакты, меню и соцсети',
    build: (t) => section({ name: 'Подвал', bg: t.c.dark, pad: [64, 40], elementId: 'contacts' }, [
      row([
        stack(col(12), [logo(t, t.c.onDark), text('Делаем сайты, которые продают. Работаем по всей России с 2015 года.', textStyle(t, 15, t.c.onDark))]),
        stack(col(10), [
          heading(2, 'Контакты', { desktop: { margin: '0', fontFamily: t.fonts.heading, fontSize: '16px', color: t.c.onDark } }),
          row([chip(t, 'phone', 'Телефон'), text('+7 (900) 123-45-67', textStyle(t, 15, t.c.onDark))], 10, { alignItems: 'center', flexWrap: 'nowrap' }),
          row([chip(t, 'mail', 'Почта'), text('hello@example.ru', textStyle(t, 15, t.c.onDark))], 10, { alignItems: 'center', flexWrap: 'nowrap' }),
          row([chip(t, 'map-pin', 'Адрес'), text('Москва, ул. Примерная, 1', textStyle(t, 15, t.c.onDark))], 10, { alignItems: 'center', flexWrap: 'nowrap' }),
        ]),
        stack(col(10), [
          heading(2, 'Мы в соцсетях', { desktop: { margin: '0', fontFamily: t.fonts.heading, fontSize: '16px', color: t.c.onDark } }),
          { type: 'social-links', cfg: { links: [{ network: 'telegram', href: 'https://t.me/' }, { network: 'vk', href: 'https://vk.com/' }] }, style: d({ display: 'flex', gap: '12px', color: t.c.onDark }) },
        ]),
      ], 40),
      text('© 2026 Мастерская. Все права защищены. Политика конфиденциальности', { desktop: { ...textStyle(t, 13, t.c.onDark).desktop, opacity: 0.6, borderTop: '1px solid rgba(255,255,255,.15)', paddingTop: '20px' } }),
    ]),
  },
  {
    key: 'footer-simple', category: 'footer', title: 'Подвал в одну строку',
    build: (t) => section({ name: 'Подвал', bg: t.c.alt, pad: [32, 24], elementId: 'contacts' }, [
      row([
        stack(col(4), [logo(t), text('© 2026 Все права защищены', textStyle(t, 13))]),
        stack(col(4, { alignItems: 'flex-end' }), [text('+7 (900) 123-45-67', { desktop: { ...textStyle(t, 16, t.c.text).desktop, fontWeight: 700 } }), text('hello@example.ru', textStyle(t, 14))]),
      ], 24, { alignItems: 'center' }),
    ]),
  },
];
