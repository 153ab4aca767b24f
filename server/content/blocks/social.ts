// Reviews, team, stages and objections (FAQ). The layouts the looks are drawn from carry their
// demo copy in Russian (the block library's language) and in English.
import { d, heading, image, row, section, stack, text, type N } from '../build';
import type { Lang } from '../landing/kit';
import { photoUrl } from '../stock/photos';
import { cardStyle, col, headingStyle, textStyle, type Theme } from '../themes';
import type { BlockDesign } from './design';

const ru = {
  photo: 'Фото', quote: ['«', '»'] as [open: string, close: string],
  reviews: {
    title: 'Отзывы клиентов', sub: 'Более 300 отзывов на независимых площадках',
    items: [
      ['portrait-1', 'Анна Смирнова', 'владелица салона', 'Сделали сайт за неделю, заявки пошли в первый же день рекламы. Рекомендую!'],
      ['portrait-2', 'Дмитрий Волков', 'руководитель отдела продаж', 'Понятная отчётность и никаких сюрпризов в смете. Работаем уже второй год.'],
      ['portrait-3', 'Мария Козлова', 'эксперт по питанию', 'Запустила курс без команды: всё настроили, объяснили и помогли с текстами.'],
    ] as [photo: string, name: string, role: string, quote: string][],
  },
  single: {
    quote: 'За три месяца выручка выросла в два раза. Главное — теперь я точно знаю, откуда приходит каждый клиент.',
    author: 'Игорь Лебедев, основатель сети кофеен',
  },
  steps: {
    title: 'Как мы работаем', sub: 'От заявки до результата — четыре простых шага',
    items: [
      ['Заявка', 'Оставляете заявку на сайте или звоните нам.'], ['Встреча', 'Обсуждаем задачу и фиксируем цену в договоре.'],
      ['Работа', 'Выполняем работы и каждый день присылаем отчёт.'], ['Результат', 'Принимаете работу и получаете гарантию.'],
    ] as [head: string, body: string][],
  },
  faq: {
    title: 'Частые вопросы', sub: 'Не нашли ответ — напишите нам, ответим за 15 минут',
    items: [
      ['Сколько стоит и от чего зависит цена?', 'Цена зависит от объёма работ. Точную сумму называем после бесплатной консультации и фиксируем в договоре.'],
      ['Что если результат не понравится?', 'Вносим правки до тех пор, пока вы не будете довольны. Если договориться не получится — вернём деньги.'],
      ['Как быстро вы начнёте?', 'Обычно в течение двух рабочих дней после подписания договора.'],
      ['Работаете ли вы с юридическими лицами?', 'Да, работаем по договору с ИП и ООО, предоставляем закрывающие документы.'],
    ] as [question: string, answer: string][],
  },
};

const en: typeof ru = {
  photo: 'Photo', quote: ['“', '”'],
  reviews: {
    title: 'What our clients say', sub: 'Over 300 reviews on independent sites',
    items: [
      ['portrait-1', 'Anna Smith', 'salon owner', 'They built our site in a week, and leads came in on the first day of ads. Highly recommend!'],
      ['portrait-2', 'David Walker', 'head of sales', 'Clear reporting and no surprises in the estimate. We are in our second year together.'],
      ['portrait-3', 'Maria Collins', 'nutrition coach', 'I launched my course without a team: they set everything up, explained it and helped with the copy.'],
    ],
  },
  single: {
    quote: 'Revenue doubled in three months. Best of all, I now know exactly where every customer comes from.',
    author: 'Ian Lewis, founder of a coffee shop chain',
  },
  steps: {
    title: 'How we work', sub: 'From request to results in four simple steps',
    items: [
      ['Request', 'Send a request on the website or give us a call.'], ['Meeting', 'We discuss the job and fix the price in a contract.'],
      ['Work', 'We do the work and send you a report every day.'], ['Results', 'You sign off on the work and get a warranty.'],
    ],
  },
  faq: {
    title: 'Frequently asked questions', sub: 'Didn’t find an answer? Write to us and we will reply within 15 minutes',
    items: [
      ['How much does it cost, and what affects the price?', 'The price depends on the scope of work. We give you the exact figure after a free consultation and fix it in the contract.'],
      ['What if I don’t like the result?', 'We keep revising until you are happy. If we can’t agree, we refund your money.'],
      ['How soon can you start?', 'Usually within two business days of signing the contract.'],
      ['Do you work with companies?', 'Yes, we work under contract with companies and sole traders and provide all invoices and closing documents.'],
    ],
  },
};

