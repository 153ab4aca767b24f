// First screens.
import { button, d, heading, image, input, row, section, stack, text, type N } from '../build';
import { consentField } from '../consent';
import { photoUrl } from '../stock/photos';
import { buttonStyle, cardStyle, col, fieldStyle, headingStyle, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';

const badge = (t: Theme, label: string): N => text(label, {
  desktop: { ...textStyle(t, 14, t.code === 'square' ? '#111111' : t.c.primary).desktop, alignSelf: 'flex-start', fontWeight: 700, padding: '6px 14px', borderRadius: `${t.buttonRadius}px`, backgroundColor: t.c.accent },
});

export const leadForm = (t: Theme, title: string, cta: string): N => ({
  type: 'form', name: 'Форма заявки',
  cfg: { formName: title, submitText: 'Спасибо! Заявка отправлена. Мы свяжемся с вами в ближайшее время.', email: '' },
  style: d({ display: 'flex', flexDirection: 'column', gap: '14px', width: '100%' }),
  children: [
    input('text', 'Ваше имя', 'name', 'Иван', fieldStyle(t)),
    input('phone', 'Телефон', 'phone', '+7 (___) ___-__-__', fieldStyle(t)),
    consentField(t, 'ru'),
    button(cta, { kind: 'submit' }, buttonStyle(t)),
  ],
});

export const heroBlocks: BlockDesign[] = [
  {
    key: 'hero-split', category: 'first_screen', title: 'Первый экран: текст и картинка',
    build: (t) => section({ name: 'Первый экран', bg: t.c.bg, pad: t.pad }, [
      row([
        stack(col(24, { justifyContent: 'center' }), [
          badge(t, 'Новый поток — с 1 декабря'),
          heading(1, 'Запустите продающий сайт за один вечер', headingStyle(t, 1)),
          text('Готовые блоки, понятный редактор и заявки прямо в личный кабинет. Без программиста и дизайнера.', textStyle(t, 19)),
          row([
            button('Начать бесплатно', { kind: 'scroll', blockId: 'form' }, buttonStyle(t)),
            button('Смотреть цены', { kind: 'scroll', blockId: 'price' }, buttonStyle(t, 'ghost')),
          ], 12, { width: 'auto' }),
        ]),
        stack(col(0), [image(photoUrl('laptop-work'), 'Ноутбук с сайтом', 1200, 800, { desktop: { width: '100%', height: 'auto', borderRadius: `${t.radius}px`, boxShadow: t.shadow } })]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
  {
    key: 'hero-center', category: 'first_screen', title: 'Первый экран по центру на цветном фоне',
    build: (t) => section({ name: 'Первый экран', bg: t.code === 'square' ? t.c.accent : `linear-gradient(135deg, ${t.c.primary}, ${t.c.dark})`, pad: [t.pad[0] + 24, t.pad[1]], width: 860 }, [
      stack(col(24, { alignItems: 'center' }), [
        heading(1, 'Школа английского для занятых взрослых', headingStyle(t, 1, t.code === 'square' ? '#111111' : '#ffffff', 'center')),
        text('Занятия по 30 минут с преподавателем, разговорная практика каждый день и гарантия результата за 3 месяца.', textStyle(t, 19, t.code === 'square' ? '#111111' : 'rgba(255,255,255,.85)', 'center')),
        button('Записаться на пробный урок', { kind: 'scroll', blockId: 'form' }, t.code === 'square' ? buttonStyle(t) : buttonStyle(t, 'light')),
      ]),
    ]),
  },
  {
    key: 'hero-form', category: 'first_screen', title: 'Первый экран с формой заявки',
    build: (t) => section({ name: 'Первый экран', bg: t.c.alt, pad: t.pad }, [
      row([
        stack(col(20, { justifyContent: 'center', flex: '3 1 0' }), [
          heading(1, 'Ремонт квартир под ключ с фиксированной сметой', headingStyle(t, 1)),
          text('Смета не вырастет после начала работ — прописываем цену в договоре. Гарантия 5 лет.', textStyle(t, 19)),
          text('✓ Бесплатный замер в день обращения\n✓ Свои бригады, без субподряда\n✓ Фотоотчёт каждый день', textStyle(t, 17, t.c.text)),
        ]),
        stack(cardStyle(t, { flex: '2 1 0', gap: '16px' }), [
          heading(2, 'Рассчитаем стоимость за 15 минут', headingStyle(t, 3)),
          leadForm(t, 'Расчёт стоимости', 'Получить расчёт'),
        ]),
      ], 48, { alignItems: 'center' }),
    ]),
  },
];
