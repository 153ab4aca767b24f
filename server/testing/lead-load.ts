// Load against real server processes, shared by the intake reliability test (tests/) and the
// leads benchmark (bench/): a published page with a form seeded through the real API, the server
// started as its own process (`server/main.ts`, as `npm start` runs it) and killed at will, and a
// visitor that posts a lead and retries it under the same idempotency key until it is answered.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { api } from '../../api/index';
import { buildPath, type RouteSpec } from '../../api/define';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { migrate } from '../db/migrate';

const root = fileURLToPath(new URL('../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A fresh, migrated PostgreSQL database named after the base URL's (dropped first if it exists). */
export async function freshPostgres(baseUrl: string, suffix: string): Promise<{ url: string; database: Database }> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'app_test'}_${suffix}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  await migrate(database);
  return { url: url.toString(), database };
}

/** The form every seeded page carries: a required name and a required phone; `form` adds to the form's settings. */
export function leadFormContent(form: Record<string, unknown> = {}) {
  const input = (id: number, cfg: Record<string, unknown>) => ({ id, type: 'widget-input', name: `Input ${id}`, cfg, classes: [], style: {}, parentId: 1, v: '0.1' });
  return {
    version: '0.2',
    widgets: {
      1: { id: 1, type: 'widget-form', name: 'Form', cfg: { formName: 'Заявка', submitText: 'Спасибо!', ...form }, classes: [], style: {}, parentId: null, v: '0.1' },
      2: input(2, { inputType: 'text', name: 'name', label: 'Имя', required: true }),
      3: input(3, { inputType: 'phone', name: 'phone', label: 'Телефон', required: true }),
    },
    tree: [{ id: 1, type: 'widget-form', cd: [2, 3].map((id) => ({ id, type: 'widget-input', cd: [], parentId: 1 })), parentId: null }],
    fragments: {},
  };
}

/**
 * Signs up an owner and publishes a page with a form at {code}.localhost, through the real API;
 * `notify` makes every lead of the form a notification mail to that address.
 */
export async function seedLeadPage(database: Database, code: string, notify?: string): Promise<{ pageId: number; accountId: number; token: string }> {
  const app = await buildApp({ db: database.db, config: testConfig() });
  const call = async <R extends RouteSpec>(route: R, opts: { token?: string; params?: Record<string, number>; body?: unknown } = {}) => {
    const res = await app.inject({
      method: route.method, url: `/api${buildPath(route.path, opts.params)}`,
      headers: opts.token ? { 'x-token': opts.token } : {}, ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
    if (res.statusCode !== 200) throw new Error(`${route.name}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: Record<string, unknown> }).data;
  };
  try {
    const email = `${code}-${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await call(api.session.register, { body: { email, password: 'Load-test-1', name: 'Owner', agreements: { offer: true, personal_data: true } } }) as { token: string };
    const page = await call(api.pages.create, { token, body: { title: 'Load test' } }) as { id: number };
    await call(api.pages.publish, { token, params: { pageId: page.id }, body: { code, data: leadFormContent(notify ? { email: notify } : {}), globals: {} } });
    const me = await database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM pages WHERE id = $1', [page.id]));
    return { pageId: page.id, accountId: Number(me[0].account_id), token };
  } finally {
    await app.close();
  }
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Resolves once the process has exited (after kill or by itself). */
  exited: Promise<void>;
}

/**
 * `server/main.ts` in its own process on a free port. It runs from an empty directory, so it never
 * builds or serves the UI (only the API and published pages are needed).
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const cwd = mkdtempSync(path.join(tmpdir(), 'lead-server-'));
  const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'server/main.ts')], {
    cwd,
    env: { ...process.env, PORT: String(p), HOST: '127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: path.join(cwd, 'data'), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-4000); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (await healthy(p)) return { port: p, child, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

export interface LeadPost { host: string; body: string }

/** One POST of a lead; resolves with the status, or rejects on a network failure. */
export function postLead(port: number, lead: LeadPost, agent?: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port, path: '/__lead', method: 'POST', agent, timeout: 10_000,
      headers: { host: lead.host, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'content-length': Buffer.byteLength(lead.body) },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(lead.body);
  });
}

/** A visitor's submission with its own idempotency key (what the page script sends). */
export function leadBody(pageId: number, i: number, key = randomUUID()): { key: string; body: string } {
  const body = new URLSearchParams({ page_id: String(pageId), form_id: '1', name: `Клиент ${i}`, phone: `+7 900 ${String(1_000_000 + i).slice(-7)}`, __key: key, __ref: '', __utm_source: 'load' }).toString();
  return { key, body };
}

/**
 * Posts until the server answers 200, retrying network failures and 5xx under the same key with
 * a capped exponential backoff (as the page script does). Any other answer is an error.
 */
export async function postUntilAcknowledged(port: () => number, lead: LeadPost, agent?: Agent): Promise<{ attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const status = await postLead(port(), lead, agent);
      if (status === 200) return { attempts: attempt };
      if (status < 500) throw new Error(`lead refused with ${status}`);
    } catch (err) {
      if ((err as Error).message.startsWith('lead refused')) throw err;
    }
    if (attempt > 200) throw new Error('lead never acknowledged');
    await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** Math.min(attempt, 6)) * (0.75 + Math.random() / 2)));
  }
}
