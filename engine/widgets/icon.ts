/** A small picture with a label for assistive tech. */
import { picture } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-icon',
  catalogue: [{ key: 'icon', category: 'media', titles: { en: 'Icon', ru: 'Иконка' },
    cfg: { src: '', width: 32, height: 32 }, en: { label: 'Icon' }, ru: { label: 'Иконка' } }],
  editor: { content: ['picture'] },
  describe: picture('label', 'icon'),
});
