import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { accounts, codes, projects, sessions, users } from '../db/schema';

const S = api.session;

describe.each(testDatabases)('session on $name', (db) => {
  const h = useHarness(db);

  it('registers, mails a confirmation code to the outbox, confirms the email', async () => {
    const { token, email } = await h.signUp('New.User@Example.com');
    expect(email).toBe('New.User@Example.com');
    const me = await h.ok(S.account, { token });
    expect(me.user).toMatchObject({ email: 'new.user@example.com', email_confirmed: false, timezone: 'Europe/Moscow', locale: 'ru' });
    expect(me.permissions.account.is_owner).toBe(true);
    expect(me.account.tarif).toBe('trial');

    const code = await h.lastCode('new.user@example.com');
    // Signed in (X-Token header): the same session goes on; no session token ever goes in the URL.
    const confirmed = await h.ok(S.confirmEmail, { token, query: { email: 'new.user@example.com', code } });
    expect(confirmed.token).toBe(token);
    expect((await h.ok(S.account, { token })).user.email_confirmed).toBe(true);
    // The code is single-use.
    const again = await h.fail(S.confirmEmail, 400, { query: { email: 'new.user@example.com', code } });
    expect(again.code).toBe('code.invalid');
  });

  it('the confirmation link carries a one-time token, never the session token; a session token in the query is refused', async () => {
    const { token, email } = await h.signUp();
    const [mail] = await h.mails(email);
    expect(mail.text).not.toContain(token);
    const linkToken = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '').searchParams.get('token') ?? '';
    // The old way (the session token as `token`) no longer confirms anything.
    expect((await h.fail(S.confirmEmail, 400, { query: { email, token } })).code).toBe('code.wrong');
    expect((await h.ok(S.account, { token })).user.email_confirmed).toBe(false);
    // Opened signed out (another device): a new session for the confirmed user.
    const fresh = await h.ok(S.confirmEmail, { query: { email, token: linkToken } });
    expect(fresh.token).not.toBe(token);
    expect((await h.ok(S.account, { token: fresh.token })).user.email_confirmed).toBe(true);
    // Neither code nor token: a clear validation error.
    expect((await h.fail(S.confirmEmail, 422, { query: { email } })).fields?.code).toBe('Обязательное поле');
  });

  it('a new owner starts with every onboarding step to do and no answers (SPEC §3 flags)', async () => {
    const { token } = await h.signUp();
    const me = await h.ok(S.account, { token });
    expect(me.flags).toEqual({ shouldCreate: true, shouldPublish: true, shouldDomain: true });
    expect(me.qualify.answers).toEqual({});
  });

  it('creates the default project with the account, titled in the sign-up locale', async () => {
    const ru = await h.signUp();
    expect((await h.ok(api.projects.list, { token: ru.token })).items).toEqual([expect.objectContaining({ title: 'Мой проект', liked: false })]);
    const en = await h.ok(S.register, {
      body: { email: 'en@example.com', password: 'Harbour-Lantern-42', locale: 'en', agreements: { offer: true, personal_data: true } },
    });
    expect((await h.ok(api.projects.list, { token: en.token })).items.map((p) => p.title)).toEqual(['My project']);
    const byHeader = await h.ok(S.register, {
      body: { email: 'header@example.com', password: 'Harbour-Lantern-42', agreements: { offer: true, personal_data: true } },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect((await h.ok(api.projects.list, { token: byHeader.token })).items.map((p) => p.title)).toEqual(['My project']);
    // One project per account, each in its own account.
    const rows = await h.database.db.select().from(projects);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((p) => p.accountId)).size).toBe(3);
  });

  it('a refused sign-up leaves no account, user or project behind', async () => {
    await h.signUp('once@example.com');
    await h.fail(S.register, 409, { body: { email: 'once@example.com', password: 'Harbour-Lantern-42', agreements: { offer: true, personal_data: true } } });
    expect(await h.database.db.select().from(accounts)).toHaveLength(1);
    expect(await h.database.db.select().from(users)).toHaveLength(1);
    expect(await h.database.db.select().from(projects)).toHaveLength(1);
  });

  it('flags of a new owner: clearing one step by key keeps the other steps', async () => {
    const { token } = await h.signUp();
    expect(await h.ok(S.flags, { token, body: { flags: { shouldCreate: null, useCdp: true } } }))
      .toEqual({ flags: { shouldPublish: true, shouldDomain: true, useCdp: true } });
    expect(await h.ok(S.flags, { token, body: { flags: { shouldPublish: false } } })).toEqual({ flags: { shouldDomain: true, useCdp: true } });
    expect((await h.ok(S.account, { token })).flags).toEqual({ shouldDomain: true, useCdp: true });
  });

  it('refuses a second sign-up with the same email, in any case', async () => {
    await h.signUp('dup@example.com');
    const err = await h.fail(S.register, 409, {
      body: { email: 'DUP@example.com', password: 'Harbour-Lantern-42', agreements: { offer: true, personal_data: true } },
    });
    expect(err.message).toBe('Пользователь с таким email уже существует');
    expect(await h.ok(S.registerCheck, { query: { email: 'Dup@Example.com' } })).toEqual({ available: false });
    expect(await h.ok(S.registerCheck, { query: { email: 'free@example.com' } })).toEqual({ available: true });
  });

  it('rejects invalid sign-up input with field errors and creates nothing', async () => {
    const err = await h.fail(S.register, 422, {
      body: { email: 'not-an-email', password: '123', agreements: { offer: true, personal_data: false } },
    });
    expect(err).toMatchObject({ error: 'validation', code: 'validation' });
    expect(err.fields).toMatchObject({ email: 'Некорректный email', password: 'Пароль должен быть не короче 8 символов', 'agreements.personal_data': 'Обязательное поле' });
    expect(await h.database.db.select().from(users)).toHaveLength(0);
  });

  it('logs in; a wrong password answers the SPEC message in the caller language', async () => {
    const { email, password } = await h.signUp();
    const { token } = await h.ok(S.login, { body: { email: email.toUpperCase(), password } });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ru = await h.fail(S.login, 400, { body: { email, password: 'wrong-password' } });
    expect(ru).toMatchObject({ error: 'login.wrong', message: 'Неправильный email или пароль' });
    const en = await h.fail(S.login, 400, { body: { email: 'nobody@example.com', password: 'x' }, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.message).toBe('Wrong email or password');
  });

  it('stores only a hash of the token and of the password', async () => {
    const { token, password } = await h.signUp();
    const [s] = await h.database.db.select().from(sessions);
    expect(s.tokenHash).not.toContain(token);
    const [u] = await h.database.db.select().from(users);
    expect(u.passwordHash).toMatch(/^\$argon2id\$/);
    expect(u.passwordHash).not.toContain(password);
  });

  it('logout kills the token', async () => {
    const { token } = await h.signUp();
    await h.ok(S.logout, { token });
    const err = await h.fail(S.account, 401, { token });
    expect(err).toMatchObject({ error: 'AuthError', code: 'auth.token_invalid' });
    const none = await h.fail(S.account, 401);
    expect(none).toMatchObject({ error: 'AuthError', code: 'auth.required', message: 'Client is not authorized' });
  });

  it('recovers a password with a mailed code: the new one works, the old one and old sessions do not', async () => {
    const { token, email, password } = await h.signUp();
    await h.ok(S.forgot, { body: { email } });
    const code = await h.lastCode(email);
    await h.ok(S.forgotSubmit, { body: { email, code, password: 'brand-new-1' } });
    await h.fail(S.login, 400, { body: { email, password } });
    await h.ok(S.login, { body: { email, password: 'brand-new-1' } });
    await h.fail(S.account, 401, { token });
    // An unknown email looks the same as a known one and mails nothing.
    await h.ok(S.forgot, { body: { email: 'ghost@example.com' } });
    await expect(h.lastCode('ghost@example.com')).rejects.toThrow(/no code/);
  });

  it('a code dies after 5 wrong attempts, even when the right one comes next', async () => {
    const { email } = await h.signUp();
    await h.ok(S.forgot, { body: { email } });
    const code = await h.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const err = await h.fail(S.forgotSubmit, 400, { body: { email, code: wrong, password: 'brand-new-1' } });
      expect(err.message).toBe('Неверный код');
    }
    const dead = await h.fail(S.forgotSubmit, 400, { body: { email, code, password: 'brand-new-1' } });
    expect(dead.code).toBe('code.invalid');
  });

  it('at most 5 recovery codes per hour reach the mailbox; the answer never changes', async () => {
    const { email } = await h.signUp();
    for (let i = 0; i < 7; i++) await h.ok(S.forgot, { body: { email } });
    const mails = (await h.mails(email)).filter((m) => m.subject === 'Восстановление пароля').map((m) => /\d{6}/.exec(m.text)?.[0] ?? '');
    expect(mails).toHaveLength(5);
    // The newest mailed code is the live one; earlier ones are dead.
    if (mails[1] !== mails[0]) await h.fail(S.forgotSubmit, 400, { body: { email, code: mails[1], password: 'brand-new-1' } });
    await h.ok(S.forgotSubmit, { body: { email, code: mails[0], password: 'brand-new-1' } });
  });

  it('an expired code is refused', async () => {
    const { email } = await h.signUp();
    await h.ok(S.forgot, { body: { email } });
    const code = await h.lastCode(email);
    await h.database.db.update(codes).set({ expires: new Date(Date.now() - 1000) }).where(eq(codes.email, email));
    const err = await h.fail(S.forgotSubmit, 400, { body: { email, code, password: 'brand-new-1' } });
    expect(err.code).toBe('code.invalid');
  });

  it('sets and deletes flags by key (falsy removes)', async () => {
    const { token } = await h.signUp();
    await h.ok(S.flags, { token, body: { flags: { shouldPublish: null, shouldDomain: null } } });
    expect(await h.ok(S.flags, { token, body: { flags: { shouldCreate: true, useCdp: true } } })).toEqual({ flags: { shouldCreate: true, useCdp: true } });
    expect(await h.ok(S.flags, { token, body: { flags: { shouldCreate: false, useCdp: null, shouldDomain: true } } })).toEqual({ flags: { shouldDomain: true } });
    expect((await h.ok(S.account, { token })).flags).toEqual({ shouldDomain: true });
  });
});

describe.each(testDatabases)('rate limit on $name', (db) => {
  const h = useHarness(db, { rateLimit: { max: 3, timeWindowMs: 60_000 } });

  it('answers 429 with the error body after the limit, per route', async () => {
    for (let i = 0; i < 3; i++) await h.fail(S.login, 400, { body: { email: 'a@example.com', password: 'x' } });
    const err = await h.fail(S.login, 429, { body: { email: 'a@example.com', password: 'x' } });
    expect(err).toMatchObject({ error: 'rate_limited', message: 'Слишком много попыток. Попробуйте позже.' });
    // Another limited route has its own counter.
    await h.ok(S.forgot, { body: { email: 'a@example.com' } });
  });
});
