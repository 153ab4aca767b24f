/**
 * A bar fixed to the top or bottom of the window: a line of text (URL placeholders allowed) and a
 * button, created with it as its child. Which edge is its style (`top: 0` or `bottom: 0`), so the
 * panel's choice is a style change and no page CSS of its own is needed; the page script (script/
 * engage.ts) pads the body by the bar's height at that edge.
 */
import { el } from '../render/description';
import { children } from '../render/describe-kit';
import { fillSlot } from '../render/fill-slot';
import { defineWidget } from './define';

export default defineWidget({
  type: 'widget-sticky-bar',
  catalogue: [{ key: 'sticky-bar', category: 'other', titles: { en: 'Sticky bar', ru: 'Закреплённая панель' },
    en: { text: 'Free consultation this week' }, ru: { text: 'Бесплатная консультация на этой неделе' },
    style: { desktop: { position: 'fixed', left: '0', right: '0', bottom: '0', zIndex: 50, display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center', justifyContent: 'center', padding: '12px 16px', backgroundColor: '#111827', color: '#ffffff' } },
    children: ['button'] }],
  box: true,
  editor: { textual: true, content: ['stickyBar'], inlineText: 'text' },
  look: { ownPadding: true },
  describe: (w, ctx, mode) => el('div', [['role', 'region'], ['aria-label', ctx.lang === 'en' ? 'Announcement' : 'Объявление'], ['data-sticky', true]], el('p', [['style', 'margin:0']], ...fillSlot(w, 'text', mode)), ...children(w, ctx)),
  // The engage part keeps room for the bar at its edge, so it never covers the page's last lines.
  page: [{ marker: 'data-fill', script: 'engage' }, { marker: 'data-sticky', script: 'engage' }],
});
