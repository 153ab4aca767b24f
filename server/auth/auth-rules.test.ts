// Auth rules below OWASP ASVS L2 — '1234567', seven spaces, 'password' and the user's
// own email were accepted; sessions never expired absolutely; login limits were per IP only, and
// with TRUST_PROXY the client-written leftmost X-Forwarded-For was trusted.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '../../api/index';
import { trustProxyOf } from '../config';
import { sessions, users } from '../db/schema';
import { LOGIN_FAILURES_MAX } from './login-limit';
import { loginFailures } from '../db/schema';
import { passwordProblem } from './password-policy';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from './sessions';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';

const S = api.session;
const DAY = 24 * 3600_000;
const agreements = { offer: true, personal_data: true } as const;

const refused: [string, string, string][] = [
  ['seven digits', '1234567', 'Пароль должен быть не короче 8 символов'],
  ['seven spaces', '       ', 'Пароль должен быть не короче 8 символов'],
  ['eight spaces', '        ', 'Этот пароль слишком простой или распространённый — придумайте другой'],
  ['one character repeated', 'zzzzzzzzzzzz', 'Этот пароль слишком простой или распространённый — придумайте другой'],
  ['"password"', 'password', 'Этот пароль слишком простой или распространённый — придумайте другой'],
  ['"Password" (case does not help)', 'Password', 'Этот пароль слишком простой или распространённый — придумайте другой'],
  ['a top-list password', 'qwertyuiop', 'Этот пароль слишком простой или распространённый — придумайте другой'],
  ['the harness\'s old default', 'secret123', 'Этот пароль слишком простой или распространённый — придумайте другой'],
  ['the user\'s own email', 'anna.petrova@example.com', 'Пароль не должен содержать ваш email или имя'],
  ['the email\'s local part with digits', 'Anna.Petrova2024', 'Пароль не должен содержать ваш email или имя'],
  ['the user\'s name', 'Svetlana-1990!', 'Пароль не должен содержать ваш email или имя'],
];

describe('password policy', () => {
  it('accepts ordinary strong passwords and ignores short pieces of the name', () => {
    expect(passwordProblem('Tulip-Harbour-42', { email: 'anna.petrova@example.com', name: 'Anna Petrova' })).toBeNull();
    expect(passwordProblem('Secret12345', { email: 'e2e.1@example.ru', name: 'Мария' })).toBeNull();
    // "Ivo" is too short a word to refuse every password that happens to contain it.
    expect(passwordProblem('Ivory-Tower-88', { email: 'x@example.com', name: 'Ivo' })).toBeNull();
  });
});

