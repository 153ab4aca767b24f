// Test fixtures for what follows a lead: a published page whose form names an «Email для заявок»,
// a lead stored with its lead.created event as the intake stores it (one transaction, outbox), and
// a webhook receiver on loopback that records what it gets and can fail its first answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '../../api/index';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { pickForm } from '../../engine/index';
import { pages } from '../db/schema-pages';
import { storeLead as storeIntakeLead } from '../leads/index';
import { publishedForms } from '../leads/index';
import type { Harness } from './harness';

export function formContent(opts: { email?: string; formName?: string } = {}) {
  const widgets: Record<string, unknown> = {
    1: { id: 1, type: 'widget-form', name: 'Form', cfg: { formName: opts.formName ?? 'Заявка', submitText: 'Спасибо!', email: opts.email ?? '' }, classes: [], style: {}, parentId: null, v: '0.1' },
    2: { id: 2, type: 'widget-input', name: 'Имя', cfg: { name: 'name', type: 'text', label: 'Имя' }, classes: [], style: {}, parentId: 1, v: '0.1' },
    3: { id: 3, type: 'widget-input', name: 'Email', cfg: { name: 'email', type: 'email', label: 'Email' }, classes: [], style: {}, parentId: 1, v: '0.1' },
  };
  const tree = [{ id: 1, type: 'widget-form', parentId: null, cd: [
    { id: 2, type: 'widget-input', cd: [], parentId: 1 }, { id: 3, type: 'widget-input', cd: [], parentId: 1 },
  ] }];
  return { version: '0.2', widgets, tree, fragments: {} };
}

/** Creates and publishes a page with one form; returns its id and account. */
export async function publishFormPage(h: Harness, token: string, opts: { email?: string; formName?: string; title?: string; projectId?: number } = {}) {
  const page = await h.ok(api.pages.create, { token, body: { title: opts.title ?? 'Лендинг', ...(opts.projectId !== undefined && { project_id: opts.projectId }) } });
  await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { data: formContent(opts), globals: {} } });
  const [row] = await h.database.db.select({ accountId: pages.accountId }).from(pages).where(eq(pages.id, page.id));
  return { pageId: page.id, accountId: row.accountId };
}

/**
 * Stores a lead and its lead.created event through the intake's own storeLead (one transaction,
 * the outbox), as a visitor's submission of the page's form `form` would.
 */
export async function storeLead(db: Db, lead: { accountId: number; pageId: number; form?: string; fields: Record<string, string> }): Promise<number> {
  const forms = (await publishedForms(db, lead.accountId, lead.pageId)) ?? { lang: 'ru' as const, forms: {} };
  const formName = lead.form ?? 'Заявка';
  const [page] = await db.select({ projectId: pages.projectId, uri: pages.uri }).from(pages).where(eq(pages.id, lead.pageId));
  const target = { id: lead.pageId, accountId: lead.accountId, projectId: page.projectId, uri: page.uri, forms };
  const id = await storeIntakeLead(db, target, pickForm(forms, undefined, formName), formName, lead.fields, { utm: { utm_source: 'test' }, referrer: null, key: null }, { ip: '127.0.0.1', userAgent: null });
  if (id === null) throw new Error('lead not stored');
  return id;
}

export interface Received { method: string; url: string; headers: Record<string, string>; body: string; answered: number }

/**
 * An HTTP receiver on 127.0.0.1: records every request; answers 500 to the first `failFirst`
 * requests of each webhook-id (of all requests without one), then 200.
 */
export async function startReceiver(opts: { failFirst?: number } = {}): Promise<{ url: string; received: Received[]; close(): Promise<void>; server: Server }> {
  const received: Received[] = [];
  const seen = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = String(req.headers['webhook-id'] ?? '');
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      const answered = n <= (opts.failFirst ?? 0) ? 500 : 200;
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8'), answered });
      res.writeHead(answered, { 'content-type': 'application/json' }).end(answered === 200 ? '{"ok":true}' : '{"error":"try later"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/leads`, received, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
