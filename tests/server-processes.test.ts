// Several server processes on one PostgreSQL (SERVER_PROCESSES): what one process does acts
// at once in the others — a logout ends the session everywhere, a stopped page stops being served
// everywhere, a renamed page shows in every process's (cached) pages list, a login limit counts
// the tries of every process, every job runs once — and a cluster started with SERVER_PROCESSES=2
// replaces a killed worker and flushes its statistics buffer when it is stopped. Real
// `server/main.ts` processes on ephemeral ports.
// PostgreSQL only (TEST_DATABASE_URL; vite.config.ts leaves this file out without it): the embedded
// database is one process's, which the last test shows.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/client';
import { freshPostgres, leadBody, postLead, seedLeadPage, startServer, type ServerProcess } from '../server/testing/lead-load';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('server-processes needs TEST_DATABASE_URL (a PostgreSQL server)');

const CODE = 'multi';
const HOST = `${CODE}.localhost`;
const PASSWORD = 'Load-test-1';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

interface Answer { status: number; body: string }

function call(port: number, method: string, url: string, opts: { token?: string; body?: unknown; host?: string; ip?: string } = {}): Promise<Answer> {
  // A connection handed to a worker that was just killed is never answered: give up on it.
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port, method, path: url, timeout: 10_000,
      headers: {
        'user-agent': BROWSER,
        ...(opts.host ? { host: opts.host } : {}),
        // TRUST_PROXY=1: the address the limits count is the one a proxy would have seen.
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
        ...(opts.token ? { 'x-token': opts.token } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
      },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('no answer')));
    req.end(body);
  });
}

async function until<T>(what: string, fn: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The pids of a process's children (a cluster primary's workers). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Every established TCP connection on this machine (/proc/net/tcp*): its ports and socket inode. */
function establishedSockets(): { localPort: number; remotePort: number; inode: string }[] {
  const rows: { localPort: number; remotePort: number; inode: string }[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[3] === '01') rows.push({ localPort: parseInt(f[1].split(':')[1], 16), remotePort: parseInt(f[2].split(':')[1], 16), inode: f[9] });
    }
  }
  return rows;
}

/** The clients' ports of the established connections to `port` that process `pid` holds open. */
function clientPortsHeld(pid: number, port: number): Set<number> {
  const byInode = new Map(establishedSockets().filter((s) => s.localPort === port).map((s) => [s.inode, s.remotePort]));
  const held = new Set<number>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target: string;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue; // closed meanwhile
    }
    const client = byInode.get(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '');
    if (client !== undefined) held.add(client);
  }
  return held;
}

const connectionsHeld = (pid: number, port: number): number => clientPortsHeld(pid, port).size;

/** Opens a keep-alive connection and waits for the answer to one request on it; the socket stays open. */
function openAnswered(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    let head = '';
    socket.setEncoding('latin1');
    socket.on('error', reject);
    socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'));
    socket.on('data', (chunk: string) => {
      head += chunk;
      if (!head.includes('\r\n\r\n')) return;
      socket.setTimeout(0);
      resolve(socket);
    });
  });
}