const COPY = { ru, en };

const avatar = (t: Theme, photo: string, size: number, alt = ru.photo): N => image(photoUrl(photo), alt, 1200, 800, {
  desktop: { width: `${size}px`, height: `${size}px`, objectFit: 'cover', borderRadius: t.code === 'square' ? '0' : '50%' },
});

const review = (t: Theme, c: typeof ru, photo: string, name: string, role: string, quote: string): N => stack(cardStyle(t), [
  text('★★★★★', { desktop: { ...textStyle(t, 18, '#f59e0b').desktop, letterSpacing: '2px' } }),
  text(`${c.quote[0]}${quote}${c.quote[1]}`, textStyle(t, 16, t.c.text)),
  row([avatar(t, photo, 48, c.photo), stack(col(0), [heading(3, name, headingStyle(t, 5)), text(role, textStyle(t, 14))])], 12, { alignItems: 'center', flexWrap: 'nowrap' }),
]);

const centered = (t: Theme, value: string, sub: string): N[] => [
  heading(2, value, headingStyle(t, 2, t.c.text, 'center')),
  text(sub, textStyle(t, 18, t.c.muted, 'center')),
];

export const socialBlocks: BlockDesign[] = [
  {
    key: 'reviews-cards', category: 'reviews', title: 'Отзывы: три карточки',
    build: (t, lang: Lang = 'ru') => section({ name: 'Отзывы', bg: t.c.alt, pad: t.pad, elementId: 'reviews' }, [
      ...centered(t, COPY[lang].reviews.title, COPY[lang].reviews.sub),
      row(COPY[lang].reviews.items.map(([photo, name, role, quote]) => review(t, COPY[lang], photo, name, role, quote)), 24),
    ]),
  },
  {
    key: 'review-single', category: 'reviews', title: 'Отзыв: одна большая цитата',
    build: (t, lang: Lang = 'ru') => section({ name: 'Отзыв', bg: t.c.bg, pad: t.pad, width: 820, elementId: 'reviews' }, [
      stack(col(24, { alignItems: 'center' }), [
        avatar(t, 'portrait-4', 96, COPY[lang].photo),
        text(`${COPY[lang].quote[0]}${COPY[lang].single.quote}${COPY[lang].quote[1]}`, { desktop: { ...textStyle(t, 24, t.c.text, 'center').desktop, fontFamily: t.fonts.heading, lineHeight: '1.45' }, mobile: { fontSize: '19px' } }),
        text(COPY[lang].single.author, textStyle(t, 16, t.c.muted, 'center')),
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
    build: (t, lang: Lang = 'ru') => section({ name: 'Этапы', bg: t.c.alt, pad: t.pad }, [
      ...centered(t, COPY[lang].steps.title, COPY[lang].steps.sub),
      row(COPY[lang].steps.items.map(([head, body], i) => stack(cardStyle(t), [
        text(String(i + 1).padStart(2, '0'), { desktop: { margin: '0', fontFamily: t.fonts.heading, fontSize: '40px', fontWeight: 800, color: t.code === 'square' ? '#111111' : t.c.primary } }),
        heading(3, head, headingStyle(t, 3)), text(body, textStyle(t, 15)),
      ])), 20),
    ]),
  },
  {
    key: 'faq', category: 'objections', title: 'Вопросы и ответы',
    build: (t, lang: Lang = 'ru') => section({ name: 'Вопросы', bg: t.c.bg, pad: t.pad, width: 860 }, [
      ...centered(t, COPY[lang].faq.title, COPY[lang].faq.sub),
      stack(col(12), COPY[lang].faq.items.map(([q, a]) => ({
        type: 'spoiler', name: 'Вопрос', cfg: { title: q, text: a, open: false },
        style: d({ padding: '20px 24px', borderRadius: `${t.radius}px`, border: t.line === '0' ? `1px solid ${t.c.border}` : t.line, backgroundColor: t.c.card, fontFamily: t.fonts.body, color: t.c.text }),
      }))),
    ]),
  },
];