describe.each(testDatabases)('auth rules on $name', (db) => {
  const h = useHarness(db);

  for (const [what, password, message] of refused) {
    it(`sign-up refuses ${what} and creates nothing`, async () => {
      const err = await h.fail(S.register, 422, { body: { email: 'anna.petrova@example.com', name: 'Svetlana Petrova', password, agreements } });
      expect(err.fields?.password).toBe(message);
      expect(await h.database.db.select().from(users)).toHaveLength(0);
    });
  }

  it('every place that sets a password applies the same rules; a refused one spends no code', async () => {
    const { token, email, password } = await h.signUp('maria.ivanova@example.com', 'Tulip-Harbour-42');
    await h.ok(S.forgot, { body: { email } });
    const code = await h.lastCode(email);
    expect((await h.fail(S.forgotSubmit, 422, { body: { email, code, password: 'password1' } })).fields?.password).toContain('распространённый');
    expect((await h.fail(S.forgotSubmit, 422, { body: { email, code, password: 'Maria.Ivanova!77' } })).fields?.password).toContain('email или имя');
    await h.ok(S.forgotSubmit, { body: { email, code, password: 'Copper-Violin-93' } });

    const fresh = (await h.ok(S.login, { body: { email, password: 'Copper-Violin-93' } })).token;
    expect((await h.fail(api.profile.changePassword, 422, { token: fresh, body: { password: 'Copper-Violin-93', new_password: '12345678' } })).fields?.new_password).toContain('распространённый');
    const member = await h.fail(api.access.create, 422, { token: fresh, body: { email: 'petr@example.com', name: 'Petr', password: 'iloveyou' } });
    expect(member.fields?.password).toContain('распространённый');
    expect(token).not.toBe(fresh);
    expect(password).toBe('Tulip-Harbour-42');
  });

  async function sessionAged(h: Harness, created: number, lastSeen: number) {
    const { token } = await h.signUp();
    await h.database.db.update(sessions).set({ created: new Date(Date.now() - created), lastSeen: new Date(Date.now() - lastSeen) });
    return token;
  }

  it('a session ends 30 days after login however active, and after 14 idle days', async () => {
    expect(SESSION_MAX_AGE_MS).toBe(30 * DAY);
    expect(SESSION_IDLE_MS).toBe(14 * DAY);
    await h.fail(S.account, 401, { token: await sessionAged(h, 400 * DAY, 400 * DAY) });
    await h.fail(S.account, 401, { token: await sessionAged(h, 31 * DAY, 60_000) });
    await h.fail(S.account, 401, { token: await sessionAged(h, 20 * DAY, 15 * DAY) });
    await h.ok(S.account, { token: await sessionAged(h, 29 * DAY, 13 * DAY) });
    // An ended session is removed, not just refused.
    expect(await h.database.db.select().from(sessions)).toHaveLength(1);
  });

  const login = (email: string, password: string, ip: string) =>
    h.app.inject({ method: 'POST', url: '/api/session/login', payload: { email, password }, remoteAddress: ip });

  it(`at most ${LOGIN_FAILURES_MAX} failed logins per account from any number of addresses; then 429 even for the right password`, async () => {
    const victim = await h.signUp('victim@example.com', 'Tulip-Harbour-42');
    const bystander = await h.signUp('bystander@example.com', 'Tulip-Harbour-42');
    for (let i = 0; i < LOGIN_FAILURES_MAX; i++) expect((await login(victim.email, `Guess-${i}-xyz`, `198.51.100.${i + 1}`)).statusCode).toBe(400);
    const locked = await login(victim.email, victim.password, '198.51.100.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'rate_limited', message: 'Слишком много попыток. Попробуйте позже.' });
    expect(Number(locked.json().params.after)).toBeGreaterThan(0);
    // Only that account: the others log in from the same addresses.
    expect((await login(bystander.email, bystander.password, '198.51.100.1')).statusCode).toBe(200);
    // Unknown accounts are counted alike (the answer tells nothing about existence).
    for (let i = 0; i <= LOGIN_FAILURES_MAX; i++) await login('nobody@example.com', 'Guess-xyz-1', `203.0.113.${i + 1}`);
    expect((await login('nobody@example.com', 'Guess-xyz-1', '203.0.113.99')).statusCode).toBe(429);

    // Once the failures leave the 15-minute window, the right password works and clears the count.
    await h.database.db.update(loginFailures).set({ created: new Date(Date.now() - 16 * 60_000) }).where(eq(loginFailures.email, victim.email));
    await login(victim.email, 'Guess-again-xyz', '198.51.100.1');
    expect((await login(victim.email, victim.password, '198.51.100.1')).statusCode).toBe(200);
    expect(await h.database.db.select().from(loginFailures).where(eq(loginFailures.email, victim.email))).toHaveLength(0);
  });
});

describe('TRUST_PROXY setting', () => {
  it('is a hop count or the proxies\' addresses, never "trust everything"', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.5, 10.0.0.6')).toBe('10.0.0.5, 10.0.0.6');
    expect(() => trustProxyOf('true')).toThrow(/hops/);
  });
});

describe.each(testDatabases)('TRUST_PROXY=1 on $name', (db) => {
  const h = useHarness(db, { trustProxy: 1, rateLimit: { max: 3, timeWindowMs: 60_000 } });
  const login = (xff: string, from: string) => h.app.inject({
    method: 'POST', url: '/api/session/login', payload: { email: `someone${xff.length}@example.com`, password: 'Guess-xyz-1' },
    remoteAddress: from, headers: { 'x-forwarded-for': xff },
  });

  it('limits by the address the proxy saw: rotating the leftmost X-Forwarded-For does not help', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(`10.9.${i}.1, 192.0.2.${i}, 198.51.100.7`, '127.0.0.1')).statusCode);
    expect(codes).toEqual([400, 400, 400, 429, 429]);
    // Another client behind the same proxy has its own count.
    expect((await login('198.51.100.8', '127.0.0.1')).statusCode).toBe(400);
  });

  it('a client connecting directly (not through a local proxy) cannot choose its address with the header', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(`198.51.100.${i + 20}`, '203.0.113.50')).statusCode);
    expect(codes).toEqual([400, 400, 400, 429, 429]);
  });
});
