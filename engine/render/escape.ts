/** Escaping for the published HTML: every user value goes through one of these. */
const TEXT: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => TEXT[c]);

/** Text with line breaks kept. */
export const escapeText = (value: unknown): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** One attribute; values made only of safe characters go unquoted, which keeps big pages small. */
export function attr(name: string, value: unknown): string {
  const text = String(value ?? '');
  if (text !== '' && /^[\w-]+$/.test(text)) return ` ${name}=${text}`;
  return ` ${name}="${escapeHtml(text)}"`;
}

/**
 * A URL as the browser's URL parser reads it (WHATWG URL Standard, basic URL parser): leading and
 * trailing C0 controls and spaces are stripped, and every tab, LF and CR is removed, before the
 * scheme is read. `java\tscript:` is therefore `javascript:` to a browser, and so must be to us.
 */
export function asBrowserReadsUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- the C0 controls are exactly what the parser strips
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** A scheme as the URL parser recognises one: an ASCII letter, then letters, digits, + - . up to ':'. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Links and embeds: http(s), mailto and tel URLs, in-page anchors and relative paths pass (as the
 * browser will read them); every other scheme (javascript:, data:, vbscript:, …) becomes '#'.
 */
export function safeUrl(value: unknown): string {
  const url = asBrowserReadsUrl(String(value ?? ''));
  if (url === '') return '#';
  const scheme = SCHEME.exec(url);
  if (scheme && !SAFE_SCHEMES.has(scheme[1].toLowerCase())) return '#';
  return url;
}
