/** A paragraph of text, edited in place on the canvas; `{{utm_term|fallback}}` in it is filled from the URL. */
import { el } from '../render/description';
import { NONE } from '../render/describe-kit';
import { fillSlot } from '../render/fill-slot';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-text',
  catalogue: [{ key: 'text', category: 'text', titles: { en: 'Text', ru: 'Текст' }, en: { text: 'Text' }, ru: { text: 'Текст' } }],
  editor: { textual: true, content: ['text'], inlineText: 'text' },
  look: { spaced: true },
  describe: (w, _ctx, mode) => el('p', NONE, ...fillSlot(w, 'text', mode)),
  page: [{ marker: 'data-fill', script: 'engage' }],
});
