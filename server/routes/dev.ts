// Handlers of api/routes/dev.ts: health probe and the /dev mail outbox.
import { desc, sql } from 'drizzle-orm';
import type { devRoutes } from '../../api/routes/dev';
import { outbox } from '../db/schema';
import type { Handlers } from '../http/context';
import { notFound } from '../http/errors';

export const devHandlers: Handlers<typeof devRoutes> = {
  async health(ctx) {
    await ctx.deps.db.execute(sql`SELECT 1`);
    return { ok: true } as const;
  },

  async outbox(ctx) {
    // Real mail is private: the outbox is only readable while the server delivers nothing.
    if (!ctx.deps.config.devOutbox || ctx.deps.mailer.delivers) throw notFound();
    const rows = await ctx.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
    return {
      items: rows.map((r) => ({
        id: r.id, to: r.toEmail, subject: r.subject, text: r.text,
        code: /(?:^|\D)(\d{6})(?:\D|$)/.exec(r.text)?.[1] ?? null, created: r.created.toISOString(),
      })),
    };
  },
};
