// SERVER_PROCESSES > 1: this process (the primary) forks that many server processes with node:cluster
// and shares the PostgreSQL of DATABASE_URL with them. The primary listens on the port itself and
// hands each accepted connection to the worker holding the fewest open ones (workers report each
// close). node:cluster's own round-robin gives a connection to whichever worker acknowledged the
// previous hand-over first, which split 16 keep-alive connections 17/0 or 13/4 between two workers,
// so one worker limited throughput and the tail. The primary reads nothing from a socket
// (pauseOnConnect) and serves nothing itself: it starts a worker again when one dies (after a pause
// that grows while workers keep dying young; the dead one's connections are counted out with it),
// and on SIGTERM/SIGINT stops accepting, asks every worker to shut down gracefully (each finishes
// its requests and jobs and flushes its statistics buffer) and exits once all are gone.
import cluster, { type Worker } from 'node:cluster';
import { createServer, Socket } from 'node:net';
import type { Server as HttpServer } from 'node:http';

interface Log { info(msg: string): void; error(msg: string): void }

/** A worker that lived at least this long was healthy: its successor starts without waiting. */
const HEALTHY_AFTER_MS = 10_000;
const MAX_PAUSE_MS = 30_000;

/** Primary → worker: the socket sent with it is a new connection. */
const CONNECTION = 'server.connection';
/** Worker → primary: ready to take connections. */
const READY = 'server.ready';
/** Worker → primary: one connection it was given has closed. */
const CLOSED = 'server.closed';
/** Worker → primary: shutting down, give it no more connections. */
const DRAINING = 'server.draining';

function kindOf(message: unknown): string | undefined {
  return typeof message === 'object' && message !== null && 'kind' in message && typeof message.kind === 'string' ? message.kind : undefined;
}

export function runPrimary(processes: number, address: { port: number; host: string }, log: Log): void {
  let closing = false;
  let quickDeaths = 0;
  const started = new Map<Worker, number>();
  /** Connections each ready worker holds open; a worker is here once it said it is ready. */
  const open = new Map<Worker, number>();
  /** Connections accepted while no worker is ready (one restarting alone). */
  const waiting: Socket[] = [];

  const handOut = (socket: Socket) => {
    let least: Worker | undefined;
    for (const [worker, count] of open) if (least === undefined || count < (open.get(least) ?? 0)) least = worker;
    if (!least) {
      waiting.push(socket);
      return;
    }
    const worker = least;
    open.set(worker, (open.get(worker) ?? 0) + 1);
    worker.send({ kind: CONNECTION }, socket, (err) => {
      if (!err) return;
      // The worker went away between the choice and the send: the connection is lost with it.
      socket.destroy();
      if (open.has(worker)) open.set(worker, Math.max(0, (open.get(worker) ?? 1) - 1));
    });
  };

  const listener = createServer({ pauseOnConnect: true }, handOut);
  listener.on('error', (err) => {
    log.error(`cannot listen on ${address.host}:${address.port}: ${err.message}`);
    for (const worker of started.keys()) worker.process.kill('SIGKILL');
    process.exit(1);
  });

  const fork = () => {
    if (closing) return;
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      const kind = kindOf(message);
      if (kind === READY) {
        open.set(worker, 0);
        // The port opens once the first worker can answer (as it did when the workers listened).
        if (!listener.listening) listener.listen({ port: address.port, host: address.host });
        while (waiting.length > 0 && !closing) handOut(waiting.shift() as Socket);
      } else if (kind === DRAINING) {
        open.delete(worker);
      } else if (kind === CLOSED && open.has(worker)) {
        open.set(worker, Math.max(0, (open.get(worker) ?? 1) - 1));
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? Date.now());
    started.delete(worker);
    open.delete(worker);
    if (closing) {
      if (started.size === 0) {
        log.info('every server process has stopped');
        process.exit(0);
      }
      return;
    }
    quickDeaths = lived < HEALTHY_AFTER_MS ? quickDeaths + 1 : 0;
    const pause = quickDeaths <= 1 ? 0 : Math.min(MAX_PAUSE_MS, 250 * 2 ** quickDeaths);
    log.error(`server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another${pause ? ` in ${pause} ms` : ''}`);
    setTimeout(fork, pause);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: stopping ${started.size} server processes`);
    if (listener.listening) listener.close();
    for (const socket of waiting.splice(0)) socket.destroy();
    if (started.size === 0) process.exit(0);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  for (let i = 0; i < processes; i++) fork();
  log.info(`${processes} server processes starting`);
}

export interface TakenConnections {
  /**
   * Takes no more connections, ends the idle ones, and resolves once every connection taken has
   * closed (one with a request in flight closes after its answer, at the latest after keep-alive).
   */
  drain(): Promise<void>;
}

/**
 * In a worker: serves the connections the primary hands over with `server`, as if it had accepted
 * them (its 'connection' listeners, the published pages' socket path first, see
 * platform/http/simple-requests.ts), reports each close to the primary, and tells the primary it is ready.
 * Call once the app is ready; `server` itself never listens.
 */
export function takeConnections(server: HttpServer): TakenConnections {
  const taken = new Set<Socket>();
  let draining = false;
  let drained: (() => void) | undefined;
  // Node's http server starts its connection tracking (headers/request timeouts, idle closing)
  // when it starts listening; this one never listens itself.
  server.emit('listening');

  process.on('message', (message: unknown, handle: unknown) => {
    if (kindOf(message) !== CONNECTION || !(handle instanceof Socket)) return;
    const socket = handle;
    if (draining) {
      socket.destroy();
      process.send?.({ kind: CLOSED });
      return;
    }
    taken.add(socket);
    socket.once('close', () => {
      taken.delete(socket);
      if (process.connected) process.send?.({ kind: CLOSED });
      if (taken.size === 0) drained?.();
    });
    server.emit('connection', socket);
    // The primary accepted it paused; the connection listeners expect a flowing stream.
    if (socket.isPaused()) socket.resume();
  });
  process.send?.({ kind: READY });

  return {
    drain() {
      if (!draining && process.connected) process.send?.({ kind: DRAINING });
      draining = true;
      if (taken.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        drained = resolve;
        // A connection whose request finishes becomes idle: end those as they come.
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        idle.unref();
        server.closeIdleConnections();
        const done = drained;
        drained = () => {
          clearInterval(idle);
          done();
        };
      });
    },
  };
}
