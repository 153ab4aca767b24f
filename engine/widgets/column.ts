/** A column of a container: its widgets stacked. */
import { box } from '../render/describe-kit';
import { defineWidget } from './define';
import { FLEX_COLUMN } from './shared';

export default defineWidget({
  type: 'widget-column',
  catalogue: [{ key: 'column', category: 'container', titles: { en: 'Column', ru: 'Колонка' },
    style: { desktop: { flex: '1 1 0', minWidth: '0', ...FLEX_COLUMN } } }],
  box: true,
  editor: {},
  describe: box('div'),
});
