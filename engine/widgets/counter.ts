/** A number with a prefix and suffix (e.g. «100+ clients»). */
import { el } from '../render/description';
import { str } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-counter',
  catalogue: [{ key: 'counter', category: 'other', titles: { en: 'Counter', ru: 'Счётчик' },
    cfg: { value: 100, prefix: '', suffix: '', duration: 2000 }, style: { desktop: { fontSize: '40px', fontWeight: 700 } } }],
  editor: { textual: true, content: ['counter'] },
  look: { spaced: true },
  describe: (w) => el('p', [], { text: `${str(w.cfg.prefix)}${str(w.cfg.value, '0')}${str(w.cfg.suffix)}` }),
});
