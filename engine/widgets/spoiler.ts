/** A question that opens to its answer (held open on the canvas). */
import { el } from '../render/description';
import { children, edit, slot, str } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-spoiler',
  catalogue: [{ key: 'spoiler', category: 'other', titles: { en: 'Spoiler', ru: 'Спойлер' },
    cfg: { open: false }, en: { title: 'Question', text: 'Answer' }, ru: { title: 'Вопрос', text: 'Ответ' } }],
  box: true,
  editor: { textual: true, content: ['spoiler'], inlineText: 'title' },
  look: { spaced: true },
  describe: (w, ctx, mode) => {
    const text = str(w.cfg.text);
    return el('details', [['open', edit(mode) || w.cfg.open === true]],
      el('summary', [], slot(w, 'title', 'Spoiler')),
      ...(text === '' ? [] : [el('p', [], { text, lines: true })]),
      ...children(w, ctx));
  },
});
