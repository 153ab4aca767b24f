/** Slides shown one at a time, with dots and arrows; published, the page script moves them. */
import type { Widget } from '../model';
import { pget } from '../pmap';
import { el, type Attrs, type ElementNode, type Mode } from '../render/description';
import { edit, positive, shownIndex, type DescribeContext } from '../render/describe-kit';
import { childIds } from '../tree';
import { defineWidget } from './define';

function describe(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  const ids = childIds(ctx.tree, w.id);
  const attrs: Attrs = [['data-slider', true], ['data-autoplay', !edit(mode) && w.cfg.autoplay === true ? positive(w.cfg.interval) ?? 5000 : false], ['aria-roledescription', 'carousel']];
  if (!edit(mode)) return el('div', attrs, ...ids.map((id) => ({ child: id })));
  const slides = ids.filter((id) => pget(ctx.tree.widgets, id)?.type === 'widget-slide');
  const shown = slides[shownIndex(w, ctx, slides.length)];
  return el('div', attrs, ...ids.map((id) => ({ child: id, hidden: slides.includes(id) && id !== shown })));
}

export default defineWidget({
  type: 'widget-slider',
  catalogue: [{ key: 'slider', category: 'slider', titles: { en: 'Slider', ru: 'Слайдер' },
    cfg: { autoplay: false, interval: 5000 }, style: { desktop: { position: 'relative', overflow: 'hidden' } },
    children: ['slide', 'slide', 'slider-pagination', 'slider-button-container'] }],
  box: true,
  editor: { content: ['slider'] },
  look: { ownPadding: true },
  describe,
  page: [{ marker: 'data-slider', script: 'slider', css: 'slider' }],
});
