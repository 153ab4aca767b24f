/**
 * A heading of level 1–5 (one catalogue entry per level), with marks and links but no lists
 * (engine/richtext); `{{utm_term|fallback}}` in it is filled from the URL.
 */
import { richSlot } from '../richtext/slot';
import type { CatalogueItem } from './define';
import { defineWidget } from './define';

const HEADINGS = ['', 'h1', 'h2', 'h3', 'h4', 'h5'];

const level = (n: number): CatalogueItem => ({
  key: `h${n}`, category: 'text', titles: { en: `Heading H${n}`, ru: `Заголовок H${n}` },
  cfg: { level: n }, en: { text: 'Heading' }, ru: { text: 'Заголовок' },
});

export default defineWidget({
  type: 'widget-heading',
  title: { en: 'Heading', ru: 'Заголовок' },
  catalogue: [level(1), level(2), level(3), level(4), level(5)],
  // 0.2: the text may be rich text (marked runs), which a 0.1 reader cannot show.
  version: '0.2',
  editor: { textual: true, content: ['heading'], inlineText: 'text', richText: 'inline' },
  look: { spaced: true },
  describe: (w, _ctx, mode) => richSlot(w, 'text', mode, HEADINGS[Math.min(5, Math.max(1, Math.round(Number(w.cfg.level) || 2)))], 'inline'),
  page: [{ marker: 'data-fill', script: 'engage' }],
});
