import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const P = api.profile;
const S = api.session;

describe.each(testDatabases)('profile on $name', (db) => {
  const h = useHarness(db);

  it('reads and updates name, timezone and locale; messages follow the new locale', async () => {
    const { token } = await h.signUp();
    expect(await h.ok(P.get, { token })).toMatchObject({ name: 'Owner', timezone: 'Europe/Moscow', locale: 'ru', phone: null });
    const next = await h.ok(P.update, { token, body: { name: 'Anna', timezone: 'Asia/Yekaterinburg', locale: 'en' } });
    expect(next).toMatchObject({ name: 'Anna', timezone: 'Asia/Yekaterinburg', locale: 'en' });
    const err = await h.fail(P.update, 422, { token, body: { timezone: 'Mars/Olympus' } });
    expect(err.fields).toEqual({ timezone: 'Unknown time zone' });
    expect((await h.ok(P.get, { token })).timezone).toBe('Asia/Yekaterinburg');
  });

  it('a bad locale is a validation error and changes nothing', async () => {
    const { token } = await h.signUp();
    await h.fail(P.update, 422, { token, body: { name: 'Changed', locale: 'de' } });
    expect((await h.ok(P.get, { token })).name).toBe('Owner');
  });

  it('lists sessions with the current one first and ends all the others', async () => {
    const { token, email, password } = await h.signUp();
    const other = (await h.ok(S.login, { body: { email, password }, headers: { 'user-agent': 'Other browser' } })).token;
    const { items } = await h.ok(P.sessions, { token });
    expect(items).toHaveLength(2);
    expect(items[0].current).toBe(true);
    expect(items[1]).toMatchObject({ current: false, user_agent: 'Other browser' });
    expect(await h.ok(P.endOtherSessions, { token })).toEqual({ removed: 1 });
    await h.fail(S.account, 401, { token: other });
    expect((await h.ok(P.sessions, { token })).items).toHaveLength(1);
  });

  it('the questionnaire\'s phone answer becomes the profile phone, never over a confirmed one', async () => {
    const { token } = await h.signUp();
    expect((await h.ok(P.get, { token })).phone).toBeNull();
    await h.ok(P.answers, { token, body: { answers: { phone: ' +7 900 123-45-67 ' } } });
    expect(await h.ok(P.get, { token })).toMatchObject({ phone: '+7 900 123-45-67', phone_confirmed: false });
    // Not a phone number: kept as an answer, not put in the profile.
    await h.ok(P.answers, { token, body: { answers: { phone: 'call me' } } });
    expect((await h.ok(P.get, { token })).phone).toBe('+7 900 123-45-67');
    await h.ok(P.sendConfirmPhone, { token });
    await h.ok(P.confirmCurrentPhone, { token, body: { code: await h.lastCode((await h.ok(P.get, { token })).email) } });
    await h.ok(P.answers, { token, body: { answers: { phone: '+7 999 000-00-00' } } });
    expect(await h.ok(P.get, { token })).toMatchObject({ phone: '+7 900 123-45-67', phone_confirmed: true });
  });

  it('sets and deletes qualification answers by key', async () => {
    const { token } = await h.signUp();
    await h.ok(P.answers, { token, body: { answers: { phone: '+7 900 000-00-00', area: 'digital' } } });
    expect(await h.ok(P.answers, { token, body: { answers: { area: null, target: 'leads' } } })).toEqual({ answers: { phone: '+7 900 000-00-00', target: 'leads' } });
    expect((await h.ok(S.account, { token })).qualify.answers).toEqual({ phone: '+7 900 000-00-00', target: 'leads' });
  });

  it('any falsy answer (null, empty, false) deletes its key; keys not sent stay', async () => {
    const { token } = await h.signUp();
    await h.ok(P.answers, { token, body: { answers: { phone: '+7 900', name: 'Anna', target: 'leads', area: 'digital', site: 'x.ru' } } });
    const next = await h.ok(P.answers, { token, body: { answers: { phone: null, name: '', target: false, experience: 'pro' } } });
    expect(next).toEqual({ answers: { area: 'digital', site: 'x.ru', experience: 'pro' } });
    expect((await h.ok(S.account, { token })).qualify.answers).toEqual({ area: 'digital', site: 'x.ru', experience: 'pro' });
    // Deleting a key that is not there changes nothing; an empty change keeps everything.
    expect(await h.ok(P.answers, { token, body: { answers: { sitesCount: null } } })).toEqual(next);
    expect(await h.ok(P.answers, { token, body: { answers: {} } })).toEqual(next);
    // true is not an answer value.
    await h.fail(P.answers, 422, { token, body: { answers: { area: true } } });
  });

  it('concurrent answer calls with different keys keep both (changes apply in the database, not over a stale copy)', async () => {
    const { token } = await h.signUp();
    await Promise.all([
      h.ok(P.answers, { token, body: { answers: { phone: '+7 900' } } }),
      h.ok(P.answers, { token, body: { answers: { name: 'Anna' } } }),
      h.ok(P.answers, { token, body: { answers: { target: 'leads' } } }),
    ]);
    expect((await h.ok(S.account, { token })).qualify.answers).toEqual({ phone: '+7 900', name: 'Anna', target: 'leads' });
  });

  it('changes the email after the code mailed to the new address', async () => {
    const { token, password } = await h.signUp('old@example.com');
    await h.fail(P.changeEmail, 422, { token, body: { email: 'new@example.com', password: 'wrong-one' } });
    await h.ok(P.changeEmail, { token, body: { email: 'New@Example.com', password } });
    const code = await h.lastCode('new@example.com');
    await h.fail(P.confirmEmail, 400, { token, body: { code: code === '123456' ? '654321' : '123456' } });
    expect(await h.ok(P.confirmEmail, { token, body: { code } })).toMatchObject({ email: 'new@example.com', email_confirmed: true });
    await h.ok(S.login, { body: { email: 'new@example.com', password } });
    await h.fail(S.login, 400, { body: { email: 'old@example.com', password } });
  });

  it('refuses to change the email to one already taken', async () => {
    await h.signUp('taken@example.com');
    const { token, password } = await h.signUp();
    const err = await h.fail(P.changeEmail, 409, { token, body: { email: 'taken@example.com', password } });
    expect(err.code).toBe('user.exists');
  });

  it('changes and confirms the phone, and re-confirms the current phone', async () => {
    const { token, email } = await h.signUp();
    await h.fail(P.sendConfirmPhone, 400, { token });
    await h.ok(P.changePhone, { token, body: { phone: '+7 900 123-45-67' } });
    expect((await h.ok(P.get, { token })).phone).toBeNull();
    expect(await h.ok(P.confirmPhone, { token, body: { code: await h.lastCode(email) } })).toMatchObject({ phone: '+7 900 123-45-67', phone_confirmed: true });
    await h.ok(P.sendConfirmPhone, { token });
    expect(await h.ok(P.confirmCurrentPhone, { token, body: { code: await h.lastCode(email) } })).toMatchObject({ phone_confirmed: true });
  });

  it('changes the password after the code; other sessions end, this one stays', async () => {
    const { token, email, password } = await h.signUp();
    const other = (await h.ok(S.login, { body: { email, password } })).token;
    await h.fail(P.changePassword, 422, { token, body: { password: 'not-mine', new_password: 'another-1' } });
    await h.ok(P.changePassword, { token, body: { password, new_password: 'another-1' } });
    // Nothing changes before the code is confirmed.
    await h.ok(S.login, { body: { email, password } });
    await h.ok(P.confirmPassword, { token, body: { code: await h.lastCode(email) } });
    await h.fail(S.login, 400, { body: { email, password } });
    await h.ok(S.login, { body: { email, password: 'another-1' } });
    await h.fail(S.account, 401, { token: other });
    await h.ok(S.account, { token });
  });

  it('re-sends the email confirmation code', async () => {
    const { token, email } = await h.signUp();
    const first = await h.lastCode(email);
    await h.ok(P.sendConfirmEmail, { token });
    const second = await h.lastCode(email);
    expect(await h.mails(email)).toHaveLength(2);
    // Only the newest code is alive.
    if (first !== second) await h.fail(S.confirmEmail, 400, { query: { email, code: first } });
    await h.ok(S.confirmEmail, { query: { email, code: second } });
  });
});
