/**
 * A video: an uploaded clip in the browser's own player, or a YouTube, Vimeo, Rutube or VK Video
 * link shown as a click-to-load facade (render/video-markup.ts). cfg: `src` the uploaded clip (it
 * wins over a link), `url` the provider's link, `poster` an uploaded picture shown before play,
 * `width`/`height` the clip's own size (its shape before any byte loads), `title` its name for
 * screen readers.
 */
import { pageLang } from '../forms';
import { parseVideoLink } from '../video-links';
import { placeholder, positive, str, edit } from '../render/describe-kit';
import { clipPlayer, FACADE_MARKER, videoFacade } from '../render/video-markup';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-video',
  catalogue: [{ key: 'video', category: 'media', titles: { en: 'Video', ru: 'Видео' },
    cfg: { url: '' }, en: { title: 'Video' }, ru: { title: 'Видео' }, style: { desktop: { width: '100%', aspectRatio: '16/9', border: '0' } } }],
  editor: { noBackground: true, content: ['video'] },
  look: { spaced: true },
  describe: (w, ctx, mode) => {
    const title = str(w.cfg.title, 'Video');
    const poster = str(w.cfg.poster);
    const variants = poster === '' ? [] : ctx.images?.get(poster) ?? [];
    const src = str(w.cfg.src);
    if (src !== '') return clipPlayer({ src, poster, variants, title, width: positive(w.cfg.width), height: positive(w.cfg.height) });
    const link = parseVideoLink(str(w.cfg.url));
    if (link === null) return edit(mode) ? placeholder('video') : null;
    return videoFacade({ link, title, lang: pageLang(ctx.lang), poster, variants, inert: edit(mode) });
  },
  page: [{ marker: FACADE_MARKER, script: 'video', css: 'video' }],
});
