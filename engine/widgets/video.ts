/** A YouTube or Vimeo video in an embedded player. */
import { frame, str } from '../render/describe-kit';
import { videoEmbedUrl } from '../validate';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-video',
  catalogue: [{ key: 'video', category: 'media', titles: { en: 'Video', ru: 'Видео' },
    cfg: { url: '' }, en: { title: 'Video' }, ru: { title: 'Видео' }, style: { desktop: { width: '100%', aspectRatio: '16/9', border: '0' } } }],
  editor: { noBackground: true, content: ['video'] },
  look: { spaced: true },
  describe: (w, _ctx, mode) => frame(videoEmbedUrl(str(w.cfg.url)),
    [['title', str(w.cfg.title, 'Video')], ['loading', 'lazy'], ['allow', 'autoplay; fullscreen; picture-in-picture'], ['allowfullscreen', true]], 'video', mode),
});