describe('several server processes on one PostgreSQL', () => {
  let database: Database;
  let url: string;
  let seeded: { pageId: number; accountId: number; token: string; email: string };
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const fresh = await freshPostgres(baseUrl as string, 'server_processes');
    database = fresh.database;
    url = fresh.url;
    const page = await seedLeadPage(database, CODE);
    const [{ email }] = await database.withConnection((c) => c.query<{ email: string }>('SELECT u.email FROM users u WHERE u.account_id = $1', [page.accountId]));
    seeded = { ...page, email };
    const env = { DATABASE_URL: url, TRUST_PROXY: '1', RATE_LIMIT_MAX: '5', LEAD_LIMIT_MAX: '1000000', JOB_POLL_MS: '200' };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    servers.push(a, b);
  }, 180_000);

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await database?.close();
  });

  const login = async (port: number, ip: string): Promise<string> => {
    const res = await call(port, 'POST', '/api/session/login', { ip, body: { email: seeded.email, password: PASSWORD } });
    expect(res.status, res.body).toBe(200);
    return (JSON.parse(res.body) as { data: { token: string } }).data.token;
  };

  it('ends a session in every process as soon as one process answers its logout', async () => {
    for (let round = 0; round < 10; round++) {
      const token = await login(a.port, `10.1.0.${round + 1}`);
      // Both processes have the caller cached (a second call within the cache's second is a hit).
      for (const s of [b, a, b]) expect((await call(s.port, 'GET', '/api/profile/current', { token })).status).toBe(200);
      const [from, other] = round % 2 === 0 ? [a, b] : [b, a];
      expect((await call(from.port, 'POST', '/api/session/logout', { token })).status).toBe(200);
      expect((await call(other.port, 'GET', '/api/profile/current', { token })).status).toBe(401);
    }
  });

  it('stops serving a stopped page in every process at once, and serves it again once republished', async () => {
    const page = `/api/pages/${seeded.pageId}`;
    for (let round = 0; round < 3; round++) {
      // Cached in both processes.
      for (const s of [a, b, a, b]) expect((await call(s.port, 'GET', '/', { host: HOST })).status).toBe(200);
      expect((await call(a.port, 'POST', `${page}/stop`, { token: seeded.token })).status).toBe(200);
      expect((await call(b.port, 'GET', '/', { host: HOST })).status).toBe(404);
      expect((await call(a.port, 'GET', '/', { host: HOST })).status).toBe(404);
      expect((await call(b.port, 'POST', `${page}/publish`, { token: seeded.token, body: {} })).status).toBe(200);
      expect((await call(a.port, 'GET', '/', { host: HOST })).status).toBe(200);
    }
  });

  it('answers a page renamed through one process in the next pages list of the other, both lists cached', async () => {
    const list = async (port: number) => {
      const res = await call(port, 'GET', '/api/pages?limit=10', { token: seeded.token });
      expect(res.status, res.body).toBe(200);
      return (JSON.parse(res.body) as { data: { items: { id: number; name: string }[] } }).data.items.find((p) => p.id === seeded.pageId)?.name;
    };
    for (let round = 0; round < 4; round++) {
      // Cached in both processes (a second call is a hit of the list cache).
      for (const s of [a, b, a, b]) await list(s.port);
      const [from, other] = round % 2 === 0 ? [a, b] : [b, a];
      const name = `Переименована ${round}`;
      expect((await call(from.port, 'PATCH', `/api/pages/${seeded.pageId}`, { token: seeded.token, body: { name } })).status).toBe(200);
      expect(await list(other.port)).toBe(name);
    }
  });

  it('counts the login tries of one address in every process against one limit', async () => {
    const wrong = { email: 'nobody-here@example.com', password: 'Wrong-password-1' };
    const statuses: number[] = [];
    // RATE_LIMIT_MAX=5 per address and route: five tries pass (wrong login), the sixth is refused,
    // although no single process has seen more than three.
    for (let i = 0; i < 6; i++) statuses.push((await call(i % 2 === 0 ? a.port : b.port, 'POST', '/api/session/login', { ip: '10.2.0.1', body: wrong })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await call(a.port, 'POST', '/api/session/login', { ip: '10.2.0.1', body: wrong })).status).toBe(429);
    // Another address has its own window.
    expect((await call(b.port, 'POST', '/api/session/login', { ip: '10.2.0.2', body: wrong })).status).toBe(400);
  });

  it('runs every job once although both processes claim from the one queue', async () => {
    const LEADS = 40;
    await Promise.all(Array.from({ length: LEADS }, async (_, i) => {
      expect(await postLead(i % 2 === 0 ? a.port : b.port, { host: HOST, body: leadBody(seeded.pageId, i).body })).toBe(200);
    }));
    // (stats.lead is left out: it waits, retrying, for the visit of its lead, and these leads have none;
    // the account has no integration and the page no forwarder, so the fan-out enqueues neither job.)
    const kinds = ['events.fanout', 'lead.notify', 'cdp.person.fromLead'];
    const done = await until('every job of the leads done', async () => {
      const rows = await database.withConnection((c) => c.query<{ kind: string; state: string; attempts: number; locked_by: string | null }>(
        'SELECT kind, state, attempts, locked_by FROM jobs WHERE kind = ANY($1)', [kinds]));
      return rows.length === LEADS * kinds.length && rows.every((r) => r.state === 'done') && rows;
    });
    // Claimed once each (a second claim would count a second attempt), by both processes.
    expect(done.filter((r) => r.attempts !== 1)).toEqual([]);
    const idle = await database.withConnection((c) => c.query("SELECT id FROM jobs WHERE kind IN ('integrations.lead', 'lead.forward')"));
    expect(idle).toEqual([]);
    const pids = new Set(done.map((r) => (r.locked_by ?? '').split(':')[0]));
    expect([...pids].sort()).toEqual([String(a.child.pid), String(b.child.pid)].sort());
  });
});

