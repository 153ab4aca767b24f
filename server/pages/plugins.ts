// Plugins of an account: validation of the form fields per kind (SPEC §5 plugin messages), the
// API view, and the enabled plugins that apply to one page, in position order.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { PluginKind } from '../../api/routes/plugins';
import type { ErrorCode } from '../../api/errors';
import type { Db } from '../db/client';
import { pluginPages, plugins } from '../db/schema-pages';
import { validation } from '../platform/http/errors';
import { linkedPageIds } from './pages-access';
import { pluginRules, type PluginFields } from './plugins-snippets';

export type PluginRow = typeof plugins.$inferSelect;

export function pluginView(p: PluginRow, pages: number[]) {
  return {
    id: p.id, kind: p.kind as PluginKind, name: p.name, counter: p.counter, code: p.code, webvisor: p.webvisor, location: p.location,
    cdn: p.cdn, version: p.version, all_pages: p.allPages, enabled: p.enabled, position: p.position, pages, created: p.created.toISOString(),
  };
}

/** Throws 422 with per-field messages: 'Заполните поле' when empty, 'Заполните поле в указанном формате' when malformed. */
export function checkPluginFields(p: { kind: PluginKind; name: string; counter: string; code: string }): void {
  const fields: Record<string, ErrorCode> = {};
  if (p.name.trim() === '') fields.name = 'plugin.required';
  const rule = pluginRules[p.kind];
  const value = rule.field === 'counter' ? p.counter : p.code;
  if (value.trim() === '') fields[rule.field] = 'plugin.required';
  else if (rule.format && !rule.format.test(value)) fields[rule.field] = 'plugin.format';
  if (Object.keys(fields).length > 0) throw validation(fields);
}

export const pagesOf = (db: Db, pluginIds: number[]) => linkedPageIds(db, { table: pluginPages, owner: pluginPages.pluginId, page: pluginPages.pageId }, pluginIds);

/** Plugins that apply to the page (all-pages ones and linked ones); `enabledOnly` for publishing. */
export async function pluginsForPage(db: Db, accountId: number, pageId: number, enabledOnly: boolean): Promise<PluginRow[]> {
  const linked = db.select({ id: pluginPages.pluginId }).from(pluginPages).where(eq(pluginPages.pageId, pageId));
  return db.select().from(plugins)
    .where(and(eq(plugins.accountId, accountId), or(eq(plugins.allPages, true), inArray(plugins.id, linked)), enabledOnly ? eq(plugins.enabled, true) : undefined))
    .orderBy(asc(plugins.position), asc(plugins.id));
}

export const asFields = (p: PluginRow): PluginFields => ({
  kind: p.kind as PluginKind, counter: p.counter, code: p.code, webvisor: p.webvisor, location: p.location, cdn: p.cdn, version: p.version,
});
