/**
 * Large pages: a 10,050-widget page in the editor's format (2.8 MB of JSON, built with
 * bench/lib/engine-pages.ts) is saved as a draft and published through the app's HTTP routes
 * (app.inject: JSON parsing, validation, the engine's import check, rendering, compression and the
 * database), on PGlite in a data directory and on PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set. Targets: draft save < 1 s, publish < 2 s. Also reported: opening the
 * page (GET content) and the bytes the database keeps per stored copy. Writes bench/results/content.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildPath, type RouteSpec } from '../api/define';
import { api } from '../api/index';
import { exportContent, importContent } from '../engine/index';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { resetDatabase } from '../server/testing/db';
import { countWidgets, legacyPage, SHAPE_10K } from './lib/engine-pages';
import { median, nowMs, printTable, round, writeResults, type Row } from './lib/measure';

const RUNS = 7;
const TARGETS = { draftMs: 1000, publishMs: 2000 };

type Content = { globals: Record<string, unknown>; version: string; widgets: Record<string, Record<string, unknown>>; tree: unknown[] };

/** The benchmark page in the editor's format; `n` changes one text so every save differs. */
function pageContent(n: number, base: Content): { data: Omit<Content, 'globals'>; globals: Record<string, unknown> } {
  const { globals, ...data } = base;
  const widgets = { ...data.widgets };
  const id = Object.keys(widgets).find((k) => widgets[k].type === 'widget-text') ?? Object.keys(widgets)[0];
  widgets[id] = { ...widgets[id], cfg: { ...(widgets[id].cfg as object), text: `Edited ${n}` } };
  return { data: { ...data, widgets }, globals };
}

