// The token of one counted page view. A published page is the same cached bytes for everyone, so
// the token travels beside it: the server counts the view when it serves the page and names it in
// a `Server-Timing: view;desc="…"` header, which the page's beacon reads from its navigation entry
// (engine/render/beacon.ts) and sends back. The token carries the page, the variant, the instant of
// the view and a nonce, sealed by a MAC keyed with the installation secret, so the beacon intake
// checks it with no lookup, and a beacon can only speak for a view the server actually served: its time on page
// is capped by the time since that view, and only one beacon per view may say "first" (and so
// count a bounce or not).
import { createHmac, hash, randomInt, timingSafeEqual } from 'node:crypto';
import { VIEW_TIMING_NAME } from '../../engine/render/beacon';

/** The Server-Timing metric that carries the token (the page's beacon reads it by this name). */
export const VIEW_TIMING = VIEW_TIMING_NAME;
/** A view's beacons are taken this long after it (a tab left open longer sends nothing that counts). */
export const VIEW_TOKEN_TTL_MS = 12 * 3600_000;

export interface ViewClaim { pageId: number; variantId: number | null; at: number }

export interface ViewTokens {
  /** The token of a view served now; undefined while the secret is still being read at start-up. */
  issue(pageId: number, variantId: number | null, at: number): string | undefined;
  /** The view a token names, or null when it is forged, malformed or expired. */
  verify(token: string, now: number): Promise<ViewClaim | null>;
  /** Resolves once tokens can be issued (the secret is read). */
  ready(): Promise<void>;
}

const TOKEN = /^([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/;

/** `secret` reads the installation secret; it is asked again after a failure (the database may be starting). */
export function createViewTokens(secret: () => Promise<string>): ViewTokens {
  let key: string | null = null;
  let loading: Promise<string> | null = null;
  const load = (): Promise<string> => {
    loading ??= secret().then((s) => {
      key = createHmac('sha256', s).update('stats.view-token').digest('hex');
      return key;
    }, (err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
  // Read at once, so the first views already carry tokens; a failure here is retried on use.
  load().catch(() => undefined);
  let nonce = randomInt(0, 2 ** 40);
  /**
   * SHA-256 of the key and the body, cut to 132 bits: one one-shot hash per view on the serving
   * path (a third of createHmac's cost), and the cut leaves nothing to extend a message from.
   */
  const mac = (k: string, body: string) => hash('sha256', `${k}\n${body}`, 'base64url').slice(0, 22);

  return {
    issue(pageId, variantId, at) {
      if (!key) {
        load().catch(() => undefined);
        return undefined;
      }
      nonce = (nonce + 1) % 2 ** 48;
      const body = `${pageId.toString(36)}.${(variantId ?? 0).toString(36)}.${at.toString(36)}.${nonce.toString(36)}`;
      return `${body}.${mac(key, body)}`;
    },
    async ready() {
      await load();
    },
    async verify(token, now) {
      const m = TOKEN.exec(token);
      if (!m) return null;
      const k = key ?? (await load());
      const body = `${m[1]}.${m[2]}.${m[3]}.${m[4]}`;
      if (!timingSafeEqual(Buffer.from(m[5]), Buffer.from(mac(k, body)))) return null;
      const at = parseInt(m[3], 36);
      // A view from the future (a clock step back) or one too old speaks for nothing.
      if (at > now + 60_000 || now - at > VIEW_TOKEN_TTL_MS) return null;
      const variant = parseInt(m[2], 36);
      return { pageId: parseInt(m[1], 36), variantId: variant === 0 ? null : variant, at };
    },
  };
}

/** What the beacons of one view have used: time on page so far, and whether its first beacon came. */
interface Spent { at: number; ms: number; first: boolean }

/**
 * Beacons of the views this process has taken, so a replayed token adds nothing: each view's time
 * on page adds up to at most the time since the view, and one beacon per view is its first.
 * Entries leave once their view's token has expired, and the oldest go first past `max`. (Another
 * instance keeps its own ledger: a token replayed to each of k instances counts at most k times.)
 */
export function createViewLedger(max = 200_000) {
  const views = new Map<string, Spent>();
  return {
    /** The time on page and the first flag the beacon may add, given what its view has used. */
    take(token: string, viewAt: number, now: number, durationMs: number, first: boolean): { durationMs: number; first: boolean } {
      for (const [k, v] of views) {
        if (now - v.at <= VIEW_TOKEN_TTL_MS && views.size < max) break;
        views.delete(k);
      }
      let spent = views.get(token);
      if (!spent) {
        spent = { at: viewAt, ms: 0, first: false };
        views.set(token, spent);
      }
      const allowed = Math.max(0, Math.min(durationMs, now - viewAt - spent.ms));
      spent.ms += allowed;
      const isFirst = first && !spent.first;
      if (isFirst) spent.first = true;
      return { durationMs: allowed, first: isFirst };
    },
    get size() {
      return views.size;
    },
  };
}
