// An in-process app on a test database, with helpers that speak HTTP through app.inject — tests
// exercise the real routes, validation and database, not the handlers directly.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { buildPath, type RouteSpec } from '../../api/define';
import { api } from '../../api/index';
import type { ApiErrorBody } from '../../api/errors';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { resetDatabase, type TestDatabase } from './db';
import { drainJobs, type DrainedJob } from '../platform/jobs/drain';

export interface CallOptions {
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Harness {
  database: Database;
  app: FastifyInstance;
  /** Calls a route of the table; returns the raw response. */
  call(route: RouteSpec, opts?: CallOptions): Promise<LightMyRequestResponse>;
  /** Calls a route that must succeed; checks the answer against the route's response schema. */
  ok<R extends RouteSpec>(route: R, opts?: CallOptions): Promise<v.InferOutput<R['response']>>;
  /** Calls a route that must fail with `status`; returns the error body. */
  fail(route: RouteSpec, status: number, opts?: CallOptions): Promise<ApiErrorBody>;
  /** Registers an account owner; returns its token and email. */
  signUp(email?: string, password?: string): Promise<{ token: string; email: string; password: string }>;
  /** Mail stored for `email` (every mail when omitted), newest first, read from the outbox table. */
  mails(email?: string): Promise<{ to: string; subject: string; text: string }[]>;
  /** The newest code mailed to `email`. */
  lastCode(email: string): Promise<string>;
  /** Runs every due job (mail, webhooks, …) to completion with the app's deps; see platform/jobs/drain.ts. */
  drainJobs(opts?: Parameters<typeof drainJobs>[1]): Promise<DrainedJob[]>;
  /**
   * Moves the account to `tarif` as its owner does: the change's bill, paid with the sandbox's good
   * card (a bill of 0 ₽ is applied without paying). Waits for the provider's callbacks.
   */
  payTariff(token: string, tarif: string, months?: 1 | 6 | 12): Promise<void>;
}

/** The sandbox provider's card that always pays (README "Sandboxes"). */
export const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };
export const newIdempotencyKey = () => `test-${randomUUID()}`;

let counter = 0;

/**
 * Sets up hooks: before each test the database is truncated and a fresh app (fresh rate-limit
 * counters) is built. Use inside a describe block.
 */
export function useHarness(db: TestDatabase, config: Partial<Config> = {}): Harness {
  const h = {} as Harness;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    const database = await db.open();
    await resetDatabase(database);
    if (app) await app.close();
    app = await buildApp({ db: database.db, config: testConfig(config) });
    h.database = database;
    h.app = app;
  });
  afterAll(async () => {
    if (app) await app.close();
  });

  h.call = (route, opts = {}) => {
    const qs = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
    return h.app.inject({
      method: route.method,
      url: `/api${buildPath(route.path, opts.params)}${qs}`,
      headers: { ...(opts.token ? { 'x-token': opts.token } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
  };

  h.ok = async (route, opts) => {
    const res = await h.call(route, opts);
    if (res.statusCode !== 200) throw new Error(`${route.name} answered ${res.statusCode}: ${res.body}`);
    const parsed = v.safeParse(route.response, (res.json() as { data: unknown }).data);
    if (!parsed.success) throw new Error(`${route.name} answer does not match its schema: ${JSON.stringify(v.flatten(parsed.issues))}\n${res.body}`);
    return parsed.output as v.InferOutput<typeof route.response>;
  };

  h.fail = async (route, status, opts) => {
    const res = await h.call(route, opts);
    if (res.statusCode !== status) throw new Error(`${route.name}: expected ${status}, got ${res.statusCode}: ${res.body}`);
    const body = res.json() as ApiErrorBody;
    if (typeof body.error !== 'string' || typeof body.code !== 'string' || typeof body.message !== 'string' || body.status !== status) {
      throw new Error(`${route.name}: not an ApiErrorBody: ${res.body}`);
    }
    return body;
  };

  h.signUp = async (email = `owner${++counter}@example.com`, password = 'Harbour-Lantern-42') => {
    const { token } = await h.ok(api.session.register, {
      body: { email, password, name: 'Owner', agreements: { offer: true, personal_data: true } },
    });
    return { token, email, password };
  };

  // Straight from the table: the /dev outbox route is off unless DEV_OUTBOX=1.
  h.mails = async (email) => {
    const rows = await h.database.db.select().from(outbox).where(email === undefined ? undefined : eq(outbox.toEmail, email)).orderBy(desc(outbox.id));
    return rows.map((r) => ({ to: r.toEmail, subject: r.subject, text: r.text }));
  };

  h.lastCode = async (email) => {
    const code = (await h.mails(email)).map((m) => /(?:^|\D)(\d{6})(?:\D|$)/.exec(m.text)?.[1]).find(Boolean);
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };

  h.drainJobs = (opts) => drainJobs(h.app.deps, opts);
  h.payTariff = async (token, tarif, months = 1) => {
    const { bill } = await h.ok(api.account.changeTariff, { token, body: { tarif, months } });
    if (bill.status !== 'paid') await h.ok(api.billing.billPay, { token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } });
    await h.app.deps.payments.flush();
  };

  return h;
}
