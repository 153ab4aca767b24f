// The media store: ONE suite run on the local disk and on a real S3-protocol server (s3rver on
// loopback, through the AWS SDK): round trips from bytes and from streams larger than a multipart
// part, a body that fails half-way leaving nothing, bounded memory for a large stream, key checks.
// Then what only S3 has: retries, presigned reads, an unreachable bucket at start.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { startTestS3, TEST_BUCKET, type TestS3 } from '../../testing/s3';
import { createLocalStore } from './local';
import { createS3Client, createS3Store, PART_SIZE, presignedGet } from './s3';
import { mediaStorageProblem, s3ConfigFromEnv, storageFromEnv } from './index';
import type { ObjectStore } from './store';

const MB = 1024 * 1024;

/** `total` bytes of a repeatable pattern, produced 1 MiB at a time; fails after `failAfter` bytes. */
function generated(total: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const n = Math.min(MB, total - sent);
      const chunk = Buffer.alloc(n, sent / MB % 251);
      sent += n;
      this.push(chunk);
    },
  });
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
async function shaOfStream(s: Readable): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of s) h.update(chunk as Buffer);
  return h.digest('hex');
}

let s3: TestS3;
let localDir = '';
beforeAll(async () => {
  s3 = await startTestS3();
  localDir = await mkdtemp(path.join(os.tmpdir(), 'store-'));
});
afterAll(async () => {
  await s3?.stop();
  if (localDir) await rm(localDir, { recursive: true, force: true });
});

const s3Cfg = (endpoint: string, extra: Record<string, string> = {}) => {
  const cfg = s3ConfigFromEnv({ ...s3.env(endpoint), ...extra });
  if ('error' in cfg) throw new Error(cfg.error);
  return cfg;
};

interface Backend {
  name: string;
  store(): ObjectStore;
  /** Every object (or file) the store holds now, temporary files included. */
  contents(): Promise<string[]>;
}

const backends: Backend[] = [
  {
    name: 'local disk',
    store: () => createLocalStore(localDir),
    contents: async () => (await readdir(localDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name),
  },
  {
    name: 's3rver through the AWS SDK',
    store: () => createS3Store(s3Cfg(s3.endpoint)),
    contents: async () => {
      const listed = await createS3Client(s3Cfg(s3.endpoint)).send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '');
    },
  },
];

