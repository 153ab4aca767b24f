/**
 * URL placeholders in a text: `{{utm_term|fallback}}` is shown as the fallback, and the page script
 * puts the visitor's `?utm_term=` value there instead (as text, never markup). One parser for the
 * renderer (render/fill-slot.ts) and the editor's preview of it, and one rule for the value (the page
 * script, render/script/engage.ts, imports fillValue), so all read the same text the same way.
 */

/** Longest value taken from the URL: a crafted link cannot fill the page with its own text. */
export const FILL_MAX = 80;
/** The attribute the marked span carries: the parameter's name. */
export const FILL_ATTR = 'data-fill';
/**
 * The attribute carrying, for attributes the visitor reads (a field's placeholder, a form's
 * thank-you text), their text's pieces as JSON: `{"placeholder":["Ваш ",["city","город"]]}`.
 */
export const FILL_ATTRS_ATTR = 'data-fill-attrs';
/** The attributes the page script may fill from the URL (no other, whatever the markup says). */
export const FILLABLE_ATTRS: readonly string[] = ['placeholder', 'data-success'];
/** A piece of such a text: plain text, or a placeholder's [parameter, fallback]. */
export type FillPiece = string | readonly [param: string, fallback: string];

export type FillSegment = { readonly text: string } | { readonly param: string; readonly fallback: string };

// Bounded parts without braces inside, so a long run of braces costs a linear scan.
const PLACEHOLDER = /\{\{\s*([a-z0-9_]{1,40})\s*(?:\|([^{}]{0,200}))?\}\}/g;

/** The text cut into plain pieces and placeholders ([] for ''); a malformed `{{…}}` stays plain text. */
export function parseFills(text: string): FillSegment[] {
  const out: FillSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const at = m.index;
    if (at > last) out.push({ text: text.slice(last, at) });
    out.push({ param: m[1], fallback: (m[2] ?? '').trim() });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

export const hasFills = (text: string): boolean => parseFills(text).some((s) => 'param' in s);

/** The text as a visitor without the parameter sees it (the editor's preview of it). */
export const withFallbacks = (text: string): string => parseFills(text).map((s) => ('param' in s ? s.fallback : s.text)).join('');

/** A URL value made fit to show: one line, at most FILL_MAX characters. */
export const fillValue = (raw: string): string => raw.replace(/\s+/g, ' ').trim().slice(0, FILL_MAX);
