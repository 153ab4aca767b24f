// Handlers of api/routes/dev.ts: health probe and the /dev mail outbox.
import { desc, eq } from 'drizzle-orm';
import type { devRoutes } from '../../api/routes/dev';
import { outbox } from '../db/schema';
import type { Handlers } from '../platform/http/context';
import { notFound } from '../platform/http/errors';

export const devHandlers: Handlers<typeof devRoutes> = {
  // Alive: answers while the process runs, whatever the database does (GET /api/ready asks that),
  // so a supervisor never restarts a process for a database outage.
  async health() {
    return { ok: true } as const;
  },

  async outbox(ctx) {
    // Mail carries recovery codes: the outbox exists only on a developer's explicit DEV_OUTBOX=1
    // (never in production, never while SMTP delivers real mail).
    if (!ctx.deps.config.devOutbox || ctx.deps.mailer.delivers) throw notFound();
    // Signed in, a person sees only the mail sent to them.
    const mine = ctx.auth ? eq(outbox.toEmail, ctx.auth.user.email) : undefined;
    const rows = await ctx.deps.db.select().from(outbox).where(mine).orderBy(desc(outbox.id)).limit(100);
    return {
      items: rows.map((r) => ({
        id: r.id, to: r.toEmail, subject: r.subject, text: r.text,
        code: /(?:^|\D)(\d{6})(?:\D|$)/.exec(r.text)?.[1] ?? null, created: r.created.toISOString(),
      })),
    };
  },
};
