// "Forget what this account's cached entries say" for the process's short-lived caches (published
// pages, authenticated callers). A counter of drops: an entry read at generation g is stale once
// its account, or every account, was dropped after g — so a read that began before a write and
// ended after it is never kept.

export interface AccountDrops {
  /** Take it before reading the database; store it with the entry. */
  generation(): number;
  /** The account's entries are stale from now on (every account's when none is named). */
  drop(accountId?: number): void;
  /** Was an entry of `accountId` read at `readAt` after every drop that concerns it? */
  isFresh(readAt: number, accountId: number): boolean;
}

/** Beyond this many remembered accounts, one drop of everything replaces them (bounded memory). */
const MAX_REMEMBERED_ACCOUNTS = 10_000;

export function createAccountDrops(): AccountDrops {
  let generation = 0;
  let allDroppedAt = 0;
  const droppedAt = new Map<number, number>();
  return {
    generation: () => generation,
    drop(accountId) {
      generation++;
      if (accountId === undefined || (droppedAt.size >= MAX_REMEMBERED_ACCOUNTS && !droppedAt.has(accountId))) {
        allDroppedAt = generation;
        droppedAt.clear();
      } else {
        droppedAt.set(accountId, generation);
      }
    },
    isFresh: (readAt, accountId) => readAt >= allDroppedAt && readAt >= (droppedAt.get(accountId) ?? 0),
  };
}
