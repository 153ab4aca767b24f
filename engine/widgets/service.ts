/** A service card: its name, description and price. */
import { el } from '../render/description';
import { children, slot, str } from '../render/describe-kit';
import { defineWidget } from './define';
import { FLEX_COLUMN } from './shared';

export default defineWidget({
  type: 'widget-service',
  catalogue: [{ key: 'service', category: 'other', titles: { en: 'Service', ru: 'Услуга' },
    cfg: { price: '' }, en: { title: 'Service', description: '' }, ru: { title: 'Услуга', description: '' },
    style: { desktop: { ...FLEX_COLUMN, padding: '16px', border: '1px solid #d1d5db', borderRadius: '8px' } } }],
  box: true,
  editor: { textual: true, content: ['service'], inlineText: 'title' },
  look: { spaced: true },
  describe: (w, ctx) => {
    const description = str(w.cfg.description);
    const price = str(w.cfg.price);
    return el('article', [],
      el('h3', [], slot(w, 'title', 'Service')),
      ...(description === '' ? [] : [el('p', [], { text: description, lines: true })]),
      ...(price === '' ? [] : [el('p', [], { text: price })]),
      ...children(w, ctx));
  },
});
