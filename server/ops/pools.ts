// The PostgreSQL connection pools this process holds, for /metrics (ops/metrics.ts reads them when
// scraped). Its own module so the database layer registers a pool without loading the metrics.

interface PoolLike { totalCount: number; idleCount: number; waitingCount: number }

export const openPools = new Map<PoolLike, string>();

/** Registers `pool` under `name`; returns the function that forgets it (on close). */
export function observePool(name: string, pool: PoolLike): () => void {
  openPools.set(pool, name);
  return () => { openPools.delete(pool); };
}