describe('SERVER_PROCESSES', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;

  it('refuses more than one process on the embedded database, with the reason', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'server-processes-'));
    const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'server/main.ts')], {
      cwd, env: { ...process.env, SERVER_PROCESSES: '2', DATABASE_URL: '', PORT: '0', DATA_DIR: path.join(cwd, 'data') }, stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('SERVER_PROCESSES=2 needs DATABASE_URL');
  });

  it('splits connections opened at once evenly between the workers, by how many each holds', async () => {
    const fresh = await freshPostgres(baseUrl as string, 'server_balance');
    let primary: ServerProcess | undefined;
    const sockets: Socket[] = [];
    try {
      primary = await startServer({ DATABASE_URL: fresh.url, SERVER_PROCESSES: '2' });
      const pid = primary.child.pid as number;
      const port = primary.port;
      // Both workers ready (each answers once it has said so to the primary; the second may start
      // much later than the first on a loaded machine).
      const workers = await until('two workers', async () => childrenOf(pid).length === 2 && childrenOf(pid));
      await until('both workers serving', async () => {
        const probe = await Promise.all(Array.from({ length: 4 }, () => openAnswered(port)));
        const held = workers.map((w) => connectionsHeld(w, port));
        for (const s of probe) s.destroy();
        return held.every((n) => n > 0);
      }, 120_000);
      await until('the probes closed', async () => workers.every((w) => connectionsHeld(w, port) === 0));
      // Two rounds of 16 connections opened at once, as wrk opens them; each answered, all kept open.
      for (let round = 0; round < 2; round++) {
        sockets.push(...await Promise.all(Array.from({ length: 16 }, () => openAnswered(port))));
        const expected = 8 * (round + 1);
        // Each socket file is the worker's (the primary hands its own copy over and closes it).
        expect(workers.map((w) => connectionsHeld(w, port))).toEqual([expected, expected]);
        expect(connectionsHeld(pid, port)).toBe(0);
      }
      // Every connection of the first worker closes: the next 16 all go to it, as it holds the fewest
      // (handing them out in turn would leave it 8 against 16).
      const first = clientPortsHeld(workers[0], port);
      for (const s of sockets) if (first.has(s.localPort as number)) s.destroy();
      await until('the closes seen', async () => connectionsHeld(workers[0], port) === 0);
      sockets.push(...await Promise.all(Array.from({ length: 16 }, () => openAnswered(port))));
      expect(workers.map((w) => connectionsHeld(w, port))).toEqual([16, 16]);
    } finally {
      for (const s of sockets) s.destroy();
      primary?.child.kill('SIGKILL');
      await primary?.exited;
      await fresh.database.close();
    }
  }, 300_000);

  it('runs two processes on one port, replaces a killed one, and flushes buffered visits on shutdown', async () => {
    const fresh = await freshPostgres(baseUrl as string, 'server_cluster');
    let primary: ServerProcess | undefined;
    try {
      const { pageId } = await seedLeadPage(fresh.database, CODE);
      // Visits are appended only on shutdown (the timer would take ten minutes).
      primary = await startServer({ DATABASE_URL: fresh.url, SERVER_PROCESSES: '2', STATS_FLUSH_MS: '600000' });
      const pid = primary.child.pid as number;
      const port = primary.port;
      const workers = await until('two workers', async () => childrenOf(pid).length === 2 && childrenOf(pid));

      // A worker killed outright: a new one takes its place (a connection the dead worker held is
      // lost with it, as with any crash), and then every request is answered again.
      process.kill(workers[0], 'SIGKILL');
      const replaced = await until('a replacement worker', async () => {
        const now = childrenOf(pid);
        return now.length === 2 && !now.includes(workers[0]) && now;
      });
      expect(replaced).toContain(workers[1]);
      // (The other one may still have been starting: the port answers again once one listens.)
      await until('an answer again', async () => (await call(port, 'GET', '/api/health')).status === 200, 120_000);
      for (let i = 0; i < 20; i++) expect((await call(port, 'GET', '/api/health')).status).toBe(200);
      const VISITS = 30;
      for (let i = 0; i < VISITS; i++) expect((await call(port, 'GET', '/', { host: HOST })).status).toBe(200);
      const counted = async () => (await fresh.database.withConnection((c) => c.query<{ n: number }>(
        'SELECT coalesce(sum(hits), 0)::int AS n FROM stat_hits WHERE page_id = $1 AND kind = 1', [pageId])))[0].n;
      expect(await counted()).toBe(0);
      primary.child.kill('SIGTERM');
      await primary.exited;
      expect(primary.child.exitCode).toBe(0);
      expect(childrenOf(pid)).toEqual([]);
      expect(await counted()).toBe(VISITS);
    } finally {
      primary?.child.kill('SIGKILL');
      await fresh.database.close();
    }
  }, 300_000);
});
