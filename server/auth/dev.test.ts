// On a default install nobody can read another person's mail (the recovery-code
// account takeover); the /dev outbox is an explicit developer opt-in; without SMTP, mail is
// delivered to the server's terminal by the console transport.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '../../api/index';
import { loadConfig } from '../config';
import { outbox } from '../db/schema';
import { createMailer } from '../platform/mail/mailer';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const S = api.session;

describe('DEV_OUTBOX is an opt-in', () => {
  it('is off by default (npm start), in production and with SMTP, on only with DEV_OUTBOX=1', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: '1', NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1', SMTP_URL: 'smtp://mail.example.com' }).devOutbox).toBe(false);
    // Without SMTP the console transport delivers.
    expect(loadConfig({}).mailToConsole).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com' }).mailToConsole).toBe(false);
  });
});

describe.each(testDatabases)('default install on $name', (db) => {
  const h = useHarness(db, loadConfigForTests({}));

  it('an attacker cannot read the victim\'s recovery code', async () => {
    const victim = await h.signUp('victim@example.com');
    await h.ok(S.forgot, { body: { email: victim.email } });
    // The code exists (the victim got it) …
    const code = await h.lastCode(victim.email);
    // … but the outbox is closed to anyone, with or without a token.
    expect((await h.fail(api.dev.outbox, 404)).code).toBe('not_found');
    const attacker = await h.signUp('attacker@example.com');
    await h.fail(api.dev.outbox, 404, { token: attacker.token });
    const page = await h.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(page.body).not.toContain(code);
  });
});

describe.each(testDatabases)('DEV_OUTBOX=1 on $name', (db) => {
  const h = useHarness(db, loadConfigForTests({ DEV_OUTBOX: '1' }));

  it('shows a signed-in person only their own mail', async () => {
    const anna = await h.signUp('anna@example.com');
    const boris = await h.signUp('boris@example.com');
    const mine = await h.ok(api.dev.outbox, { token: anna.token });
    expect(mine.items.map((m) => m.to)).toEqual(['anna@example.com']);
    expect(mine.items[0].code).toBe(await h.lastCode('anna@example.com'));
    const his = await h.ok(api.dev.outbox, { token: boris.token });
    expect(his.items.map((m) => m.to)).toEqual(['boris@example.com']);
    // Signed out (recovery on the developer's own machine), the opt-in shows the whole outbox.
    expect((await h.ok(api.dev.outbox)).items).toHaveLength(2);
  });
});

describe.each(testDatabases)('console transport on $name', (db) => {
  const h = useHarness(db);

  it('prints the mail (with its code) to the terminal and marks it sent', async () => {
    const printed: string[] = [];
    const mailer = createMailer({ from: 'no-reply@localhost', console: { write: (t: string) => printed.push(t) } });
    expect(mailer.delivers).toBe(false);
    await mailer.send(h.database.db, { to: 'reader@example.com', subject: 'Код', text: 'Код подтверждения email: 123456' });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('To: reader@example.com');
    expect(printed[0]).toContain('Код подтверждения email: 123456');
    const [row] = await h.database.db.select().from(outbox).where(eq(outbox.toEmail, 'reader@example.com'));
    expect(row.sentAt).not.toBeNull();
  });
});

/** The mail settings of loadConfig for `env`, on top of the quiet test defaults. */
function loadConfigForTests(env: NodeJS.ProcessEnv) {
  const c = loadConfig(env);
  return { devOutbox: c.devOutbox, smtpUrl: c.smtpUrl };
}
