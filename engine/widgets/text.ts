/** A paragraph of text, edited in place on the canvas. */
import { el } from '../render/description';
import { NONE, slot } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-text',
  catalogue: [{ key: 'text', category: 'text', titles: { en: 'Text', ru: 'Текст' }, en: { text: 'Text' }, ru: { text: 'Текст' } }],
  editor: { textual: true, content: ['text'], inlineText: 'text' },
  look: { spaced: true },
  describe: (w) => el('p', NONE, slot(w, 'text')),
});
