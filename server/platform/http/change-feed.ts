// Several server processes (SERVER_PROCESSES, or instances on other hosts) share one PostgreSQL, each
// with its own short-lived caches: the callers (platform/http/auth-cache.ts), the published pages
// (pages/publishing/cache.ts) and the list answers (platform/http/list-cache.ts). A write drops its own process's entries; the change feed tells every other
// process to drop the same ones before the write's answer goes out (platform/http/register.ts awaits it), so
// a logout, a password or permission change, a stopped or published page act on the very next
// request, whichever process answers it.
//
// Over one NOTIFY channel: a process says `hello` when it starts listening (the others answer
// `here`, so each knows its peers) and `bye` when it stops. A `drop` names what went stale; each
// peer applies it and answers `ack`. `announce` resolves once every known peer has acknowledged —
// or after ACK_WAIT_MS, when the silent ones are forgotten (a killed process never answers; a slow
// one is known again from its next notice) and the caches' 1 s TTL is the backstop. When the
// listening connection was lost, everything is dropped (a notice may have been missed meanwhile).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';

export const CHANGES_CHANNEL = 'cache_drops';
/** How long a write waits for the other processes' acknowledgements at most. */
export const ACK_WAIT_MS = 250;

/** What a write made stale: one account's entries, every account's ('all'), or none (absent). */
export interface CacheDrops { callers?: number | 'all'; pages?: number | 'all'; lists?: number | 'all' }

export interface ChangeFeed {
  /** Tells the other processes (never this one) to drop `drops`; resolves once they have (or ACK_WAIT_MS passed). */
  announce(drops: CacheDrops): Promise<void>;
  /** The other processes this one knows of. */
  readonly peers: number;
  stop(): Promise<void>;
}

interface Log { warn(obj: object, msg: string): void }

const encodeScope = (scope: number | 'all' | undefined): string => (scope === undefined ? '-' : scope === 'all' ? '*' : String(scope));

function decodeScope(text: string | undefined): number | 'all' | undefined {
  if (text === '*') return 'all';
  const n = Number(text);
  return text !== undefined && text !== '-' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export type Notice =
  | { kind: 'hello' | 'here' | 'bye'; from: string }
  | { kind: 'drop'; from: string; seq: number; drops: CacheDrops }
  | { kind: 'ack'; from: string; to: string; seq: number }
  | { kind: 'missed' };

/** One notice of the channel; '' (the listener reconnected) or anything unreadable is `missed`. */
export function decodeNotice(payload: string): Notice {
  const [kind, from, a, b, c, d] = payload.split(' ');
  if (!from) return { kind: 'missed' };
  if (kind === 'hello' || kind === 'here' || kind === 'bye') return { kind, from };
  if (kind === 'drop' && Number.isSafeInteger(Number(a))) return { kind, from, seq: Number(a), drops: { callers: decodeScope(b), pages: decodeScope(c), lists: decodeScope(d) } };
  if (kind === 'ack' && a && Number.isSafeInteger(Number(b))) return { kind, from, to: a, seq: Number(b) };
  return { kind: 'missed' };
}

export async function startChangeFeed(opts: { db: Db; listen: Database['listen']; apply(drops: CacheDrops): void; log: Log; ackWaitMs?: number }): Promise<ChangeFeed> {
  const me = randomUUID().slice(0, 12);
  const ackWaitMs = opts.ackWaitMs ?? ACK_WAIT_MS;
  const peers = new Set<string>();
  /** seq → the peers yet to acknowledge it, and what to call once none is left. */
  const waiting = new Map<number, { pending: Set<string>; done: () => void }>();
  let seq = 0;
  let stopped = false;

  const notify = async (payload: string) => {
    await opts.db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${payload})`);
  };
  const quietly = (payload: string) => void notify(payload).catch((err: unknown) => opts.log.warn({ err }, 'change feed: a notice could not be sent'));
  const acknowledged = (seqNo: number, peer: string) => {
    const w = waiting.get(seqNo);
    if (!w) return;
    w.pending.delete(peer);
    if (w.pending.size === 0) w.done();
  };
  const forget = (peer: string) => {
    peers.delete(peer);
    for (const s of [...waiting.keys()]) acknowledged(s, peer);
  };

  const unlisten = await opts.listen(CHANGES_CHANNEL, (payload) => {
    const n = decodeNotice(payload);
    if (n.kind === 'missed') {
      opts.apply({ callers: 'all', pages: 'all', lists: 'all' });
      if (!stopped) quietly(`hello ${me}`);
      return;
    }
    if (n.from === me) return;
    if (n.kind === 'bye') return forget(n.from);
    peers.add(n.from);
    if (n.kind === 'hello') quietly(`here ${me}`);
    else if (n.kind === 'drop') {
      opts.apply(n.drops);
      quietly(`ack ${me} ${n.from} ${n.seq}`);
    } else if (n.kind === 'ack' && n.to === me) acknowledged(n.seq, n.from);
  });
  await notify(`hello ${me}`);

  return {
    async announce(drops) {
      if (drops.callers === undefined && drops.pages === undefined && drops.lists === undefined) return;
      const mine = ++seq;
      let timer: NodeJS.Timeout | undefined;
      const all = new Promise<void>((resolve) => {
        const pending = new Set(peers);
        const done = () => {
          clearTimeout(timer);
          waiting.delete(mine);
          resolve();
        };
        waiting.set(mine, { pending, done });
        timer = setTimeout(() => {
          // Silent: gone (or too slow to wait for); known again from its next notice.
          for (const p of pending) peers.delete(p);
          done();
        }, ackWaitMs);
      });
      try {
        await notify(`drop ${me} ${mine} ${encodeScope(drops.callers)} ${encodeScope(drops.pages)} ${encodeScope(drops.lists)}`);
      } catch (err) {
        // The write itself is done; the other processes then see it within the caches' TTL.
        opts.log.warn({ err }, 'change feed: could not tell the other server processes to drop their cached entries');
        waiting.get(mine)?.done();
        return;
      }
      const w = waiting.get(mine);
      if (w && w.pending.size === 0) w.done();
      await all;
    },
    get peers() {
      return peers.size;
    },
    async stop() {
      stopped = true;
      await notify(`bye ${me}`).catch(() => undefined);
      await unlisten();
      for (const w of [...waiting.values()]) w.done();
    },
  };
}
