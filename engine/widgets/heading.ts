/** A heading of level 1–5 (one catalogue entry per level); `{{utm_term|fallback}}` in it is filled from the URL. */
import { el } from '../render/description';
import { NONE } from '../render/describe-kit';
import { fillSlot } from '../render/fill-slot';
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
  editor: { textual: true, content: ['heading'], inlineText: 'text' },
  look: { spaced: true },
  describe: (w, _ctx, mode) => el(HEADINGS[Math.min(5, Math.max(1, Math.round(Number(w.cfg.level) || 2)))], NONE, ...fillSlot(w, 'text', mode)),
  page: [{ marker: 'data-fill', script: 'engage' }],
});
