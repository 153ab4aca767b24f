/** Pictures in a grid (one column on phones). */
import { images } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-gallery',
  catalogue: [{ key: 'gallery', category: 'media', titles: { en: 'Gallery', ru: 'Галерея' }, cfg: { images: [] },
    style: { desktop: { display: 'grid', gridTemplateColumns: 'repeat(3,1fr)', gap: '8px' }, mobile: { gridTemplateColumns: '1fr' } } }],
  editor: { content: ['images'] },
  look: { spaced: true },
  describe: images,
});
