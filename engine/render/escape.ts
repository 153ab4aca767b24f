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

/** Links: http(s), mailto, tel, relative and anchors pass; script URLs do not. */
export function safeUrl(value: unknown): string {
  const url = String(value ?? '').trim();
  if (url === '') return '#';
  if (/^(https?:|mailto:|tel:|\/|#|\?|\.)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return '#';
  return url;
}
