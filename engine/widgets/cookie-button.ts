/** The cookie notice's accept button. */
import { el } from '../render/description';
import { slot } from '../render/describe-kit';
import { defineWidget } from './define';
import { BUTTON_STYLE } from './shared';

export default defineWidget({
  type: 'widget-cookie-button',
  catalogue: [{ key: 'cookie-button', category: 'other', titles: { en: 'Cookie button', ru: 'Кнопка cookie' },
    en: { text: 'OK' }, ru: { text: 'Понятно' }, style: BUTTON_STYLE }],
  editor: { textual: true, animated: true, content: ['text'], inlineText: 'text' },
  describe: (w) => el('button', [['type', 'button'], ['data-cookie-accept', true]], slot(w, 'text', 'OK')),
});
