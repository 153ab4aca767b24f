/** A block of the page: a section (or header, footer…) with 1–4 columns. */
import { el } from '../render/description';
import { children, str } from '../render/describe-kit';
import { BACKGROUND_HOST, BACKGROUND_MARKER, backgroundClip } from '../render/video-markup';
import type { CatalogueItem } from './define';
import { defineWidget } from './define';

const CONTAINER_TAGS: ReadonlySet<string> = new Set(['section', 'header', 'footer', 'article', 'aside']);

const columns = (n: number): CatalogueItem => ({
  key: n === 1 ? 'container' : `container-${n}`, category: 'container',
  titles: n === 1 ? { en: 'Container', ru: 'Контейнер' } : { en: `Container ×${n}`, ru: `Контейнер ×${n}` },
  cfg: { columns: n, tag: 'section' },
  style: { desktop: { display: 'flex', flexWrap: 'wrap', gap: '16px', padding: '16px' }, mobile: { flexDirection: 'column' } },
  children: Array.from({ length: n }, () => 'column'),
});

export default defineWidget({
  type: 'widget-container',
  catalogue: [columns(1), columns(2), columns(3), columns(4)],
  box: true,
  editor: { content: ['bgVideo'] },
  look: { ownPadding: true },
  describe: (w, ctx) => {
    const tag = CONTAINER_TAGS.has(str(w.cfg.tag)) ? str(w.cfg.tag) : 'div';
    // A muted looping clip behind the section's content (cfg.bgVideo, its poster cfg.bgPoster).
    const clip = str(w.cfg.bgVideo);
    if (clip === '') return el(tag, [], ...children(w, ctx));
    const poster = str(w.cfg.bgPoster);
    return el(tag, [[BACKGROUND_HOST, true]], backgroundClip(clip, poster, poster === '' ? [] : ctx.images?.get(poster)), ...children(w, ctx));
  },
  page: [{ marker: BACKGROUND_MARKER, script: 'bgvideo', css: 'video' }],
});
