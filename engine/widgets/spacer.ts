/** Empty room between widgets (its height is its style). */
import { el } from '../render/description';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-spacer',
  catalogue: [{ key: 'spacer', category: 'spacer', titles: { en: 'Spacer', ru: 'Отступ' }, style: { desktop: { height: '32px' } } }],
  // Only room: its height and background, nothing else.
  editor: { stylePanels: ['spacer', 'background'] },
  look: { ownPadding: true },
  describe: () => el('div', [['aria-hidden', 'true']]),
});
