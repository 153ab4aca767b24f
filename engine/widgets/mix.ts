/** A group of widgets moved and styled together. */
import { box } from '../render/describe-kit';
import { defineWidget } from './define';
import { FLEX_COLUMN } from './shared';

export default defineWidget({
  type: 'widget-mix',
  catalogue: [{ key: 'mix', category: 'other', titles: { en: 'Mix', ru: 'Группа' }, style: { desktop: FLEX_COLUMN } }],
  box: true,
  editor: {},
  describe: box('div'),
});
