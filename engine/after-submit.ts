/**
 * What a visitor meets once a form's lead is stored: the thank-you text (the default), one of the
 * page's popups, or another address — a page of the project by its path on the same host, or any
 * https address — with the visit's UTM tags passed on when the form asks. One rule for the editor
 * (which refuses a bad address as it is typed), the published page (which renders only an address
 * this accepts) and the server (which redirects a script-less submission to the same place).
 */
import { MESSAGES } from './constants';
import { fail } from './errors';
import type { Widget } from './model';

export const AFTER_SUBMIT_KINDS = ['text', 'popup', 'url'] as const;
export type AfterSubmitKind = (typeof AFTER_SUBMIT_KINDS)[number];

export type AfterSubmit =
  | { readonly kind: 'text' }
  | { readonly kind: 'popup'; readonly modalId: number }
  | { readonly kind: 'url'; readonly url: string; readonly utm: boolean };

/** A form widget's settings for it (cfg keys), as the editor writes them. */
export const AFTER_SUBMIT_CFG = { kind: 'afterSubmit', modal: 'afterModal', url: 'afterUrl', utm: 'afterUtm' } as const;

const MAX_URL = 2000;
// https://host.tld… with no spaces or controls; or /path on this host (not //host, which names another host).
const HTTPS_URL = /^https:\/\/[a-z0-9.-]+\.[a-z0-9-]+(:\d{1,5})?([/?#][^\s]*)?$/i;
const LOCAL_PATH = /^\/(?!\/)[^\s\\]*$/;

/** An address a form may send its visitor to: https, or a path on the page's own host. Nothing else (no javascript:, no http). */
export function isAfterSubmitUrl(value: string): boolean {
  return value.length <= MAX_URL && (HTTPS_URL.test(value) || LOCAL_PATH.test(value));
}

/** The editor's check of the address field: '' (not chosen yet) passes; anything else must be an address the page may open. */
export function assertAfterSubmitUrl(value: unknown): void {
  if (value === '') return;
  if (typeof value !== 'string' || !isAfterSubmitUrl(value.trim())) fail('widget.invalidLink', MESSAGES.invalidLink);
}

/**
 * What the form does after a stored lead. A popup that is not chosen, or an address that is empty
 * or not allowed, falls back to the thank-you text: the visitor is always told something.
 */
export function afterSubmitOf(w: Widget): AfterSubmit {
  const c = w.cfg;
  if (c[AFTER_SUBMIT_CFG.kind] === 'popup') {
    const id = Number(c[AFTER_SUBMIT_CFG.modal]);
    return Number.isInteger(id) && id > 0 ? { kind: 'popup', modalId: id } : { kind: 'text' };
  }
  if (c[AFTER_SUBMIT_CFG.kind] === 'url') {
    const url = typeof c[AFTER_SUBMIT_CFG.url] === 'string' ? (c[AFTER_SUBMIT_CFG.url] as string).trim() : '';
    return url !== '' && isAfterSubmitUrl(url) ? { kind: 'url', url, utm: c[AFTER_SUBMIT_CFG.utm] === true } : { kind: 'text' };
  }
  return { kind: 'text' };
}

/** The address with the visit's UTM tags added (an existing tag of the same name is kept as written). */
export function withUtm(url: string, utm: Readonly<Record<string, string>>): string {
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  const tail = hash < 0 ? '' : url.slice(hash);
  const present = new Set((base.split('?')[1] ?? '').split('&').map((p) => decodeURIComponent(p.split('=')[0] ?? '')));
  const add = Object.entries(utm).filter(([k, v]) => k.startsWith('utm_') && v !== '' && !present.has(k))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (add.length === 0) return url;
  return `${base}${base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'}${add.join('&')}${tail}`;
}
