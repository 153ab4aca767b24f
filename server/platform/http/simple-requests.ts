// Answers the simplest HTTP/1.1 requests straight from the socket, before Node's HTTP parser and
// request/response objects exist: a bodiless GET or HEAD that `answer` can serve from memory.
// Node's http layer costs about three times what writing prepared bytes costs, and published pages
// are exactly such requests. Anything else — another method, a body, an unusual header
// shape, a request `answer` declines — hands the connection, with every byte not yet answered, to
// the http server's own connection handler, which then owns it for good. Correctness therefore
// stays with Node's parser; this path only ever answers what it fully understood.
import type { Server } from 'node:http';
import type { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';

export interface SimpleRequest {
  readonly method: 'GET' | 'HEAD';
  /** The origin-form target, as sent (path and query). */
  readonly url: string;
  /** Lower-case names; a repeated header is joined with ", " as Node does. */
  readonly headers: Readonly<Record<string, string>>;
  /** The socket's peer address (statistics count visitors by it). */
  readonly remoteAddress?: string;
}

/**
 * The bytes of a whole response, or undefined to let the http server answer this request; a
 * promise of either when the answer has to be looked up (later requests on the socket wait).
 */
export type SimpleAnswer = (req: SimpleRequest) => readonly Buffer[] | undefined | Promise<readonly Buffer[] | undefined>;

export interface SimpleRequests {
  /** Sockets currently answered here (not yet handed over). */
  readonly open: number;
  /** Ends every connection held here; new ones go to the http server. Call before `server.close`. */
  close(): void;
}

/** Node's http server's default keepAliveTimeout: an idle connection held here ends after it too. */
export const KEEP_ALIVE_MS = 5000;
/**
 * The hint answers written here carry, as Node's own server sends it: clients (Node's agent, curl,
 * proxies) drop an idle connection a little before the server ends it, instead of racing it with a
 * new request and meeting ECONNRESET.
 */
export const KEEP_ALIVE_HINT = `keep-alive: timeout=${KEEP_ALIVE_MS / 1000}`;

/** Node's default `maxHeaderSize`: a longer head goes to the http server, which answers 431. */
const MAX_HEAD = 16 * 1024;
/** Pipelined bytes kept while an answer is pending before the socket stops reading. */
const MAX_BUFFERED = 64 * 1024;
/** Only these headers are read; the rest are checked for shape and skipped. */
const KEPT = new Set(['host', 'if-none-match', 'accept-encoding', 'x-forwarded-proto', 'user-agent', 'referer', 'x-forwarded-for', 'cookie']);
/** A request with any of these is not simple (a body, a protocol switch, an expectation). */
const NOT_SIMPLE = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect', 'te', 'trailer']);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Visible ASCII and tab: no CR, LF, NUL or other control bytes inside a header line. */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;

/** Parses one request head (without its closing blank line), or null when it is not simple. */
export function parseSimpleHead(head: string, remoteAddress?: string): SimpleRequest | null {
  const lines = head.split('\r\n');
  const start = REQUEST_LINE.exec(lines[0]);
  if (!start) return null;
  const headers: Record<string, string> = {};
  let hosts = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const colon = line.indexOf(':');
    if (colon <= 0) return null; // no name, or obs-fold continuation
    const name = line.slice(0, colon);
    if (!TOKEN.test(name)) return null; // also rejects "Name :" (whitespace before the colon)
    const value = line.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '');
    if (!FIELD_VALUE.test(value)) return null;
    const lower = name.toLowerCase();
    if (NOT_SIMPLE.has(lower)) return null;
    // Browsers and Node's agent say keep-alive (HTTP/1.1's default anyway); close or upgrade is not simple.
    if (lower === 'connection' && value.toLowerCase() !== 'keep-alive') return null;
    if (!KEPT.has(lower)) continue;
    if (lower === 'host' && ++hosts > 1) return null;
    headers[lower] = lower in headers ? `${headers[lower]}, ${value}` : value;
  }
  if (hosts !== 1) return null; // HTTP/1.1 requires exactly one Host
  return { method: start[1] as 'GET' | 'HEAD', url: start[2], headers, remoteAddress };
}

/**
 * Puts `answer` in front of `server`'s connection handling. Call once, right after creating the
 * server and before it listens.
 */
