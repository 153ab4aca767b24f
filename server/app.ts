// The Fastify app factory. Tests build it in-process (app.inject) on their own database; main.ts
// and dev.ts build it on the configured one. Nothing here opens or migrates the database.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { ApiError } from './platform/http/errors';
import { clientErrorFromDatabase } from './platform/http/db-errors';
import { parseJsonBody } from './platform/http/json-body';
import { localeFromHeader } from './platform/http/locale';
import { loggerOptions } from './platform/http/logging';
import { appSecurityHeaders, uiCacheControl } from './platform/http/security-headers';
import { registerCompression } from './platform/http/compression';
import { proxyTrust, trustProxyOption } from './platform/http/trust-proxy';
import { registerRoutes } from './platform/http/register';
import { createAuthCache } from './platform/http/auth-cache';
import { startChangeFeed, type ChangeFeed } from './platform/http/change-feed';
import { createListCache, relayListDrops } from './platform/http/list-cache';
import { databaseRateLimitStore } from './platform/http/rate-limit-store';
import { createMailer, type Mailer } from './platform/mail/mailer';
import type { Deps } from './platform/deps';
import { createJobWorker, type ListenFn } from './platform/jobs/worker';
import { scheduleHourly } from './platform/jobs/schedule';
import { routeEntries } from './handlers';
import { registerMediaHttp } from './media/index';
import { publishingConfig } from './pages/index';
import { publishedPagesHook } from './pages/index';
import { registerPageFontFiles, registerPageScriptFiles } from './pages/index';
import { registerTlsAsk } from './domains/index';
import { dropPublishedPagesHere, relayPublishedPageDrops } from './pages/index';
import { answerSimpleRequests, type SimpleRequests } from './platform/http/simple-requests';
import { createPayments } from './billing/index';
import type { PaymentProvider } from './billing/index';
import { api } from '../api/index';
import { createStatsCollector, type StatsCollector } from './stats/index';
import { scheduleMaintenance } from './stats/index';
import { registerOperations, requestIdOf } from './ops/operations';
import { observeApp } from './ops/metrics';
import { mediaStorage } from './platform/storage/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of the published-page fast path (tests and diagnostics). */
    publishedPagesStats: { fastPathHits: number; socketHits: number };
    /** What handlers and jobs run with (tests drain jobs with it: `drainJobs(app.deps)`). */
    deps: Deps;
    /** Hits of published pages waiting to be appended (tests flush it: `app.stats.flush()`). */
    stats: StatsCollector;
  }
}

export interface BuildOptions {
  db: Db;
  config: Config;
  mailer?: Mailer;
  /**
   * Runs the background job worker while the app is up (main.ts, dev.ts): started when the app is
   * ready, stopped (running jobs finished) when it closes. Tests leave it off and call drainJobs.
   */
  worker?: { listen?: ListenFn };
  /** The payment provider; the one PAYMENT_PROVIDER names by default (server/billing/). */
  payments?: PaymentProvider;
  /**
   * On PostgreSQL, where several server processes may share the database (main.ts): the caches'
   * drops are told to the others and heard from them (platform/http/change-feed.ts).
   */
  changes?: { listen: Database['listen'] };
}

