/** The cookie notice: shown until the visitor accepts it (the page script remembers the answer). */
import { el } from '../render/description';
import { children, slot } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-cookie',
  catalogue: [{ key: 'cookie', category: 'other', titles: { en: 'Cookie notice', ru: 'Уведомление о cookie' },
    en: { text: 'We use cookies to make this site work better.' }, ru: { text: 'Мы используем cookie, чтобы сайт работал лучше.' },
    style: { desktop: { position: 'fixed', left: '16px', right: '16px', bottom: '16px', padding: '16px', backgroundColor: '#111827', color: '#ffffff', display: 'flex', gap: '16px', alignItems: 'center', zIndex: 60 } },
    children: ['cookie-button'] }],
  box: true,
  editor: { textual: true, content: ['cookie'], inlineText: 'text' },
  look: { ownPadding: true },
  describe: (w, ctx) => el('div', [['role', 'region'], ['aria-label', 'Cookies'], ['data-cookie', true]], el('p', [], slot(w, 'text')), ...children(w, ctx)),
  page: [{ marker: 'data-cookie', script: 'cookie' }],
});
