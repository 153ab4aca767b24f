/**
 * The author's own markup on the author's own page: published as written. On the canvas it is
 * shown in a sandboxed frame (no script runs, nothing reaches the editor), sized to its content.
 */
import type { Widget } from '../model';
import { el, type ElementNode, type Mode } from '../render/description';
import { edit, placeholder, str, type DescribeContext } from '../render/describe-kit';
import { defineWidget } from './define';

function describe(w: Widget, _ctx: DescribeContext, mode: Mode): ElementNode {
  const code = str(w.cfg.html);
  if (!edit(mode)) return el('div', [], { html: code });
  if (code.trim() === '') return placeholder('html');
  const doc = `<!doctype html><meta charset=utf-8><style>html,body{margin:0}body{font:16px/1.5 system-ui,sans-serif;color:#1f2937}</style>${code}`;
  return el('div', [], el('iframe', [['sandbox', 'allow-same-origin'], ['srcdoc', doc], ['title', 'HTML'], ['inert', true], ['data-fit', true], ['style', 'display:block;width:100%;border:0']]));
}

export default defineWidget({
  type: 'widget-html',
  catalogue: [{ key: 'html', category: 'other', titles: { en: 'HTML', ru: 'HTML-код' }, cfg: { html: '' } }],
  editor: { content: ['html'] },
  look: { spaced: true },
  describe,
});
