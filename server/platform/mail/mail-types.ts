// What a mail is and what sends one: the shapes alone, so the request context (platform/http/context.ts) can
// name the mailer without importing the mailer, which enqueues jobs, whose registry names the context.
import type { Db } from '../../db/client';

export interface Mail { to: string; subject: string; text: string; accountId?: number | null }

export interface Mailer {
  /** True when mail really leaves the server through SMTP (the /dev outbox is off then). */
  readonly delivers: boolean;
  /** Stores the mail and, with a transport, its delivery job — in `db`'s transaction when it is one. */
  send(db: Db, mail: Mail): Promise<void>;
  /** Delivers one stored mail (the `mail.send` job); a mail already sent is not sent again. Throws on failure. */
  deliver(db: Db, outboxId: number): Promise<void>;
}
