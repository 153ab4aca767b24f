/**
 * Headless use of the engine: import a legacy page, edit it with events, undo, render.
 * Run with: npx tsx engine/examples/headless.ts
 */
import { createEditor, exportContent, importContent, renderPage } from '../index';

// A page in the legacy short-key form (page 0.1, button 0.1): normalised and migrated on import.
const legacy = {
  version: '0.1',
  widgets: {
    1: { i: 1, n: 'Hero', t: 'container', c: { columns: 1 }, l: [], s: { desktop: { layout: { padding: 24 } } }, v: '0.1' },
    2: { i: 2, n: 'Title', t: 'heading', c: { text: 'Spring sale', level: 1 }, l: [], s: {}, v: '0.1' },
    3: { i: 3, n: 'Buy', t: 'button', c: { message: 'Buy now', href: '/buy', target: 'page' }, l: [], s: {}, v: '0.1' },
  },
  tree: [{ id: 1, type: 'container', cd: [{ id: 2, type: 'heading', cd: [] }, { id: 3, type: 'button', cd: [] }] }],
  globals: {},
};

const editor = createEditor(importContent(legacy));
editor.dispatch({ type: 'widget.add', at: { where: 'after', target: 2 }, widget: { type: 'text', cfg: { text: 'Everything -30% until Sunday.' } } });
editor.dispatch({ type: 'widget.style.set', id: 2, screen: 'mobile', props: { fontSize: '28px' } });
editor.transaction(() => {
  editor.dispatch({ type: 'fragment.create', title: 'Call me back' });
  editor.dispatch({ type: 'widget.add', fragmentId: 1, at: { where: 'inside', target: null }, widget: { type: 'form' } });
  editor.dispatch({ type: 'widget.param.set', id: 3, path: 'target', value: 'modal' });
  editor.dispatch({ type: 'widget.param.set', id: 3, path: 'modalId', value: 1 });
});
editor.undo(); // the whole transaction goes in one step
editor.redo();

export const content = exportContent(editor.getState().doc);
export const page = renderPage(editor.getState().doc, { document: true, title: 'Spring sale', lang: 'en', leadUrl: '/api/leads/7', pageId: 7 });

console.log(`widgets: ${Object.keys(content.widgets).length}, modals: ${Object.keys(content.fragments).length}`);
console.log(`html ${page.html.length} B, css ${page.css.length} B, script ${page.js.length} B`);
