// The `mail.send` job: delivers one outbox row. SMTP servers refuse for minutes at a time
// (greylisting, outages), so retries are spread over hours before the mail is given up (dead).
import { registerJob } from '../jobs/registry';

registerJob('mail.send', async ({ outboxId }, { deps }) => deps.mailer.deliver(deps.db, outboxId), {
  maxAttempts: 12,
  backoff: { baseMs: 30_000, maxMs: 2 * 60 * 60_000 },
});
