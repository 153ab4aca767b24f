// Mail goes into the outbox table first (so nothing is lost and /dev can show it); with SMTP_URL it
// is then sent through nodemailer and marked sent. Without SMTP the outbox is the delivery.
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail { to: string; subject: string; text: string; accountId?: number | null }

export interface Mailer {
  /** True when mail really leaves the server (the /dev outbox is off then). */
  readonly delivers: boolean;
  send(db: Db, mail: Mail): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; from: string; onError?: (err: unknown) => void }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    delivers: transport !== undefined,
    async send(db, mail) {
      const [row] = await db.insert(outbox)
        .values({ toEmail: mail.to, subject: mail.subject, text: mail.text, accountId: mail.accountId ?? null })
        .returning({ id: outbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(outbox).set({ sentAt: new Date(), attempts: 1 }).where(eq(outbox.id, row.id));
      } catch (err) {
        // The request still succeeds: the row stays unsent with the error, for a retry job.
        await db.update(outbox).set({ attempts: 1, lastError: String((err as Error).message ?? err) }).where(eq(outbox.id, row.id));
        opts.onError?.(err);
      }
    },
  };
}