export async function buildApp({ db, config, mailer, worker, payments, changes }: BuildOptions): Promise<FastifyInstance> {
  const stats = createStatsCollector(db, { flushMs: config.stats.flushMs || 1000 });
  // File answers of leads go to the media store (server/leads/lead-files.ts).
  const published = publishedPagesHook(db, publishingConfig(), stats, mediaStorage(config).store);
  const trust = proxyTrust(config.trustProxy);
  let simpleRequests: SimpleRequests | undefined;
  const app = Fastify({
    logger: loggerOptions(config.logger),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    // Published pages already in the cache are what visitors hit. A simple GET/HEAD of one is
    // answered from the socket before Node parses it into a request (Node's http layer was ~3/4 of
    // the cost); on a connection that has left that path, from Node's raw request before Fastify
    // routes it (Fastify's per-request work was ~40% of what remained).
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (!published.rawFastPath(req, res, trust)) handler(req, res);
      });
      simpleRequests = answerSimpleRequests(server, (req) => published.socketAnswer(req, trust));
      return server;
    },
  });
  // Connections held by the socket path are unknown to the http server's own idle-closing.
  app.addHook('preClose', (done) => {
    simpleRequests?.close();
    done();
  });
  app.decorate('publishedPagesStats', published.stats);
  app.decorate('stats', stats);
  if (config.stats.flushMs > 0) {
    // Hits are appended every flushMs; the raw hits' partitions and the salts are kept hourly.
    const maintenance = scheduleMaintenance(db);
    app.addHook('onReady', (done) => {
      stats.start();
      maintenance.start();
      done();
    });
    app.addHook('onClose', async () => {
      maintenance.stop();
      await stats.stop();
    });
  }
  const deps: Deps = {
    db, config,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, console: config.mailToConsole ? process.stdout : undefined }),
    payments: payments ?? createPayments(db, config),
  };
  app.decorate('deps', deps);
  let jobsStarted = false;
  let jobsRunning = () => 0;
  const unobserve = observeApp({ db, statsBuffered: () => stats.buffered, statsDropped: () => stats.dropped, jobsRunning: () => jobsRunning() });
  app.addHook('onClose', async () => unobserve());
  // The provider's callbacks arrive through the real route, signature check included.
  deps.payments.connect(async (payload, headers) => app.inject({ method: 'POST', url: `/api${api.billing.paymentCallback.path}`, payload, headers }));
  app.addHook('onClose', async () => deps.payments.close());
  if (worker) {
    // Old done jobs and events are swept hourly by whichever process claims the job.
    const housekeeping = scheduleHourly(db, 'jobs.housekeeping');
    // Publish-time font cuts nothing refers to any more, daily (it reads every stored page document).
    const fontCuts = scheduleHourly(db, 'pages.fontCuts.sweep', { periodMs: 86_400_000 });
    app.addHook('onReady', (done) => {
      housekeeping.start();
      fontCuts.start();
      done();
    });
    app.addHook('onClose', async () => {
      housekeeping.stop();
      fontCuts.stop();
    });
    const jobs = createJobWorker({ deps, log: app.log, listen: worker.listen, pollMs: config.jobs.pollMs, concurrency: config.jobs.concurrency, batch: config.jobs.batch });
    jobsRunning = () => jobs.running;
    app.addHook('onReady', async () => {
      await jobs.start();
      jobsStarted = true;
    });
    app.addHook('onClose', async () => {
      jobsStarted = false;
      await jobs.stop();
    });
  }

  app.decorateRequest('auth', null);

  app.removeContentTypeParser('application/json');
  // Bytes that are not UTF-8 are refused rather than silently replaced by U+FFFD (the client's
  // text would be stored changed); NUL and lone surrogates in the parsed value are refused by
  // server/platform/http/validate.ts for every route.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonBody);

  await app.register(rateLimit, {
    global: false,
    // In the database: every server process sharing it counts one client against one limit.
    store: databaseRateLimitStore(db),
    // Thrown by the plugin; the error handler below renders it like every other error.
    errorResponseBuilder: (_req, ctx) => new ApiError(429, 'rate_limited', { params: { after: ctx.after } }),
  });

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    const locale = req.auth?.user.locale ?? localeFromHeader(req.headers['accept-language']);
    if (err instanceof ApiError) return reply.status(err.statusCode).send(err.toBody(locale));
    const refused = clientErrorFromDatabase(err);
    if (refused) {
      // Only bad input causes these, so it is the client's error; logged because validation missed it.
      req.log.warn({ sqlState: refused.state, route: req.routeOptions.url }, 'database refused input that validation let through');
      return reply.status(refused.error.statusCode).send(refused.error.toBody(locale));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(new ApiError(413, 'input.too_large', { error: 'validation', params: { reason: err.code } }).toBody(locale));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large).
      return reply.status(status).send(new ApiError(status, 'validation', { params: { reason: err.code } }).toBody(locale));
    }
    req.log.error(err);
    return reply.status(500).send(new ApiError(500, 'generic').toBody(locale));
  });

  // Request id, request figures, /api/ready, overload refusal: before every other hook.
  await registerOperations(app, { db, overload: config.overload, ...(worker ? { jobsStarted: () => jobsStarted } : {}) });
  // Published pages answer by Host before any route: page origins never reach the API.
  app.addHook('onRequest', published.onRequest);
  // The app's own security headers: registered after the published-page hook, so they run only
  // for requests that hook passed on (a page origin's answer is already sent and keeps its own set).
  const securityHeaders = appSecurityHeaders();
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  // API answers carry accounts' data: never stored by a browser or a proxy.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // API answers and the UI's files compressed when the client asks (published pages keep theirs).
  await registerCompression(app);
  // Multipart parsing for uploads, /media-files/ and /content-files/.
  await registerMediaHttp(app, config);
  // Published pages' own font cuts, /content-files/page-fonts/.
  registerPageFontFiles(app, db);
  // The page script's own files (the phone mask), /content-files/page-script/.
  registerPageScriptFiles(app);
  registerTlsAsk(app, db);
  const callers = createAuthCache();
  const lists = createListCache();
  let feed: ChangeFeed | undefined;
  if (changes) {
    const scope = (s: number | 'all') => (s === 'all' ? undefined : s);
    feed = await startChangeFeed({
      db, listen: changes.listen, log: app.log,
      apply: (drops) => {
        // Each scope is named on its own (platform/http/register.ts dropsOfWrite): a password reset drops
        // the account's callers and leaves its lists; an account's own writes name both.
        if (drops.callers !== undefined) callers.drop(scope(drops.callers));
        if (drops.lists !== undefined) lists.drop(scope(drops.lists));
        if (drops.pages !== undefined) dropPublishedPagesHere(scope(drops.pages));
      },
    });
    const started = feed;
    app.addHook('onClose', async () => {
      await started.stop();
    });
  }
  // Publishing and campaigns in jobs drop pages outside any request: a page's status is in the
  // lists too, and the other processes hear of both.
  const stopRelay = relayPublishedPageDrops((accountId) => {
    lists.drop(accountId);
    void feed?.announce({ pages: accountId ?? 'all', lists: accountId ?? 'all' });
  });
  app.addHook('onClose', async () => stopRelay());
  // Jobs that change what an account's lists show (a lead counted into its pages' 7-day figures).
  const stopListRelay = relayListDrops(async (accountId) => {
    lists.drop(accountId);
    await feed?.announce({ lists: accountId });
  });
  app.addHook('onClose', async () => stopListRelay());
  registerRoutes(app, routeEntries(), deps, { callers, lists, announce: feed?.announce });

  const uiDir = config.uiDir;
  const hasUi = uiDir !== undefined && existsSync(path.join(uiDir, 'index.html'));
  if (hasUi) {
    await app.register(fastifyStatic, {
      root: uiDir, index: false, cacheControl: false,
      setHeaders: (reply, filePath) => { reply.header('cache-control', uiCacheControl(path.relative(uiDir, filePath))); },
    });
  }

  // The root is a screen too; @fastify/static would answer a directory with 403.
  if (hasUi) app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));

  app.setNotFoundHandler((req, reply) => {
    const locale = localeFromHeader(req.headers['accept-language']);
    const url = req.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/') || req.method !== 'GET') {
      return reply.status(404).send(new ApiError(404, 'route.not_found').toBody(locale));
    }
    // History-API fallback: every other GET is a screen of the single-page app.
    if (hasUi) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).type('text/plain').send('The UI is not built (npm run build).');
  });

  return app;
}
