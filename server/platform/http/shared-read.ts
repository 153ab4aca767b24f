// One read per key at a time, for the caches that re-read on a miss (auth-cache.ts, list-cache.ts).
// When an entry runs out under load, every request then in flight would read the same rows and all
// wait behind the pile (the app bench's 0.5–3 s stalls). A request joins a read already running only
// when it started at the same drop generation (`readAt`): a drop since — a logout, a permission
// change, a write — means the running read may be older than one of its own, so it reads again.

export interface SharedReads<T> {
  /** The running read of `key` begun at `readAt`, or a new one from `read()`. */
  join(key: string, readAt: number, read: () => Promise<T>): Promise<T>;
}

export function createSharedReads<T>(): SharedReads<T> {
  const running = new Map<string, { readonly readAt: number; readonly value: Promise<T> }>();
  return {
    async join(key, readAt, read) {
      const found = running.get(key);
      if (found && found.readAt === readAt) return found.value;
      const mine = { readAt, value: read() };
      running.set(key, mine);
      try {
        return await mine.value;
      } finally {
        if (running.get(key) === mine) running.delete(key);
      }
    },
  };
}
