/**
 * The app bench's account: 5,000 pages and sixteen 1,000-widget pages, seeded in-process
 * through the API (the big pages) and SQL (the rest) before the servers start.
 */
import { buildPath, type RouteSpec } from '../../api/define';
import { api } from '../../api/index';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { blankData, storedContent } from '../../server/pages/pages-content';
import { bigPage } from './editor-page';

export const PAGES = 5000;
const EDITED = 16;

export interface Seeded { token: string; pageIds: number[]; bigId: number }

export async function seed(database: Database): Promise<Seeded> {
  const app = await buildApp({ db: database.db, config: testConfig() });
  const call = async <R extends RouteSpec>(route: R, opts: { token?: string; params?: Record<string, number>; body?: unknown } = {}) => {
    const res = await app.inject({
      method: route.method, url: `/api${buildPath(route.path, opts.params)}`,
      headers: opts.token ? { 'x-token': opts.token } : {}, ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
    if (res.statusCode !== 200) throw new Error(`${route.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return (res.json() as { data: Record<string, unknown> }).data;
  };
  try {
    const { token } = await call(api.session.register, {
      body: { email: `owner-${Date.now()}@example.com`, password: 'Quartz-Lagoon-7', name: 'Bench', agreements: { offer: true, personal_data: true } },
    }) as { token: string };
    const me = await call(api.profile.get, { token }) as { id: number };
    const [{ account_id: accountId }] = await database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM users WHERE id = $1', [me.id]));
    // Pro: no page limit, so the account can hold 5,000 pages.
    await database.withConnection((c) => c.query(`UPDATE accounts SET tarif = 'pro' WHERE id = $1`, [accountId]));
    const content = bigPage();
    const pageIds: number[] = [];
    for (let i = 0; i < EDITED; i++) {
      const page = await call(api.pages.create, { token, body: { title: `Большая страница ${i + 1}`, name: `Большая ${i + 1}` } }) as { id: number };
      const { revision } = await call(api.pages.content, { token, params: { pageId: page.id } }) as { revision: number };
      await call(api.pages.draft, { token, params: { pageId: page.id }, body: { revision, data: { version: '0.2', widgets: content.widgets, tree: content.tree, fragments: {} } } });
      pageIds.push(page.id);
    }
    const [{ project_id: projectId }] = await database.withConnection((c) => c.query<{ project_id: string | null }>('SELECT project_id FROM pages WHERE id = $1', [pageIds[0]]));
    // Contents are stored compressed (pages/pages-content.ts): the blank page's bytes, once.
    const blank = await storedContent({ globals: {}, data: blankData() });
    await database.withConnection(async (c) => {
      await c.query(`
        INSERT INTO pages (account_id, project_id, name, title, description, code, uri, status, updated, created)
        SELECT $1::bigint, $2::bigint, 'Лендинг ' || g, 'Лендинг ' || g || ' — весенняя акция', 'Описание ' || g, 'bench' || g || 'x' || $1::bigint, 'p' || g,
          (ARRAY['unpublished', 'published', 'stoped'])[1 + g % 3], now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
        FROM generate_series(1, ${PAGES}) g`, [accountId, projectId]);
      await c.query(`
        INSERT INTO page_contents (page_id, account_id, content, codec, globals)
        SELECT id, account_id, $2::bytea, $3, '{}'::jsonb FROM pages
        WHERE account_id = $1 AND NOT EXISTS (SELECT 1 FROM page_contents pc WHERE pc.page_id = pages.id)`, [accountId, blank.content, blank.codec]);
      // The state autovacuum keeps a live table in: statistics and a visibility map (counts from the index).
      await c.exec('VACUUM ANALYZE');
    });
    return { token, pageIds, bigId: pageIds[0] };
  } finally {
    await app.close();
  }
}

