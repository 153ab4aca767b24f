// Copies the shipped default design system (server/content/design-defaults.ts) into an account the
// first time it touches its design resources. A marker row makes this happen exactly once per
// account — also when two instances race — and keeps deleted defaults deleted.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { designResources, designSeeds } from '../db/schema-design';
import { DEFAULT_DESIGN, DEFAULT_FONT_PRESETS, DEFAULT_PALETTES } from '../content/index';

export async function ensureDesignSeeded(db: Db, accountId: number): Promise<void> {
  const [seen] = await db.select({ id: designSeeds.accountId }).from(designSeeds).where(eq(designSeeds.accountId, accountId)).limit(1);
  if (seen) return;
  await db.transaction(async (tx) => {
    const [mark] = await tx.insert(designSeeds).values({ accountId }).onConflictDoNothing().returning();
    if (!mark) return;
    await tx.insert(designResources).values([
      { accountId, kind: 'style' as const, title: DEFAULT_DESIGN.title, data: { classes: DEFAULT_DESIGN.classes } },
      ...DEFAULT_PALETTES.map((p) => ({ accountId, kind: 'palette' as const, title: p.title, data: { colors: p.colors, childrenPalettes: p.childrenPalettes } })),
      ...DEFAULT_FONT_PRESETS.map((f) => ({ accountId, kind: 'font_preset' as const, title: f.title, data: { fonts: f.fonts } })),
    ]);
  });
}
