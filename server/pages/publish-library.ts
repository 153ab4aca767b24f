// The account's design system (designs, palettes, font presets of server/design/routes.ts) in the
// engine's Library shape, so published pages get their design classes, colours and fonts, and the
// page-load defaults (SPEC §4) pick the account's first design/palette/preset for new pages.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { designResources } from '../db/schema-design';
import { ensureDesignSeeded } from '../design/index';

export interface LibraryInput {
  designs: { id: number; title: string; parent_id: number | null; classes: unknown[] }[];
  palettes: { id: number; title: string; colors: unknown[]; childrenPalettes: unknown[] }[];
  fontPresets: { id: number; title: string; fonts: Record<string, unknown> }[];
}

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const record = (x: unknown): Record<string, unknown> => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : {});

/** Resources of the account, shared ones plus those scoped to this page (null: the shared ones only). */
export async function loadLibrary(db: Db, accountId: number, pageId: number | null): Promise<LibraryInput> {
  await ensureDesignSeeded(db, accountId);
  const rows = await db.select().from(designResources)
    .where(and(eq(designResources.accountId, accountId), isNull(designResources.deletedAt), pageId === null ? isNull(designResources.pageId) : or(isNull(designResources.pageId), eq(designResources.pageId, pageId))))
    .orderBy(asc(designResources.id));
  const lib: LibraryInput = { designs: [], palettes: [], fontPresets: [] };
  for (const r of rows) {
    if (r.kind === 'style') lib.designs.push({ id: r.id, title: r.title, parent_id: r.parentId, classes: list(r.data.classes) });
    else if (r.kind === 'palette') lib.palettes.push({ id: r.id, title: r.title, colors: list(r.data.colors), childrenPalettes: list(r.data.childrenPalettes) });
    else lib.fontPresets.push({ id: r.id, title: r.title, fonts: record(r.data.fonts) });
  }
  return lib;
}
