// Reviews, team, stages and objections (FAQ).
import { d, heading, image, row, section, stack, text, type N } from '../build';
import { photoUrl } from '../stock/photos';
import { cardStyle, col, headingStyle, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';

const avatar = (t: Theme, photo: string, size: number): N => image(photoUrl(photo), 'Фото', 1200, 800, {
  desktop: { width: `${size}px`, height: `${size}px`, objectFit: 'cover', borderRadius: t.code === 'square' ? '0' : '50%' },
});

const review = (t: Theme, photo: string, name: string, role: string, quote: string): N => stack(cardStyle(t), [
  text('★★★★★', { desktop: { ...textStyle(t, 18, '#f59e0b').desktop, letterSpacing: '2px' } }),
  text(`«${quote}»`, textStyle(t, 16, t.c.text)),
  row([avatar(t, photo, 48), stack(col(0), [heading(3, name, headingStyle(t, 5)), text(role, textStyle(t, 14))])], 12, { alignItems: 'center', flexWrap: 'nowrap' }),
]);

const centered = (t: Theme, value: string, sub: string): N[] => [
  heading(2, value, headingStyle(t, 2, t.c.text, 'center')),
  text(sub, textStyle(t, 18, t.c.muted, 'center')),
];

export const socialBlocks: BlockDesign[] = [
  {
    key: 'reviews-cards', category: 'reviews', title: 'Отзывы: три карточки',
    build: (t) => section({ name: 'Отзывы', bg: t.c.alt, pad: t.pad, elementId: 'reviews' }, [
      ...centered(t, 'Отзывы клиентов', 'Более 300 отзывов на независимых площадках'),
      row([
        review(t, 'portrait-1', 'Анна Смирнова', 'владелица салона', 'Сделали сайт за неделю, заявки пошли в первый же день рекламы. Рекомендую!'),
        review(t, 'portrait-2', 'Дмитрий Волков', 'руководитель отдела продаж', 'Понятная отчётность и никаких сюрпризов в смете. Работаем уже второй год.'),
        review(t, 'portrait-3', 'Мария Козлова', 'эксперт по питанию', 'Запустила курс без команды: всё настроили, объяснили и помогли с текстами.'),
      ], 24),
    ]),
  },
  {
    key: 'review-single', category: 'reviews', title: 'Отзыв: одна большая цитата',
    build: (t) => section({ name: 'Отзыв', bg: t.c.bg, pad: t.pad, width: 820, elementId: 'reviews' }, [
      stack(col(24, { alignItems: 'center' }), [
        avatar(t, 'portrait-4', 96),
        text('«За три месяца выручка выросла в два раза. Главное — теперь я точно знаю, откуда приходит каждый клиент.»', { desktop: { ...textStyle(t, 24, t.c.text, 'center').desktop, fontFamily: t.fonts.heading, lineHeight: '1.45' }, mobile: { fontSize: '19px' } }),
        text('Игорь Лебедев, основатель сети кофеен', textStyle(t, 16, t.c.muted, 'center')),
      ]),
    ]),
  },
  {
    key: 'team-grid', category: 'team', title: 'Команда: четыре человека',
    build: (t) => section({ name: 'Команда', bg: t.c.bg, pad: t.pad }, [
      ...centered(t, 'Наша команда', 'Специалисты, которые будут работать над вашим проектом'),
      row([
        ['portrait-2', 'Алексей Иванов', 'руководитель проекта'], ['portrait-3', 'Ольга Петрова', 'дизайнер'],
        ['portrait-4', 'Сергей Соколов', 'разработчик'], ['portrait-5', 'Елена Морозова', 'маркетолог'],
      ].map(([photo, name, role]) => stack(col(8, { alignItems: 'center', textAlign: 'center' }), [
        avatar(t, photo, 140), heading(3, name, headingStyle(t, 4, t.c.text, 'center')), text(role, textStyle(t, 15, t.c.muted, 'center')),
      ])), 24),
    ]),
  },
  {
    key: 'stages-steps', category: 'stages', title: 'Этапы работы: четыре шага',
    build: (t) => section({ name: 'Этапы', bg: t.c.alt, pad: t.pad }, [
      ...centered(t, 'Как мы работаем', 'От заявки до результата — четыре простых шага'),
      row([
        ['Заявка', 'Оставляете заявку на сайте или звоните нам.'], ['Встреча', 'Обсуждаем задачу и фиксируем цену в договоре.'],
        ['Работа', 'Выполняем работы и каждый день присылаем отчёт.'], ['Результат', 'Принимаете работу и получаете гарантию.'],
      ].map(([head, body], i) => stack(cardStyle(t), [
        text(String(i + 1).padStart(2, '0'), { desktop: { margin: '0', fontFamily: t.fonts.heading, fontSize: '40px', fontWeight: 800, color: t.code === 'square' ? '#111111' : t.c.primary } }),
        heading(3, head, headingStyle(t, 3)), text(body, textStyle(t, 15)),
      ])), 20),
    ]),
  },
  {
    key: 'faq', category: 'objections', title: 'Вопросы и ответы',
    build: (t) => section({ name: 'Вопросы', bg: t.c.bg, pad: t.pad, width: 860 }, [
      ...centered(t, 'Частые вопросы', 'Не нашли ответ — напишите нам, ответим за 15 минут'),
      stack(col(12), [
        ['Сколько стоит и от чего зависит цена?', 'Цена зависит от объёма работ. Точную сумму называем после бесплатной консультации и фиксируем в договоре.'],
        ['Что если результат не понравится?', 'Вносим правки до тех пор, пока вы не будете довольны. Если договориться не получится — вернём деньги.'],
        ['Как быстро вы начнёте?', 'Обычно в течение двух рабочих дней после подписания договора.'],
        ['Работаете ли вы с юридическими лицами?', 'Да, работаем по договору с ИП и ООО, предоставляем закрывающие документы.'],
      ].map(([q, a]) => ({
        type: 'spoiler', name: 'Вопрос', cfg: { title: q, text: a, open: false },
        style: d({ padding: '20px 24px', borderRadius: `${t.radius}px`, border: t.line === '0' ? `1px solid ${t.c.border}` : t.line, backgroundColor: t.c.card, fontFamily: t.fonts.body, color: t.c.text }),
      }))),
    ]),
  },
];
