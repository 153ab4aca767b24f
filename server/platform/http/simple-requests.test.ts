// The socket-level answers in front of Node's http server: what counts as simple, and that handing
// a connection over never loses, reorders or duplicates a byte. Over real sockets.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerSimpleRequests, parseSimpleHead, type SimpleAnswer, type SimpleRequest, type SimpleRequests } from './simple-requests';

const head = (lines: string[]) => lines.join('\r\n');

describe('parseSimpleHead', () => {
  it('reads a bodiless GET or HEAD with exactly one Host, keeping only the headers it needs', () => {
    const req = parseSimpleHead(head(['GET /promo?utm=1 HTTP/1.1', 'Host: shop.localhost:8080', 'Accept-Encoding: gzip', 'accept-encoding:  br \t', 'User-Agent: x', 'Connection: Keep-Alive', 'If-None-Match: "a"']));
    expect(req).toEqual({ method: 'GET', url: '/promo?utm=1', headers: { host: 'shop.localhost:8080', 'accept-encoding': 'gzip, br', 'user-agent': 'x', 'if-none-match': '"a"' } });
    expect(parseSimpleHead(head(['HEAD / HTTP/1.1', 'host: a']))?.method).toBe('HEAD');
  });

  it.each([
    ['another method', ['POST / HTTP/1.1', 'Host: a']],
    ['HTTP/1.0', ['GET / HTTP/1.0', 'Host: a']],
    ['an absolute-form target', ['GET http://a/ HTTP/1.1', 'Host: a']],
    ['a space in the target', ['GET /a b HTTP/1.1', 'Host: a']],
    ['no Host', ['GET / HTTP/1.1', 'Accept: */*']],
    ['two Hosts', ['GET / HTTP/1.1', 'Host: a', 'Host: b']],
    ['a body length', ['GET / HTTP/1.1', 'Host: a', 'Content-Length: 0']],
    ['a chunked body', ['GET / HTTP/1.1', 'Host: a', 'Transfer-Encoding: chunked']],
    ['Connection: close', ['GET / HTTP/1.1', 'Host: a', 'Connection: close']],
    ['an upgrade', ['GET / HTTP/1.1', 'Host: a', 'Upgrade: websocket']],
    ['Expect', ['GET / HTTP/1.1', 'Host: a', 'Expect: 100-continue']],
    ['an obs-fold continuation', ['GET / HTTP/1.1', 'Host: a', 'X-A: 1', ' folded']],
    ['whitespace before the colon', ['GET / HTTP/1.1', 'Host : a']],
    ['a bare LF inside a line', ['GET / HTTP/1.1', 'Host: a\nX-B: 2']],
    ['a NUL in a value', ['GET / HTTP/1.1', 'Host: a\u0000b']],
    ['a header without a name', ['GET / HTTP/1.1', 'Host: a', ': x']],
  ])('declines %s', (_why, lines) => {
    expect(parseSimpleHead(head(lines))).toBeNull();
  });
});

interface Served { kind: 'fast' | 'http'; method: string; url: string; body?: string }

/** An http server whose handler echoes method, url and body; `answer` decides the fast path. */
async function start(answer: SimpleAnswer, tune?: (server: Server) => void): Promise<{ port: number; simple: SimpleRequests; log: Served[]; server: Server }> {
  const log: Served[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      log.push({ kind: 'http', method: req.method ?? '', url: req.url ?? '', body });
      const text = `http ${req.method} ${req.url} ${body}`;
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    });
  });
  tune?.(server);
  const simple = answerSimpleRequests(server, (req) => {
    const out = answer(req);
    if (out) log.push({ kind: 'fast', method: req.method, url: req.url });
    return out;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, simple, log, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => {
    s.closeAllConnections();
    s.close(() => resolve());
  })));
});

const fixed = (text: string): Buffer[] => [Buffer.from(`HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n`), Buffer.from(text)];
/** Fast answers for /fast/…, everything else to the http server. */
const fastUnderSlashFast: SimpleAnswer = (req: SimpleRequest) => (req.url.startsWith('/fast/') ? fixed(`fast ${req.method} ${req.url}`) : undefined);