async function call<T>(app: FastifyInstance, route: RouteSpec, opts: { token?: string; params?: Record<string, number>; payload?: string | object } = {}): Promise<T> {
  const res = await app.inject({
    method: route.method,
    url: `/api${buildPath(route.path, opts.params)}`,
    headers: { ...(opts.token ? { 'x-token': opts.token } : {}), 'content-type': 'application/json' },
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${route.name} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
  return (res.json() as { data: T }).data;
}

/**
 * Median and worst wall time of `RUNS` calls after one untimed warm-up, and the median CPU time
 * this process spent on each (its threads included, so PGlite's work and compression count; a
 * PostgreSQL server's own CPU does not). On a shared machine the wall time follows the load, the
 * CPU time much less.
 */
async function timed(fn: (i: number) => Promise<void>): Promise<{ median: number; max: number; cpu: number }> {
  await fn(0);
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const start = nowMs();
    const cpuStart = process.cpuUsage();
    await fn(i);
    const used = process.cpuUsage(cpuStart);
    samples.push(nowMs() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { median: median(samples), max: Math.max(...samples), cpu: median(cpu) };
}

async function storedBytes(database: Database): Promise<Record<string, number>> {
  return database.withConnection(async (conn) => {
    const one = async (q: string) => Number((await conn.query<{ n: string | number | null }>(q))[0]?.n ?? 0);
    return {
      draftBytes: await one('SELECT max(pg_column_size(page_contents.*)) AS n FROM page_contents'),
      historyEntryBytes: await one('SELECT max(pg_column_size(page_history.*)) AS n FROM page_history'),
      artefactBytes: await one('SELECT max(pg_column_size(page_artefacts.*)) AS n FROM page_artefacts'),
    };
  });
}

async function measure(name: string, database: Database, base: Content): Promise<Record<string, number>> {
  await migrate(database);
  await resetDatabase(database);
  const app = await buildApp({ db: database.db, config: testConfig() });
  try {
    const { token } = await call<{ token: string }>(app, api.session.register, {
      payload: { email: 'bench@example.com', password: 'Harbour-Lantern-42', name: 'Bench', agreements: { offer: true, personal_data: true } },
    });
    const page = await call<{ id: number }>(app, api.pages.create, { token, payload: { title: 'Big page' } });
    const params = { pageId: page.id };
    const bodyBytes = Buffer.byteLength(JSON.stringify({ revision: 1, ...pageContent(0, base) }));

    let revision = 1;
    const draft = await timed(async (i) => {
      const body = JSON.stringify({ revision, ...pageContent(i, base) });
      revision = (await call<{ revision: number }>(app, api.pages.draft, { token, params, payload: body })).revision;
    });
    const publish = await timed(async (i) => {
      const body = JSON.stringify(pageContent(100 + i, base));
      revision = (await call<{ revision: number }>(app, api.pages.publish, { token, params, payload: body })).revision;
    });
    const publishStored = await timed(async () => {
      await call(app, api.pages.publish, { token, params, payload: '{}' });
    });
    const open = await timed(async () => {
      await call(app, api.pages.content, { token, params });
    });
    const sizes = await storedBytes(database);
    const rows: Row[] = [
      { name: `${name}: draft save (median)`, value: draft.median, unit: 'ms', target: TARGETS.draftMs },
      { name: `${name}: draft save (worst of ${RUNS})`, value: draft.max, unit: 'ms', target: TARGETS.draftMs },
      { name: `${name}: publish with content (median)`, value: publish.median, unit: 'ms', target: TARGETS.publishMs },
      { name: `${name}: publish with content (worst of ${RUNS})`, value: publish.max, unit: 'ms', target: TARGETS.publishMs },
      { name: `${name}: publish the stored draft (median)`, value: publishStored.median, unit: 'ms', target: TARGETS.publishMs },
      { name: `${name}: draft save, CPU of this process (median)`, value: draft.cpu, unit: 'ms' },
      { name: `${name}: publish with content, CPU of this process (median)`, value: publish.cpu, unit: 'ms' },
      { name: `${name}: open (GET content, median)`, value: open.median, unit: 'ms' },
      { name: `${name}: request body`, value: bodyBytes, unit: 'B' },
      { name: `${name}: stored draft row`, value: sizes.draftBytes, unit: 'B' },
      { name: `${name}: stored history entry`, value: sizes.historyEntryBytes, unit: 'B' },
      { name: `${name}: stored artefact row`, value: sizes.artefactBytes, unit: 'B' },
    ];
    printTable(`Large page on ${name} (${countWidgets(SHAPE_10K)} widgets)`, rows);
    return {
      draftMedianMs: round(draft.median, 1), draftMaxMs: round(draft.max, 1),
      publishMedianMs: round(publish.median, 1), publishMaxMs: round(publish.max, 1),
      publishStoredMedianMs: round(publishStored.median, 1), openMedianMs: round(open.median, 1),
      draftCpuMs: round(draft.cpu, 1), publishCpuMs: round(publish.cpu, 1),
      bodyBytes, ...sizes,
    };
  } finally {
    await app.close();
  }
}

/** A database of its own beside the configured one, so the bench never truncates a test database. */
async function benchPostgres(baseUrl: string): Promise<Database> {
  const url = new URL(baseUrl);
  const dbName = `${url.pathname.slice(1) || 'app'}_content_bench`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${dbName}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${dbName}`;
  return openPostgres(url.toString(), 5);
}

async function main(): Promise<void> {
  const base = exportContent(importContent(legacyPage(SHAPE_10K))) as unknown as Content;
  const results: Record<string, unknown> = { widgets: countWidgets(SHAPE_10K), runs: RUNS, targets: TARGETS };
  const dir = mkdtempSync(join(tmpdir(), 'content-bench-'));
  const pglite = await openPglite(dir);
  try {
    results.pglite = await measure('PGlite', pglite, base);
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const postgres = await benchPostgres(pgUrl);
    try {
      results.postgres = await measure('PostgreSQL', postgres, base);
    } finally {
      await postgres.close();
    }
  } else {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
  }
  // The machine's load while measuring (wall times on a shared machine follow it).
  results.loadAverage = os.loadavg().map((x) => round(x, 2));
  console.log(`\nload average ${String(results.loadAverage)}; wrote ${writeResults('content', results)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
