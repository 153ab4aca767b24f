// SPEC §7: query parameters are serialised unencoded. We only escape the few characters that would
// change the meaning of the query string itself (&, =, #, +, %, space): an email like a+b@x.ru must
// reach the server as typed, and "unencoded" must not turn into "broken".
const unsafe = /[&=#+%\s]/g;

function escapeValue(value: string): string {
  return value.replace(unsafe, (ch) => encodeURIComponent(ch));
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export function serializeQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) parts.push(`${escapeValue(key)}=${escapeValue(String(item))}`);
  }
  return parts.join('&');
}