/** Opens a socket, writes the parts (pausing between them), reads until `count` responses came. */
async function exchange(port: number, parts: string[], count: number, gapMs = 20): Promise<{ bodies: string[]; statuses: number[]; socket: Socket }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let raw = Buffer.alloc(0);
  const done = new Promise<{ bodies: string[]; statuses: number[] }>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk]);
      const parsed = parseResponses(raw);
      if (parsed.bodies.length >= count) resolve(parsed);
    });
    socket.on('error', reject);
    setTimeout(() => reject(new Error(`only ${parseResponses(raw).bodies.length} of ${count} answers: ${raw.toString().slice(0, 300)}`)), 4000);
  });
  for (const part of parts) {
    socket.write(part);
    if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
  }
  return { ...(await done), socket };
}

/** Splits concatenated HTTP/1.1 responses with content-length bodies. */
function parseResponses(raw: Buffer): { bodies: string[]; statuses: number[] } {
  const bodies: string[] = [];
  const statuses: number[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    const headText = raw.subarray(at, end).toString();
    const length = Number(/content-length: *(\d+)/i.exec(headText)?.[1] ?? 0);
    if (raw.length < end + 4 + length) break;
    statuses.push(Number(headText.slice(9, 12)));
    bodies.push(raw.subarray(end + 4, end + 4 + length).toString());
    at = end + 4 + length;
  }
  return { bodies, statuses };
}

