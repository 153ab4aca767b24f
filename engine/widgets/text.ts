/**
 * A paragraph of text, edited in place on the canvas, with marks, links and lists (engine/richtext);
 * `{{utm_term|fallback}}` in it is filled from the URL.
 */
import { richSlot } from '../richtext/slot';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-text',
  catalogue: [{ key: 'text', category: 'text', titles: { en: 'Text', ru: 'Текст' }, en: { text: 'Text' }, ru: { text: 'Текст' } }],
  // 0.2: the text may be rich text (blocks of marked runs), which a 0.1 reader cannot show.
  version: '0.2',
  editor: { textual: true, content: ['text'], inlineText: 'text', richText: 'block' },
  look: { spaced: true },
  describe: (w, _ctx, mode) => richSlot(w, 'text', mode, 'p', 'block'),
  page: [{ marker: 'data-fill', script: 'engage' }],
});
