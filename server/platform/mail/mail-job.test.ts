// Mail through the job queue against a real SMTP server on loopback (smtp-server) that refuses the
// first two deliveries with a temporary error: the request that sends mail does not wait for SMTP,
// the mail.send job retries with backoff, and the mail arrives once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import type { Config } from '../../config';
import { outbox } from '../../db/schema';
import { jobs } from '../../db/schema-jobs';
import { manualClock } from '../jobs/clock';

interface Received { to: string[]; data: string }

function startSmtp(refuseFirst: number) {
  const received: Received[] = [];
  let refused = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => { data += chunk.toString('utf8'); });
      stream.on('end', () => {
        if (refused < refuseFirst) {
          refused++;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  return { server, received };
}

describe.each(testDatabases)('mail.send job on $name', (tdb) => {
  const smtp = startSmtp(2);
  const config: Partial<Config> = {};
  const h = useHarness(tdb, config);

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    config.smtpUrl = `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('stores the mail with its job, retries a refusing SMTP server with backoff, delivers it once', async () => {
    const { email } = await h.signUp('mail.retry@example.com');
    const [mail] = await h.database.db.select().from(outbox);
    expect(mail).toMatchObject({ toEmail: email, sentAt: null, attempts: 0 });
    const [job] = await h.database.db.select().from(jobs);
    expect(job).toMatchObject({ kind: 'mail.send', state: 'queued', payload: { outboxId: mail.id }, dedupeKey: `mail.send:${mail.id}` });

    const clock = manualClock();
    const states: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      states.push(...(await h.drainJobs({ clock })).map((r) => r.state));
      const [row] = await h.database.db.select().from(outbox);
      if (i < 2) expect(row).toMatchObject({ sentAt: null, attempts: i + 1, lastError: expect.stringContaining('451') });
      // Not due again until the backoff has passed.
      expect(await h.drainJobs({ clock })).toEqual([]);
      clock.advance(2 * 60 * 60_000);
    }
    expect(states).toEqual(['queued', 'queued', 'done']);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual([email]);
    const [head, body] = smtp.received[0].data.split('\r\n\r\n');
    // nodemailer picks base64 or quoted-printable by the text (the confirmation mail has a long link).
    const decoded = /content-transfer-encoding: quoted-printable/i.test(head)
      ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, x: string) => String.fromCharCode(parseInt(x, 16))), 'latin1').toString('utf8')
      : Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(decoded.replace(/\r\n/g, '\n').replace(/\n+$/, '')).toBe(mail.text);
    const [sent] = await h.database.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(sent).toMatchObject({ attempts: 3, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // A second run of the job (its "done" lost in a crash) does not send the mail again.
    await h.app.deps.mailer.deliver(h.database.db, mail.id);
    expect(smtp.received).toHaveLength(1);
    smtp.received.length = 0;
  });
});
