// View tokens and the ledger of what each view's beacons used (view-token.ts): a token names the
// view it was issued for and nothing else; a view's beacons add up to at most the time since it
// was served, and only one of them is its first.
import { describe, expect, it } from 'vitest';
import { createViewLedger, createViewTokens, VIEW_TOKEN_TTL_MS } from './view-token';

describe('view tokens', () => {
  it('verify only what was issued with the same secret, for its page and variant, while fresh', async () => {
    const tokens = createViewTokens(() => Promise.resolve('installation secret'));
    await tokens.ready();
    const now = Date.now();
    const t = tokens.issue(42, 7, now - 1000) ?? '';
    expect(await tokens.verify(t, now)).toEqual({ pageId: 42, variantId: 7, at: now - 1000 });
    expect(await tokens.verify(tokens.issue(42, null, now) ?? '', now)).toMatchObject({ variantId: null });
    // Two views of the same instant get different tokens.
    expect(tokens.issue(42, 7, now)).not.toBe(tokens.issue(42, 7, now));
    // Another installation's token, a changed page, a changed instant: forged.
    const other = createViewTokens(() => Promise.resolve('another secret'));
    await other.ready();
    expect(await tokens.verify(other.issue(42, 7, now) ?? '', now)).toBeNull();
    const [, variant, at, nonce, mac] = t.split('.');
    expect(await tokens.verify([(43).toString(36), variant, at, nonce, mac].join('.'), now)).toBeNull();
    expect(await tokens.verify([(42).toString(36), variant, (now - 3_600_000).toString(36), nonce, mac].join('.'), now)).toBeNull();
    expect(await tokens.verify('', now)).toBeNull();
    expect(await tokens.verify('1.0.x.y.z', now)).toBeNull();
    // Expired, or from the future.
    expect(await tokens.verify(tokens.issue(42, 7, now - VIEW_TOKEN_TTL_MS - 1) ?? '', now)).toBeNull();
    expect(await tokens.verify(tokens.issue(42, 7, now + 3_600_000) ?? '', now)).toBeNull();
  });

  it('issue nothing until the secret is read, and read it again after a failure', async () => {
    let calls = 0;
    const tokens = createViewTokens(() => (++calls === 1 ? Promise.reject(new Error('not migrated yet')) : Promise.resolve('s')));
    expect(tokens.issue(1, null, Date.now())).toBeUndefined();
    await expect(tokens.ready()).rejects.toThrow('not migrated yet');
    await tokens.ready();
    expect(tokens.issue(1, null, Date.now())).toMatch(/^1\.0\./);
    expect(calls).toBe(2);
  });
});

describe('the view ledger', () => {
  it('caps a view\'s time by the time since it, and takes its first beacon once', () => {
    const ledger = createViewLedger();
    const at = 1_000_000;
    expect(ledger.take('a', at, at + 60_000, 56_000, true)).toEqual({ durationMs: 56_000, first: true });
    expect(ledger.take('a', at, at + 60_000, 30_000, false)).toEqual({ durationMs: 4_000, first: false });
    expect(ledger.take('a', at, at + 60_000, 1_800_000, true)).toEqual({ durationMs: 0, first: false });
    // Later, more time has passed: only that much more.
    expect(ledger.take('a', at, at + 70_000, 1_800_000, false)).toEqual({ durationMs: 10_000, first: false });
    // Another view is its own.
    expect(ledger.take('b', at, at + 5_000, 1_800_000, true)).toEqual({ durationMs: 5_000, first: true });
  });

  it('forgets expired views and keeps at most its bound', () => {
    const ledger = createViewLedger(3);
    for (const k of ['a', 'b', 'c']) ledger.take(k, 0, 1000, 10, true);
    expect(ledger.size).toBe(3);
    ledger.take('d', 0, 1000, 10, true);
    expect(ledger.size).toBe(3);
    ledger.take('e', VIEW_TOKEN_TTL_MS + 10_000, VIEW_TOKEN_TTL_MS + 20_000, 10, true);
    expect(ledger.size).toBe(1);
  });
});
