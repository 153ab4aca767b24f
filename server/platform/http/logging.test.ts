// The confirmation mail carried the live session token in a URL the server logged, and
// a failed query's log carried its parameters (an argon2id hash was seen). The whole log of a
// sign-up → confirm → login → recovery → password change flow must hold none of the secrets in it.
import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { api } from '../../../api/index';
import { sessions, users } from '../../db/schema';
import { sha256 } from '../crypto';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { redactUrl, serializeError } from './logging';

const S = api.session;
const P = api.profile;

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };

describe('redactUrl', () => {
  it('cuts query strings of session, profile and access routes, and secret-looking parameters anywhere', () => {
    expect(redactUrl('/api/session/confirm-email?email=a%40b.c&token=abc')).toBe('/api/session/confirm-email?[redacted]');
    expect(redactUrl('/api/leads?page=2&search=x&token=t&api_key=k')).toBe('/api/leads?page=2&search=x&token=[redacted]&api_key=[redacted]');
    expect(redactUrl('/api/pages?x%3D=1&%E0=2')).toBe('/api/pages?x%3D=1&%E0=[redacted]');
    expect(redactUrl('/promo')).toBe('/promo');
  });
});

describe.each(testDatabases)('log stream on $name', (db) => {
  const h = useHarness(db, { logger: { level: 'trace', stream } });
  beforeEach(() => {
    lines.length = 0;
  });

  it('holds no token, code, password or password hash after a whole account flow', async () => {
    const secrets: string[] = [];
    const password = 'Tulip-Harbour-42';
    secrets.push(password);
    const { token, email } = await h.signUp('flow@example.com', password);
    secrets.push(token);

    // The mail: a code and a link with a one-time confirmation token — not the session token.
    const [mail] = await h.mails(email);
    const code = /(\d{6})/.exec(mail.text)?.[1] ?? '';
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    const linkToken = link.searchParams.get('token') ?? '';
    expect(link.pathname).toBe('/confirm-email');
    expect(linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).not.toContain(token);
    secrets.push(code, linkToken);

    // Confirm through the link while signed in: the session goes on, the link token is spent.
    expect((await h.ok(S.confirmEmail, { token, query: { email, token: linkToken } })).token).toBe(token);
    expect((await h.fail(S.confirmEmail, 400, { query: { email, token: linkToken } })).code).toBe('code.invalid');
    // The code of the same mail died with it.
    await h.fail(S.confirmEmail, 400, { query: { email, code } });

    await h.fail(S.login, 400, { body: { email, password: 'Wrong-password-1' } });
    secrets.push('Wrong-password-1');
    secrets.push((await h.ok(S.login, { body: { email, password } })).token);

    await h.ok(S.forgot, { body: { email } });
    const recovery = await h.lastCode(email);
    const fresh = 'Meadow-Lantern-77';
    await h.ok(S.forgotSubmit, { body: { email, code: recovery, password: fresh } });
    secrets.push(recovery, fresh);
    const again = (await h.ok(S.login, { body: { email, password: fresh } })).token;
    secrets.push(again);
    const newer = 'Copper-Violin-93';
    await h.ok(P.changePassword, { token: again, body: { password: fresh, new_password: newer } });
    const change = await h.lastCode(email);
    await h.ok(P.confirmPassword, { token: again, body: { code: change } });
    secrets.push(newer, change);

    const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    secrets.push(row.passwordHash ?? '');
    secrets.push(...(await h.database.db.select().from(sessions)).map((s) => s.tokenHash), sha256(token));

    // A failed query whose parameter is that hash, logged the way the error handler logs a 500.
    const failed = await h.database.db.execute(sql`SELECT ${row.passwordHash}::int AS n`).then(() => null, (err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    h.app.log.error(failed);

    const log = lines.join('');
    expect(log).toContain('/api/session/confirm-email?[redacted]');
    expect(log).toContain('Failed query: SELECT $1::int AS n');
    for (const s of secrets) expect(log.includes(s), `the log holds ${s.slice(0, 12)}…`).toBe(false);
  });

  it('a session token in a header is never logged, even by a handler that logs the request headers', async () => {
    const { token } = await h.signUp();
    h.app.log.info({ req: { method: 'GET', url: '/api/x?token=abc123456', headers: { 'x-token': token } }, headers: { 'x-token': token, authorization: `Bearer ${token}` } }, 'a handler logged its request');
    await h.ok(S.account, { token });
    const log = lines.join('');
    expect(log).toContain('a handler logged its request');
    expect(log).not.toContain(token);
    expect(log).not.toContain('abc123456');
  });
});

describe('serializeError', () => {
  it('keeps a failed query\'s SQL, drops its parameters from messages, stacks and causes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "$argon2id$v=19$secret"'), { code: '22P02', detail: 'Key (password_hash)=($argon2id$v=19$secret)' });
    const err = Object.assign(new Error('Failed query: select $1\nparams: $argon2id$v=19$secret,42'), { query: 'select $1', params: ['$argon2id$v=19$secret', 42], cause });
    const out = serializeError(err);
    const text = JSON.stringify(out);
    expect(out.message).toBe('Failed query: select $1');
    expect(out.query).toBe('select $1');
    expect(text).not.toContain('argon2id');
    expect(text).not.toContain('detail');
    expect((out.cause as { code: string }).code).toBe('22P02');
  });
});
