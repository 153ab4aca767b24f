/** One slide of a slider. */
import { box } from '../render/describe-kit';
import { defineWidget } from './define';
import { FLEX_COLUMN } from './shared';

export default defineWidget({
  type: 'widget-slide',
  catalogue: [{ key: 'slide', category: 'slider', titles: { en: 'Slide', ru: 'Слайд' },
    style: { desktop: { ...FLEX_COLUMN, padding: '16px' } } }],
  box: true,
  editor: {},
  describe: box('div', [['data-slide', true], ['aria-roledescription', 'slide']]),
});
