// Mail goes into the outbox table first (so nothing is lost). With a transport (SMTP_URL) the same
// transaction enqueues a `mail.send` job; the job worker delivers it, marks the row sent, and
// retries a failing SMTP with backoff (platform/mail/mail-job.ts). Without one, the console transport
// prints the mail to the server's terminal, so `npm start` on a laptop still gets its codes. It
// writes to stdout directly, never through the pino logger: log lines are shipped and kept, and must
// never carry a code (server/platform/http/logging.ts redacts them anyway).
import nodemailer from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { enqueue } from '../jobs/queue';
import type { Mail, Mailer } from './mail-types';

export type { Mail, Mailer } from './mail-types';


/** What delivers a mail (nodemailer's transport has this shape). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** Where the console transport prints; a stream so tests can read what a person would see. */
export interface ConsoleOut { write(text: string): unknown }

/** The mail as a person reads it in the terminal: a framed block with the recipient and the text. */
export function formatConsoleMail(from: string, mail: Mail): string {
  const rule = '─'.repeat(64);
  return `${rule}\nmail (console transport: set SMTP_URL to send real mail)\nFrom: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${rule}\n`;
}


export function createMailer(opts: { smtpUrl?: string; transport?: MailTransport; from: string; console?: ConsoleOut }): Mailer {
  const transport: MailTransport | undefined = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined);
  return {
    delivers: transport !== undefined,
    async send(db, mail) {
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(outbox)
          .values({ toEmail: mail.to, subject: mail.subject, text: mail.text, accountId: mail.accountId ?? null })
          .returning({ id: outbox.id });
        if (transport) await enqueue(tx, { kind: 'mail.send', payload: { outboxId: row.id }, accountId: mail.accountId ?? null, dedupeKey: `mail.send:${row.id}` });
        else if (opts.console) {
          // Printing cannot fail or be retried: delivered at once.
          opts.console.write(formatConsoleMail(opts.from, mail));
          await tx.update(outbox).set({ sentAt: new Date(), attempts: 1 }).where(eq(outbox.id, row.id));
        }
      });
    },
    async deliver(db, outboxId) {
      if (!transport) return;
      const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      // Gone with its account, or sent by an earlier run of this job whose "done" was lost.
      if (!row || row.sentAt) return;
      try {
        await transport.sendMail({ from: opts.from, to: row.toEmail, subject: row.subject, text: row.text });
      } catch (err) {
        await db.update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, lastError: String((err as Error).message ?? err).slice(0, 2000) })
          .where(eq(outbox.id, outboxId));
        throw err;
      }
      await db.update(outbox).set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null }).where(eq(outbox.id, outboxId));
    },
  };
}