const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: a\r\n\r\n`;
const post = (url: string, body: string) => `POST ${url} HTTP/1.1\r\nHost: a\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('answerSimpleRequests', () => {
  it('answers simple requests itself, pipelined ones in order, and a head split across packets', async () => {
    const { port, log } = await start(fastUnderSlashFast);
    const { bodies, socket } = await exchange(port, [get('/fast/1') + get('/fast/2'), 'GET /fast/3 HT', 'TP/1.1\r\nHo', 'st: a\r\n\r\n'], 3);
    socket.destroy();
    expect(bodies).toEqual(['fast GET /fast/1', 'fast GET /fast/2', 'fast GET /fast/3']);
    expect(log.every((s) => s.kind === 'fast')).toBe(true);
  });

  it('hands the connection to the http server at the first request it declines, with every byte after it', async () => {
    const { port, log } = await start(fastUnderSlashFast);
    // One packet: answered here, then a POST with a body, then what would be simple again.
    const { bodies, socket } = await exchange(port, [get('/fast/1') + post('/form', 'name=Анна') + get('/fast/2')], 3);
    const more = await new Promise<string>((resolve) => {
      socket.once('data', (c: Buffer) => resolve(c.toString()));
      socket.write(get('/fast/3'));
    });
    socket.destroy();
    expect(bodies).toEqual(['fast GET /fast/1', 'http POST /form name=Анна', 'http GET /fast/2 ']);
    expect(more).toContain('http GET /fast/3');
    // Once handed over, the connection stays with the http server.
    expect(log.map((s) => `${s.kind} ${s.url}`)).toEqual(['fast /fast/1', 'http /form', 'http /fast/2', 'http /fast/3']);
  });

  it('waits for an answer that is looked up, keeping later requests behind it', async () => {
    const { port } = await start((req) => {
      if (req.url === '/slow') return new Promise((resolve) => setTimeout(() => resolve(fixed('slow')), 60));
      if (req.url === '/missing') return Promise.resolve(undefined);
      return fixed(`now ${req.url}`);
    });
    const { bodies, socket } = await exchange(port, [get('/slow') + get('/quick') + get('/missing') + get('/after')], 4, 0);
    socket.destroy();
    // The looked-up one first; an empty lookup hands over (the http server answers it and the rest).
    expect(bodies).toEqual(['slow', 'now /quick', 'http GET /missing ', 'http GET /after ']);
  });

  it('hands over a connection it stopped reading while a lookup was pending', async () => {
    const { port } = await start((req) => (req.url === '/first' ? new Promise((resolve) => setTimeout(() => resolve(undefined), 80)) : fixed('never')));
    let requests = get('/first');
    for (let i = 0; i < 40; i++) requests += `GET /n/${i} HTTP/1.1\r\nHost: a\r\nX-Pad: ${'p'.repeat(2000)}\r\n\r\n`;
    const { bodies, socket } = await exchange(port, [requests], 41, 0);
    socket.destroy();
    expect(bodies[0]).toBe('http GET /first ');
    expect(bodies[40]).toBe('http GET /n/39 ');
  });

  it('hands over when answering throws, instead of failing the process', async () => {
    const { port } = await start((req) => {
      if (req.url === '/broken') throw new Error('a bug in answer');
      return fixed('fine');
    });
    const { bodies, socket } = await exchange(port, [get('/broken') + get('/after')], 2, 0);
    socket.destroy();
    expect(bodies).toEqual(['http GET /broken ', 'http GET /after ']);
  });

  it('lets the http server answer an oversized head (431) and malformed requests (400)', async () => {
    const { port } = await start(() => fixed('never'));
    const huge = `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`;
    const big = await exchange(port, [huge], 1, 0);
    big.socket.destroy();
    expect(big.statuses).toEqual([431]);
    const bad = await exchange(port, ['GET / HTTP/1.1\r\nHost: a\r\nX-Bad : 1\r\n\r\n'], 1, 0);
    bad.socket.destroy();
    expect(bad.statuses).toEqual([400]);
  });

  it('stops answering a client that does not read, and answers everything once it does', async () => {
    const big = 'x'.repeat(256 * 1024);
    const { port, log } = await start((req) => (req.url.startsWith('/fast/') ? fixed(`${req.url} ${big}`) : undefined));
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.pause(); // not reading: the server's writes back up
    // Over 64 KB of requests, so the server also stops reading while blocked.
    let requests = '';
    for (let i = 0; i < 40; i++) requests += `GET /fast/${i} HTTP/1.1\r\nHost: a\r\nX-Pad: ${'p'.repeat(2000)}\r\n\r\n`;
    requests += post('/after', 'tail');
    socket.write(requests);
    await new Promise((r) => setTimeout(r, 150));
    const answeredWhileBlocked = log.length;
    // About 10 MB arrive: keep the chunks and parse only once every answer can be there (re-parsing
    // the whole buffer per chunk was quadratic and timed out on a loaded machine).
    const chunks: Buffer[] = [];
    let size = 0;
    const atLeast = 40 * big.length;
    const all = await new Promise<{ bodies: string[] }>((resolve, reject) => {
      socket.on('data', (c: Buffer) => {
        chunks.push(c);
        size += c.length;
        if (size < atLeast) return;
        const parsed = parseResponses(Buffer.concat(chunks));
        if (parsed.bodies.length === 41) resolve(parsed);
      });
      setTimeout(() => reject(new Error(`got ${parseResponses(Buffer.concat(chunks)).bodies.length}`)), 25_000);
      socket.resume();
    });
    socket.destroy();
    expect(answeredWhileBlocked).toBeLessThan(40);
    expect(all.bodies.slice(0, 40).map((b) => b.split(' ')[0])).toEqual(Array.from({ length: 40 }, (_, i) => `/fast/${i}`));
    expect(all.bodies[40]).toBe('http POST /after tail');
  });

  it('ends the connections it holds on close, so the server can stop', async () => {
    const { port, simple, server } = await start(fastUnderSlashFast);
    const { socket } = await exchange(port, [get('/fast/1')], 1);
    expect(simple.open).toBe(1);
    const ended = new Promise<void>((resolve) => socket.once('end', () => resolve()));
    simple.close();
    await ended;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    servers.splice(servers.indexOf(server), 1);
    socket.destroy();
    expect(simple.open).toBe(0);
  });

  it('closes an idle connection after the keep-alive timeout, and a half-closed one at once', async () => {
    const { port, simple } = await start(fastUnderSlashFast, (s) => { s.keepAliveTimeout = 100; });
    const idle = await exchange(port, [get('/fast/1')], 1);
    await new Promise<void>((resolve) => idle.socket.once('close', () => resolve()));
    const half = await exchange(port, [get('/fast/2')], 1);
    const closed = new Promise<void>((resolve) => half.socket.once('close', () => resolve()));
    half.socket.end();
    await closed;
    expect(simple.open).toBe(0);
  });
});
