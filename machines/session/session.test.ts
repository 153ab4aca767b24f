import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../shared/storage';
import type { LoginCredentials, TokenAnswer } from './types';
import { fetchUserFixture, makeUser, UNAUTHORIZED } from './fixtures';
import { activeToken, createCheckTokensActor, isLoggedIn, sessionMachine } from './sessionMachine';
import { checkTokensWith, dedupeTokens, loginRedirect, promoteToken, readTokens, resolveTokenCheck, TOKENS_KEY } from './tokens';

function startSession(stored: string[], overrides: Parameters<typeof sessionMachine.provide>[0]['actors'] = {}) {
  const storage = createMemoryStorage(stored.length ? { [TOKENS_KEY]: JSON.stringify(stored) } : {});
  const redirects: string[] = [];
  let cleared = 0;
  const machine = sessionMachine.provide({
    actors: { checkTokens: createCheckTokensActor(fetchUserFixture), ...overrides },
    actions: {
      redirectToLogin: (_a, p) => redirects.push(p.to),
      clearLocalData: () => {
        cleared += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { storage } }).start();
  return { actor, storage, redirects, cleared: () => cleared };
}

describe('token list rules', () => {
  it('dedupes keeping the newest (first) occurrence and drops empty tokens', () => {
    expect(dedupeTokens(['a', 'b', 'a', '', 'c', 'b'])).toEqual(['a', 'b', 'c']);
    expect(promoteToken(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(promoteToken(['a'], 'z')).toEqual(['z', 'a']);
  });

  it('reads a corrupt or foreign stored value as no tokens', () => {
    expect(readTokens(createMemoryStorage({ [TOKENS_KEY]: '{not json' }))).toEqual([]);
    expect(readTokens(createMemoryStorage({ [TOKENS_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readTokens(createMemoryStorage({ [TOKENS_KEY]: '["x","x","y"]' }))).toEqual(['x', 'y']);
  });

  it('other users: duplicates of a user and the current user are dropped, failed tokens removed', () => {
    const u1 = makeUser(1);
    const u2 = makeUser(2);
    const result = resolveTokenCheck([
      { token: 't1', ok: true, user: u1 },
      { token: 't1-again', ok: true, user: u1 },
      { token: 't2', ok: true, user: u2 },
      { token: 'dead', ok: false, error: UNAUTHORIZED },
      { token: 't2-again', ok: true, user: u2 },
    ]);
    expect(result.tokens).toEqual(['t1', 't2']);
    expect(result.others).toEqual([{ token: 't2', user: u2.user }]);
    expect(result.current).toBe(u1);
  });

  it('the whole check fails when the active token fails', async () => {
    await expect(checkTokensWith(fetchUserFixture)(['dead', 'a'])).rejects.toEqual(UNAUTHORIZED);
    await expect(checkTokensWith(fetchUserFixture)(['a', 'dead', 'b'])).resolves.toMatchObject({ tokens: ['a', 'b'] });
  });

  it('the login redirect keeps path and query', () => {
    expect(loginRedirect('/leads?status=2&page=3')).toBe('/login?redirect=%2Fleads%3Fstatus%3D2%26page%3D3');
    expect(loginRedirect('/')).toBe('/login');
    expect(loginRedirect(null)).toBe('/login');
    expect(loginRedirect('/login?redirect=%2Fx')).toBe('/login');
  });
});

describe('session machine', () => {
  it('without stored tokens starts logged out and calls nothing', () => {
    const { actor } = startSession([]);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('on start checks every stored token, drops failures and duplicates, and rewrites storage', async () => {
    const { actor, storage } = startSession(['a', 'dead', 'a2', 'b']);
    await waitFor(actor, isLoggedIn);
    expect(actor.getSnapshot().context.user?.user.id).toBe(1);
    expect(actor.getSnapshot().context.others.map((o) => o.user.id)).toEqual([2]);
    expect(storage.getItem(TOKENS_KEY)).toBe(JSON.stringify(['a', 'b']));
  });

  it('login stores the returned token first and becomes the active session', async () => {
    const { actor, storage } = startSession(['b'], { login: fromPromise<TokenAnswer, LoginCredentials>(async () => ({ token: 'new' })) });
    await waitFor(actor, isLoggedIn);
    actor.send({ type: 'LOGIN', credentials: { email: 'x@y.z', password: 'secret1' } });
    await waitFor(actor, (s) => isLoggedIn(s) && s.context.user?.user.id === 3);
    expect(activeToken(actor.getSnapshot())).toBe('new');
    expect(JSON.parse(storage.getItem(TOKENS_KEY) ?? '[]')).toEqual(['new', 'b']);
  });

  it('a failed login keeps the user logged out with the error code', async () => {
    const { actor } = startSession([], { login: fromPromise(async () => Promise.reject({ status: 422, code: 'login.wrong', message: 'Неправильный email или пароль' })) });
    actor.send({ type: 'LOGIN', credentials: { email: 'x@y.z', password: 'bad' } });
    await waitFor(actor, (s) => s.matches('loggedOut') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'login.wrong', message: 'Неправильный email или пароль' });
  });

  it('switching user puts that token first; dropping the active token activates the next one', async () => {
    const { actor } = startSession(['a', 'b']);
    await waitFor(actor, isLoggedIn);
    actor.send({ type: 'SWITCH_USER', token: 'b' });
    await waitFor(actor, (s) => isLoggedIn(s) && s.context.user?.user.id === 2);
    expect(actor.getSnapshot().context.tokens).toEqual(['b', 'a']);
    actor.send({ type: 'DROP_TOKEN', token: 'b' });
    await waitFor(actor, (s) => isLoggedIn(s) && s.context.user?.user.id === 1);
    expect(actor.getSnapshot().context.others).toEqual([]);
  });

  it('switching to a token that is not a stored other user is ignored', async () => {
    const { actor } = startSession(['a', 'b']);
    await waitFor(actor, isLoggedIn);
    actor.send({ type: 'SWITCH_USER', token: 'a' });
    actor.send({ type: 'SWITCH_USER', token: 'unknown' });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
  });

  it('logout ends the active session only: the next stored user becomes active (even if the server call fails)', async () => {
    const loggedOut: string[] = [];
    const { actor, storage, cleared } = startSession(['a', 'b'], { logout: fromPromise<void, { token: string }>(async ({ input }) => { loggedOut.push(input.token); throw new Error('offline'); }) });
    await waitFor(actor, (s) => isLoggedIn(s) && s.context.others.length === 1);
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => isLoggedIn(s) && s.context.user?.user.id === 2);
    expect(loggedOut).toEqual(['a']);
    expect(actor.getSnapshot().context.tokens).toEqual(['b']);
    expect(actor.getSnapshot().context.others).toEqual([]);
    expect(storage.getItem(TOKENS_KEY)).toBe('["b"]');
    expect(cleared()).toBe(1);
    // The last session: logged out, nothing stored.
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(loggedOut).toEqual(['a', 'b']);
    expect(storage.getItem(TOKENS_KEY)).toBeNull();
    expect(cleared()).toBe(2);
  });

  it('a second account signs in while signed in: both sessions are kept, the new one active', async () => {
    const { actor, storage } = startSession(['a'], { login: fromPromise<TokenAnswer, LoginCredentials>(async () => ({ token: 'b' })) });
    await waitFor(actor, isLoggedIn);
    actor.send({ type: 'LOGIN', credentials: { email: 'u2@example.com', password: 'secret12' } });
    await waitFor(actor, (s) => isLoggedIn(s) && s.context.user?.user.id === 2);
    expect(actor.getSnapshot().context.others.map((o) => o.user.id)).toEqual([1]);
    expect(storage.getItem(TOKENS_KEY)).toBe('["b","a"]');
  });

  it('a 401 anywhere logs out and redirects to /login keeping the query', async () => {
    const { actor, storage, redirects } = startSession(['a']);
    await waitFor(actor, isLoggedIn);
    actor.send({ type: 'AUTH_ERROR', path: '/pages/5/settings/meta?tab=2' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(redirects).toEqual(['/login?redirect=%2Fpages%2F5%2Fsettings%2Fmeta%3Ftab%3D2']);
    expect(actor.getSnapshot().context.redirectTo).toBe(redirects[0]);
    expect(storage.getItem(TOKENS_KEY)).toBeNull();
  });

  it('a network failure during the check keeps the tokens and can be retried', async () => {
    let fail = true;
    const { actor, storage } = startSession(['a'], {
      checkTokens: createCheckTokensActor(async (t) => {
        if (fail) throw { status: 503, code: 'network' };
        return fetchUserFixture(t);
      }),
    });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(storage.getItem(TOKENS_KEY)).toBe('["a"]');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, isLoggedIn);
  });
});
