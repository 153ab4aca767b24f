// The pages a plain form POST gets back (scripts off, or a browser without fetch), in the page's
// language: the thank-you page with the form's submit text, what is wrong per field, and the
// refusals. Each links back to the page the visitor came from.
import { escapeHtml } from '../../engine/render/escape';
import { INTAKE_TEXTS, type PageLang } from '../../engine/index';

const STYLE = 'font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937';

function page(lang: PageLang, title: string, body: string): string {
  return `<!doctype html><html lang=${lang}><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>`
    + `<body style="${STYLE}"><main><h1 style="font-size:24px">${escapeHtml(title)}</h1>${body}</main>`;
}

const backLink = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

export function thankYouPage(lang: PageLang, submitText: string, back: string): string {
  const texts = INTAKE_TEXTS[lang];
  return page(lang, texts.thanksTitle, `<p>${escapeHtml(submitText).replace(/\r?\n/g, '<br>')}</p>${backLink(back, texts.back)}`);
}

/** `problems`: the field's label and what is wrong with it, in form order. */
export function fixPage(lang: PageLang, problems: readonly { label: string; message: string }[], back: string): string {
  const texts = INTAKE_TEXTS[lang];
  const list = problems.map((p) => `<li><b>${escapeHtml(p.label)}</b>: ${escapeHtml(p.message)}</li>`).join('');
  return page(lang, texts.fixTitle, `<ul>${list}</ul>${backLink(back, texts.fix)}`);
}

export function failedPage(lang: PageLang, reason: 'failed' | 'tooMany', back: string): string {
  const texts = INTAKE_TEXTS[lang];
  return page(lang, texts.notSentTitle, `<p>${escapeHtml(texts[reason])}</p>${backLink(back, texts.back)}`);
}
