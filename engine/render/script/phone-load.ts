/**
 * The inline phone part, carried by pages with a phone field (`data-phone`): a few hundred bytes
 * that fetch the phone mask (./phone.ts, with libphonenumber's AsYouType and the account country's
 * plan, tens of kilobytes) as its own file, only when a visitor starts on a phone field: the first
 * focus or input on one adds the file's <script async>, once per page. Until it has run the field
 * is a plain tel input; the server's check judges every answer either way.
 */
export interface PhoneLoadConfig {
  /** The mask file's address on the page's own host (content-hashed, cached for good: engine/render/phone-file.ts). */
  readonly src: string;
}

export function run(c: PhoneLoadConfig): void {
  let added = false;
  const start = (e: Event): void => {
    const t = e.target as Element | null;
    if (added || t === null || typeof t.hasAttribute !== 'function' || !t.hasAttribute('data-phone')) return;
    added = true;
    document.removeEventListener('focusin', start, true);
    document.removeEventListener('input', start, true);
    const s = document.createElement('script');
    s.async = true;
    s.src = c.src;
    (document.head || document.body).appendChild(s);
  };
  document.addEventListener('focusin', start, true);
  document.addEventListener('input', start, true);
  // A field focused before the script ran (autofocus) counts as a start.
  if (document.activeElement !== null) start({ target: document.activeElement } as unknown as Event);
}
