// A real S3-protocol server for tests: s3rver on a loopback port (the S3 REST API with multipart
// uploads; note that it does not verify SigV4 signatures), with a bucket, run in a child process so
// the test process's memory is its own, and an optional faulty proxy in front of it that answers 503 once per
// request, cuts the upload of a multipart part, or drops every connection — so retries and a
// bucket that fails mid-upload are tested against the SDK's real behaviour.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const TEST_BUCKET = 'media-bucket';

/** pass: forward; flaky: 503 on the first try of each request; cut-parts: drop part 2 of a multipart upload; down: drop everything. */
export type ProxyMode = 'pass' | 'flaky' | 'cut-parts' | 'down';

export interface TestS3 {
  /** s3rver itself. */
  endpoint: string;
  /** The proxy in front of it; its behaviour is `mode`. */
  proxyEndpoint: string;
  mode: ProxyMode;
  /** Requests the proxy saw, as "METHOD /path?query". */
  seen: string[];
  /** The S3_* variables of a store on `endpoint` (or another one). */
  env(endpoint?: string): Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const script = `const S3rver = require('s3rver');
    new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(directory)}, configureBuckets: [{ name: ${JSON.stringify(TEST_BUCKET)}, configs: [] }] })
      .run().then((a) => console.log(JSON.stringify({ port: a.port })));`;
  const child = spawn(process.execPath, ['-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const [first] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { port } = JSON.parse(first) as { port: number };
  const tried = new Set<string>();
  const s3: TestS3 = {
    endpoint: `http://127.0.0.1:${port}`,
    proxyEndpoint: '',
    mode: 'pass',
    seen: [],
    env: (endpoint = s3.endpoint) => ({
      S3_BUCKET: TEST_BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1',
    }),
    stop: async () => {
      await new Promise((resolve) => proxy.close(resolve));
      child.kill();
      if (child.exitCode === null) await once(child, 'exit');
      await rm(directory, { recursive: true, force: true });
    },
  };
  const proxy: Server = createServer((req, res) => {
    const line = `${req.method} ${req.url}`;
    s3.seen.push(line);
    if (s3.mode === 'down' || (s3.mode === 'cut-parts' && /[?&]partNumber=2(&|$)/.test(req.url ?? ''))) {
      req.socket.destroy();
      return;
    }
    if (s3.mode === 'flaky' && !tried.has(line)) {
      tried.add(line);
      req.resume();
      res.writeHead(503, { 'content-type': 'application/xml' }).end('<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
      return;
    }
    const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  s3.proxyEndpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return s3;
}
