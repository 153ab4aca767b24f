/** A menu folded behind a ☰ button (open on the canvas, to edit it). */
import { el } from '../render/description';
import { children, edit, str } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-burger',
  catalogue: [{ key: 'burger', category: 'menu', titles: { en: 'Burger', ru: 'Бургер-меню' },
    en: { label: 'Menu' }, ru: { label: 'Меню' }, children: ['menu'] }],
  box: true,
  editor: { textual: true, content: ['burger'] },
  describe: (w, ctx, mode) => el('details', [['open', edit(mode)]], el('summary', [['aria-label', str(w.cfg.label, 'Menu')]], { text: '☰' }), ...children(w, ctx)),
});
