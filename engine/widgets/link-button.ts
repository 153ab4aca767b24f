/** A link styled as text. */
import { el } from '../render/description';
import { linkAttrs } from '../render/describe-kit';
import { fillSlot } from '../render/fill-slot';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-link-button',
  catalogue: [{ key: 'link-button', category: 'button', titles: { en: 'Link button', ru: 'Кнопка-ссылка' },
    cfg: { link: { value: '#' }, newWindow: false }, en: { text: 'Link' }, ru: { text: 'Ссылка' },
    style: { desktop: { color: '#1d4ed8', textDecoration: 'underline' } } }],
  editor: { textual: true, animated: true, content: ['button'], inlineText: 'text' },
  describe: (w, _ctx, mode) => el('a', linkAttrs(w.cfg), ...fillSlot(w, 'text', mode, 'Link')),
  page: [{ marker: 'data-fill', script: 'engage' }],
});
