/** An embedded map (the address of a map provider's embed). */
import { safeUrl } from '../render/escape';
import { frame, str } from '../render/describe-kit';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-map',
  catalogue: [{ key: 'map', category: 'media', titles: { en: 'Map', ru: 'Карта' },
    cfg: { src: '' }, en: { title: 'Map' }, ru: { title: 'Карта' }, style: { desktop: { width: '100%', height: '320px', border: '0' } } }],
  editor: { noBackground: true, content: ['map'] },
  look: { spaced: true },
  describe: (w, _ctx, mode) => frame(str(w.cfg.src) === '' ? null : safeUrl(w.cfg.src), [['title', str(w.cfg.title, 'Map')], ['loading', 'lazy']], 'map', mode),
});
