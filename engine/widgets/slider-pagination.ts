/** A slider's dots: published pages get them from the page script (one per slide); the canvas draws the same. */
import type { Widget } from '../model';
import { pget } from '../pmap';
import { el, type ElementNode, type Mode } from '../render/description';
import { edit, shownIndex, type DescribeContext } from '../render/describe-kit';
import { childIds } from '../tree';
import { defineWidget } from './define';

function describe(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode {
  if (!edit(mode) || w.parentId === null) return el('div', [['data-dots', true]]);
  const slider = pget(ctx.tree.widgets, w.parentId);
  const slides = childIds(ctx.tree, w.parentId).filter((id) => pget(ctx.tree.widgets, id)?.type === 'widget-slide');
  const shown = slider === undefined ? 0 : shownIndex(slider, ctx, slides.length);
  return el('div', [['data-dots', true]], ...slides.map((_id, i) => el('button', [['type', 'button'], ['aria-label', `Slide ${i + 1}`], ['aria-current', String(i === shown)], ['tabindex', -1]])));
}

export default defineWidget({
  type: 'widget-slider-pagination',
  catalogue: [{ key: 'slider-pagination', category: 'slider', titles: { en: 'Slider pagination', ru: 'Точки слайдера' },
    style: { desktop: { display: 'flex', justifyContent: 'center', gap: '8px' } } }],
  editor: {},
  describe,
});
