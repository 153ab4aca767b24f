/** An uploaded picture, offered as resized AVIF and WebP copies when published. */
import { picture } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-image',
  catalogue: [{ key: 'image', category: 'media', titles: { en: 'Image', ru: 'Изображение' },
    cfg: { src: '', width: 640, height: 360 }, en: { alt: 'Image' }, ru: { alt: 'Изображение' }, style: { desktop: { maxWidth: '100%', height: 'auto' } } }],
  editor: { animated: true, content: ['picture'] },
  look: { spaced: true },
  describe: picture('alt', 'image'),
});
