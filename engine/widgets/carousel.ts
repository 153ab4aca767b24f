/** Pictures in a row that scrolls sideways, snapping to each. */
import { images } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-carousel',
  catalogue: [{ key: 'carousel', category: 'media', titles: { en: 'Carousel', ru: 'Карусель' },
    cfg: { images: [], autoplay: false, interval: 5000 },
    style: { desktop: { display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', gap: '8px' } } }],
  editor: { content: ['images'] },
  look: { spaced: true },
  describe: images,
});