describe.each(backends)('media store on $name', (backend) => {
  it('writes bytes, reads them back streamed with their size and type, deletes them (twice is fine)', async () => {
    const store = backend.store();
    await store.check();
    await store.put('12/202611/abc_DEF-1.png', Buffer.from('hello'), 'image/png');
    const got = await store.get('12/202611/abc_DEF-1.png');
    expect(got?.size).toBe(5);
    expect(got?.contentType).toBe('image/png');
    expect((await buffer(got!.body)).toString()).toBe('hello');
    await store.delete('12/202611/abc_DEF-1.png');
    expect(await store.get('12/202611/abc_DEF-1.png')).toBeNull();
    await store.delete('12/202611/abc_DEF-1.png');
    expect(await store.get('12/202611/never-written.png')).toBeNull();
  });

  it('stores a stream larger than three multipart parts intact', async () => {
    const store = backend.store();
    const size = 3 * PART_SIZE + 123_457;
    const expected = sha(await buffer(generated(size)));
    await store.put('7/202611/big.mp4', generated(size), 'video/mp4');
    const got = await store.get('7/202611/big.mp4');
    expect(got?.size).toBe(size);
    expect(got?.contentType).toBe('video/mp4');
    expect(await shaOfStream(got!.body)).toBe(expected);
    await store.delete('7/202611/big.mp4');
  });

  it('never holds a large stream whole: 160 MB go through with a bounded amount of memory', async () => {
    const store = backend.store();
    const size = 160 * MB;
    let peak = 0;
    const base = process.memoryUsage().arrayBuffers;
    const sample = setInterval(() => { peak = Math.max(peak, process.memoryUsage().arrayBuffers - base); }, 5);
    try {
      await store.put('7/202611/huge.webm', generated(size), 'video/webm');
      const got = await store.get('7/202611/huge.webm');
      let read = 0;
      for await (const chunk of got!.body) read += (chunk as Buffer).length;
      expect(read).toBe(size);
    } finally {
      clearInterval(sample);
    }
    // Parts in flight (2 × 8 MiB) and stream buffers, plus the 1 MiB chunks already passed on that
    // the garbage collector has not taken yet (it runs when tens of MB are waiting): well below the
    // file's 160 MB, which a store that buffered the body would hold at once.
    expect(peak).toBeLessThan(96 * MB);
    await store.delete('7/202611/huge.webm');
  });

  it('a body that fails half-way leaves no object and no temporary file', async () => {
    const store = backend.store();
    const before = await backend.contents();
    await expect(store.put('7/202611/broken.mp4', generated(3 * PART_SIZE, PART_SIZE + MB), 'video/mp4')).rejects.toThrow();
    expect(await store.get('7/202611/broken.mp4')).toBeNull();
    expect(await backend.contents()).toEqual(before);
  });

  it('refuses keys that could leave its root', async () => {
    const store = backend.store();
    for (const bad of ['../etc/passwd', '/abs.png', 'a/../../b.png', 'a//b.png', 'a b.png']) {
      await expect(store.get(bad)).rejects.toThrow(/Invalid store key/);
      await expect(store.put(bad, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid store key/);
    }
  });
});

describe('S3 store', () => {
  it('retries a request the bucket answered with 503 (the SDK standard retry strategy)', async () => {
    s3.mode = 'flaky';
    s3.seen.length = 0;
    try {
      const store = createS3Store(s3Cfg(s3.proxyEndpoint));
      const bytes = randomBytes(2048);
      await store.put('3/202611/retry.png', bytes, 'image/png');
      expect(await buffer((await store.get('3/202611/retry.png'))!.body)).toEqual(bytes);
      // Each request was sent twice: refused once, then accepted.
      expect(s3.seen.filter((l) => l.startsWith('PUT ') && l.includes('retry.png'))).toHaveLength(2);
      expect(s3.seen.filter((l) => l.startsWith('GET ') && l.includes('retry.png'))).toHaveLength(2);
      s3.mode = 'pass';
      await store.delete('3/202611/retry.png');
    } finally {
      s3.mode = 'pass';
    }
  });

  it('gives up after S3_MAX_ATTEMPTS when the bucket keeps failing, and nothing is stored', async () => {
    s3.mode = 'cut-parts';
    s3.seen.length = 0;
    try {
      const store = createS3Store(s3Cfg(s3.proxyEndpoint, { S3_MAX_ATTEMPTS: '2' }));
      await expect(store.put('3/202611/cut.mp4', generated(2 * PART_SIZE + MB), 'video/mp4')).rejects.toThrow();
      expect(s3.seen.filter((l) => /partNumber=2(&|$)/.test(l))).toHaveLength(2);
      s3.mode = 'pass';
      expect(await store.get('3/202611/cut.mp4')).toBeNull();
    } finally {
      s3.mode = 'pass';
    }
  });

  it('presigned reads: a time-limited URL the bucket itself answers; proxied reads give none', async () => {
    const presigned = createS3Store(s3Cfg(s3.endpoint, { S3_READS: 'presigned', S3_PRESIGN_SECONDS: '600' }));
    const bytes = randomBytes(4096);
    await presigned.put('5/202611/signed.png', bytes, 'image/png');
    const url = await presigned.readUrl('5/202611/signed.png');
    expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    expect(url).toMatch(/X-Amz-Expires=600/);
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    expect(await createS3Store(s3Cfg(s3.endpoint)).readUrl('5/202611/signed.png')).toBeNull();
    await presigned.delete('5/202611/signed.png');
  });

  it('signs a presigned URL exactly as the S3 API reference\'s query-string authentication example', async () => {
    // s3rver does not verify signatures, so the signing is checked against AWS's published example.
    const url = await presignedGet(createS3Client({ ...s3Cfg('https://s3.amazonaws.com'), credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' } }),
      { ...s3Cfg('https://s3.amazonaws.com'), bucket: 'examplebucket', forcePathStyle: false, presignSeconds: 86400 }, 'test.txt', new Date('2013-05-24T00:00:00Z'));
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe('https://examplebucket.s3.amazonaws.com/test.txt');
    expect(u.searchParams.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(u.searchParams.get('X-Amz-Date')).toBe('20130524T000000Z');
    expect(u.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(u.searchParams.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('is chosen when S3_BUCKET is set; local disk otherwise; bad settings name their variable', () => {
    expect(storageFromEnv('/tmp/x', s3.env()).store.kind).toBe('s3');
    const local = storageFromEnv('/tmp/x', {});
    expect(local.store.kind).toBe('local');
    expect(local.publicUrl('1/a.png')).toBe('/media-files/1/a.png');
    expect(storageFromEnv('/tmp/x', { MEDIA_PUBLIC_URL: 'https://cdn.example.com/' }).publicUrl('1/a.png')).toBe('https://cdn.example.com/1/a.png');
    expect(() => storageFromEnv('/tmp/x', { S3_BUCKET: 'b' })).toThrow(/^S3_BUCKET: "b" is not a bucket name/);
    expect(s3ConfigFromEnv({ ...s3.env(), S3_READS: 'public' })).toEqual({ error: 'S3_READS: "public" is neither proxy nor presigned' });
    expect(s3ConfigFromEnv({ ...s3.env(), S3_SECRET_ACCESS_KEY: '' })).toMatchObject({ error: expect.stringMatching(/^S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID/) });
  });

  it('an unreachable bucket or endpoint at start is one line naming the variables', async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, s3.env(), { S3_MAX_ATTEMPTS: '1' });
      expect(await mediaStorageProblem(testConfig())).toBeNull();
      process.env.S3_BUCKET = 'no-such-bucket';
      const missing = await mediaStorageProblem(testConfig());
      expect(missing).toMatch(/^S3_BUCKET "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be reached \(check S3_ENDPOINT, S3_BUCKET and the S3 credentials\): .*HTTP 404/);
      expect(missing).not.toContain('\n');
      Object.assign(process.env, s3.env('http://127.0.0.1:9'));
      expect(await mediaStorageProblem(testConfig())).toMatch(/^S3_BUCKET "media-bucket" at http:\/\/127\.0\.0\.1:9 cannot be reached .*ECONNREFUSED/);
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });
});
