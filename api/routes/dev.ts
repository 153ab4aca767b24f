// Routes for running on a laptop: the health probe, and the mail outbox for the /dev page (only with
// DEV_OUTBOX=1 on a developer's machine; otherwise mail without SMTP is printed in the server's terminal).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, isoDate } from '../schemas';

export const health = defineRoute({
  name: 'system.health', method: 'GET', path: '/health', auth: false,
  response: v.object({ ok: v.literal(true) }),
});

export const outbox = defineRoute({
  name: 'dev.outbox',
  method: 'GET',
  path: '/dev/outbox',
  auth: false,
  /**
   * 404 unless DEV_OUTBOX=1 (never in production or with SMTP_URL). A signed-in caller gets only
   * their own mail. Newest first, at most 100. `code`: the 6-digit code found in the text.
   */
  response: v.object({
    items: v.array(v.object({
      id,
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      code: v.nullable(v.string()),
      created: isoDate,
    })),
  }),
});

export const devRoutes = { health, outbox } as const;