export function answerSimpleRequests(server: Server, answer: SimpleAnswer): SimpleRequests {
  const [httpConnection] = server.listeners('connection') as ((socket: Socket) => void)[];
  if (!httpConnection) throw new Error('answerSimpleRequests: the server has no connection handler');
  server.removeListener('connection', httpConnection);
  /** Each held socket with what ends it. */
  const held = new Map<Socket, () => void>();
  let closing = false;

  /** A throwing `answer` must not take the process down from a socket event: the http server answers. */
  const answerSafely = (req: SimpleRequest): ReturnType<SimpleAnswer> => {
    try {
      return answer(req);
    } catch {
      return undefined;
    }
  };

  server.on('connection', (socket: Socket) => {
    if (closing) httpConnection.call(server, socket);
    else hold(socket);
  });

  function hold(socket: Socket): void {
    held.set(socket, () => {
      release();
      socket.end();
    });
    // Bytes received and not yet answered, as latin1 (one char per byte, so nothing is lost).
    let pending = '';
    /** Waiting for an answer being looked up, or for the client to read what was written. */
    let busy = false;
    let released = false;

    const release = () => {
      released = true;
      held.delete(socket);
      for (const [event, listener] of listeners) socket.removeListener(event, listener);
      socket.setTimeout(0);
    };
    const handOver = () => {
      release();
      // No 'data' listener now: the unshifted bytes wait in the stream until the http server
      // attaches its own listener, and reach it before anything received later.
      if (pending !== '') socket.unshift(Buffer.from(pending, 'latin1'));
      pending = '';
      httpConnection.call(server, socket);
      // A paused stream stays paused when a listener is added; the http server expects it flowing.
      if (socket.isPaused()) socket.resume();
    };
    /** Writes one answer; false when the client is not reading fast enough. */
    const send = (response: readonly Buffer[]): boolean => {
      socket.cork();
      let flushed = true;
      for (const part of response) flushed = socket.write(part);
      socket.uncork();
      return flushed;
    };
    /** Answers complete requests in `pending` in order, until one is not simple or must wait. */
    const answerPending = () => {
      while (!busy && !released) {
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) {
          if (pending.length > MAX_HEAD) handOver();
          return;
        }
        const req = end <= MAX_HEAD ? parseSimpleHead(pending.slice(0, end), socket.remoteAddress) : null;
        const response = req ? answerSafely(req) : undefined;
        if (response === undefined) return handOver();
        if (!Array.isArray(response)) {
          busy = true;
          (response as Promise<readonly Buffer[] | undefined>).then((found) => {
            busy = false;
            if (released || socket.destroyed) return;
            if (found === undefined) return handOver();
            pending = pending.slice(end + 4);
            if (!send(found)) busy = true; // until 'drain'
            answerPending();
          }, () => {
            busy = false;
            if (!released && !socket.destroyed) handOver(); // the http server answers it properly
          });
          return;
        }
        pending = pending.slice(end + 4);
        if (!send(response as readonly Buffer[])) busy = true; // until 'drain'
      }
    };
    const onData = (chunk: Buffer) => {
      pending += chunk.toString('latin1');
      // Requests pipelined while busy wait here; past a bound, stop reading until answered.
      if (busy && pending.length > MAX_BUFFERED) socket.pause();
      answerPending();
    };
    const onDrain = () => {
      if (!busy) return;
      busy = false;
      if (socket.isPaused()) socket.resume();
      answerPending();
    };
    // The http server allows half-open sockets; with nothing left to answer, close ours too.
    const onEnd = () => held.get(socket)?.();
    const onError = () => {
      release();
      socket.destroy();
    };
    const onTimeout = onError;
    const onClose = () => release();

    /** Everything this path listens to on the socket, removed together on release. */
    const listeners: [string, Parameters<EventEmitter['on']>[1]][] = [
      ['data', onData], ['end', onEnd], ['error', onError], ['timeout', onTimeout], ['close', onClose], ['drain', onDrain],
    ];
    for (const [event, listener] of listeners) socket.on(event, listener);
    // Idle keep-alive connections (and half-sent heads) end like the http server's own.
    socket.setTimeout(server.keepAliveTimeout > 0 ? server.keepAliveTimeout : KEEP_ALIVE_MS);
  }

  return {
    get open() {
      return held.size;
    },
    close() {
      closing = true;
      for (const shut of [...held.values()]) shut();
    },
  };
}
