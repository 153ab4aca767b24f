// The published page a submission is for, with its forms' rules. Only a published page that is
// neither stopped nor in the trash takes leads, on a host that serves it (a test subdomain serves
// its project's domain-less pages too: server/pages/publishing/test-site.ts). Looked up once per page and instance and then kept
// like the serving cache keeps artefacts: until this instance publishes or changes anything (the
// process-wide generation of cache.ts), and at most a second for changes made by other instances.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { formsOf, importContent, type PageForms, type PageLang } from '../../engine/index';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { pageArtefacts, pages } from '../db/schema-pages';
import { readContent } from '../pages/index';
import { currentGeneration, siteKey } from '../pages/index';
import type { Site } from '../pages/index';
import { servedWhere } from '../pages/index';

export interface LeadTarget {
  id: number;
  accountId: number;
  projectId: number | null;
  uri: string;
  forms: PageForms;
  /** The account's country: where a phone typed without its country code is from (Russia when unset). */
  country?: string | null;
}

const TTL_MS = 1000;
const MAX_ENTRIES = 5000;

/** Forms of an artefact published before the forms were stored with it (in the page's language): derived once, then kept. */
async function backfillForms(db: Db, artefactId: number, lang: PageLang): Promise<PageForms> {
  const [a] = await db.select({ content: pageArtefacts.content, codec: pageArtefacts.codec, globals: pageArtefacts.globals })
    .from(pageArtefacts).where(eq(pageArtefacts.id, artefactId)).limit(1);
  let forms: PageForms = { lang, forms: {} };
  try {
    const { data, globals } = await readContent(a);
    forms = formsOf(importContent({ ...data, globals }, { defaults: false }), lang);
  } catch {
    // Content that no longer imports still takes leads, without field rules.
  }
  await db.update(pageArtefacts).set({ forms }).where(and(eq(pageArtefacts.id, artefactId), isNull(pageArtefacts.forms)));
  return forms;
}

export function createLeadTargets(db: Db) {
  const cache = new Map<string, { target: LeadTarget | null; generation: number; until: number }>();
  return async function find(site: Site, by: { pageId: number } | { uri: string }): Promise<LeadTarget | null> {
    const key = `${siteKey(site, '')}|${'pageId' in by ? `#${by.pageId}` : by.uri}`;
    const hit = cache.get(key);
    if (hit && hit.generation === currentGeneration() && hit.until > Date.now()) return hit.target;
    const readAt = currentGeneration();
    const [row] = await db.select({
      id: pages.id, accountId: pages.accountId, projectId: pages.projectId, uri: pages.uri, artefactId: pages.artefactId, forms: pageArtefacts.forms,
      lang: pages.lang, country: accounts.country,
    }).from(pages).innerJoin(pageArtefacts, eq(pageArtefacts.id, pages.artefactId)).innerJoin(accounts, eq(accounts.id, pages.accountId))
      .where(and(await servedWhere(db, site), 'pageId' in by ? eq(pages.id, by.pageId) : eq(pages.uri, by.uri), eq(pages.status, 'published'), isNull(pages.deletedAt)))
      // By address on a test subdomain: its own page before a sibling of its project, as serving picks.
      .orderBy(sql`${pages.code} = ${site.kind === 'code' ? site.code : ''} DESC`, asc(pages.id))
      .limit(1);
    const target = row
      ? { id: row.id, accountId: row.accountId, projectId: row.projectId, uri: row.uri, country: row.country, forms: row.forms ?? (await backfillForms(db, row.artefactId as number, row.lang)) }
      : null;
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, { target, generation: readAt, until: Date.now() + TTL_MS });
    return target;
  };
}

export type LeadTargets = ReturnType<typeof createLeadTargets>;
