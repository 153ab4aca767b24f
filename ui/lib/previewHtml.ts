// The list preview of a page: its stored content rendered by the same engine that publishes it (the
// published origins refuse to be framed by the app, so the preview is built here, not loaded).
import { importContent, renderPage, type PageLang } from '../../engine/index';

export type PreviewContent = { kind: 'blank' } | { kind: 'html'; html: string };

/** `lang`: the page's language, which its published version is written in (the product's default when unknown). */
export function previewOf(content: { data: { widgets: Record<string, unknown> }; globals: Record<string, unknown> }, title: string, lang: PageLang = 'ru'): PreviewContent {
  if (Object.keys(content.data.widgets).length === 0) return { kind: 'blank' };
  const doc = importContent({ ...content.data, globals: content.globals });
  // No scripts run in the preview frame (sandbox), so the inline runtime is left out.
  const { html, css } = renderPage(doc, { title, lang });
  return { kind: 'html', html: `<!doctype html><html lang=${lang}><head><meta charset=utf-8><style>${css}</style></head><body>${html}</body></html>` };
}
