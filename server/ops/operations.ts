// What an operator watches the app with: a request id on every answer and in its log lines, the
// request figures for /metrics, GET /api/ready, and 503 + Retry-After under overload instead of a
// queue that grows until every caller times out.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { ApiErrorBody } from '../../api/errors';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loadMigrations } from '../db/migrate';
import { ApiError } from '../platform/http/errors';
import { rowsOf } from '../db/rows';
import { localeFromHeader } from '../platform/http/locale';
import { httpDuration, httpRequests, overloadAnswers } from './metrics';
import type { OverloadLimits } from './overload';

/** An id a proxy in front already gave the request (Caddy, nginx) is kept when it looks like one. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the forwarded X-Request-Id, else a new UUID (unique across processes and restarts). */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && FORWARDED_ID.test(given) ? given : randomUUID();
}

export interface OperationsOptions {
  db: Db;
  /** Undefined: this app runs no job worker (tests), and readiness does not ask for one. */
  jobsStarted?: () => boolean;
  /** Undefined: no overload refusal (tests on a busy machine must not be refused at random). */
  overload?: OverloadLimits;
}

/** Hooks first among the app's: the request id must be on answers the published-page hook sends too. */
export async function registerOperations(app: FastifyInstance, opts: OperationsOptions): Promise<void> {
  app.addHook('onRequest', (req, reply, done) => {
    // On the raw response: kept by answers written raw as well as by Fastify's.
    reply.raw.setHeader('x-request-id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ route, method: req.method, status: String(reply.statusCode) });
    httpDuration.observe({ route, method: req.method }, reply.elapsedTime / 1000);
    done();
  });

  if (opts.overload) {
    const limits = opts.overload;
    // A value returned here is sent as the answer (under-pressure's handlePressure); undefined lets
    // the request through. Its type declarations allow only void, hence the cast below.
    // The samples until one lies wholly after the app is ready still hold the start-up's own work
    // (loading modules, opening the database): a process that just started is not overloaded.
    let judgedFrom = Infinity;
    app.addHook('onReady', (done) => {
      judgedFrom = Date.now() + 2 * limits.sampleIntervalMs;
      done();
    });
    const refuse = (req: FastifyRequest, reply: FastifyReply): ApiErrorBody | undefined => {
      // The liveness probe answers even now: a busy process is alive, restarting it would lose its work.
      if (req.url === '/api/health' || Date.now() < judgedFrom) return undefined;
      overloadAnswers.inc();
      reply.status(503).header('retry-after', String(limits.retryAfterS));
      return new ApiError(503, 'server.busy').toBody(localeFromHeader(req.headers['accept-language']));
    };
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxEventLoopUtilization: limits.maxEventLoopUtilization,
      // Per sample; the default measures from registration on, start-up work included.
      eventLoopUtilizationMode: 'interval',
      sampleInterval: limits.sampleIntervalMs,
      retryAfter: limits.retryAfterS,
      pressureHandler: refuse as unknown as NonNullable<FastifyUnderPressureOptions['pressureHandler']>,
    });
  }

  let known: Promise<string[]> | undefined;
  app.get('/api/ready', async (req, reply) => {
    const checks: Record<string, 'ok' | 'off' | string> = {};
    try {
      known ??= loadMigrations().then((list) => list.map((m) => m.name));
      const applied = new Set((await rowsOf<{ name: string }>(opts.db, sql`SELECT name FROM schema_migrations`)).map((r) => r.name));
      const missing = (await known).filter((name) => !applied.has(name));
      checks.database = 'ok';
      checks.migrations = missing.length === 0 ? 'ok' : `not applied: ${missing.join(', ')}`;
    } catch (err) {
      // The reason goes to the log, not to whoever asks without signing in.
      req.log.warn({ err }, 'readiness: the database did not answer');
      checks.database = 'unreachable';
      checks.migrations = 'unknown';
    }
    checks.jobs = opts.jobsStarted === undefined ? 'off' : opts.jobsStarted() ? 'ok' : 'not running';
    const ready = Object.values(checks).every((c) => c === 'ok' || c === 'off');
    return reply.status(ready ? 200 : 503).header('cache-control', 'no-store').send({ ready, checks });
  });
}
