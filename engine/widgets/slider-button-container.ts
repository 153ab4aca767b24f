/** A slider's previous and next arrows. */
import { el, type Attrs } from '../render/description';
import { edit } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-slider-button-container',
  catalogue: [{ key: 'slider-button-container', category: 'slider', titles: { en: 'Slider buttons', ru: 'Стрелки слайдера' },
    style: { desktop: { display: 'flex', justifyContent: 'space-between' } } }],
  editor: {},
  describe: (_w, _ctx, mode) => {
    const tab: Attrs = edit(mode) ? [['tabindex', -1]] : [];
    return el('div', [],
      el('button', [['type', 'button'], ['data-prev', true], ['aria-label', 'Previous'], ...tab], { text: '‹' }),
      el('button', [['type', 'button'], ['data-next', true], ['aria-label', 'Next'], ...tab], { text: '›' }));
  },
});
