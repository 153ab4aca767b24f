// The page's lead forwarder («Пересылка заявок»): every lead of the page goes to the owner's own
// script as an ordinary HTML form would send it. The names of the fields it sends are stated here
// once: the server builds the body with forwardFields(), the screen's help text lists them.
import * as v from 'valibot';

export const FORWARD_METHODS = ['POST', 'GET'] as const;
export type ForwardMethod = (typeof FORWARD_METHODS)[number];

/** The fixed fields every forwarded lead carries besides the form's own fields. */
export const FORWARD_FIXED_FIELDS = ['page_id', 'lead_id', 'created'] as const;
/** Sent when the lead has them. */
export const FORWARD_OPTIONAL_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'referer'] as const;

/** Added to the fields of «Отправить тест» (value 1): a script can tell a test from a lead. */
export const FORWARD_TEST_FIELD = 'test';

/** What a lead is made of, as far as forwarding goes. */
export interface ForwardableLead {
  id: number;
  pageId: number;
  created: Date;
  fields: readonly { name: string; value: string }[];
  utm: Readonly<Record<string, string>>;
  referrer: string | null;
}

/**
 * The name/value pairs of the body (POST, form-encoded) or the query (GET): the form's fields by
 * their names in form order, then the fixed ones. A form field named like a fixed one is sent as it
 * is and the fixed value after it: a script reading the last value gets the product's.
 */
export function forwardFields(lead: ForwardableLead): [string, string][] {
  const out: [string, string][] = lead.fields.map((f) => [f.name, f.value]);
  out.push(['page_id', String(lead.pageId)], ['lead_id', String(lead.id)], ['created', lead.created.toISOString()]);
  for (const key of FORWARD_OPTIONAL_FIELDS) {
    const value = key === 'referer' ? lead.referrer : lead.utm[key];
    if (value) out.push([key, value]);
  }
  return out;
}

/** http(s) only; the server's SSRF guard decides the rest (public address) when saving and sending. */
export const FORWARD_URL_MAX = 2000;
export const forwardUrl = v.pipe(v.string(), v.trim(), v.maxLength(FORWARD_URL_MAX), v.check((s) => s === '' || /^https?:\/\/[^\s/?#]+/i.test(s), 'webhook.url'));
