// The media store: the local disk store end to end, and the S3 adapter's request signing (no S3
// is reachable from here, so the S3 store is checked only for what it would send).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStore } from './local';
import { createS3Store, objectUrl } from './s3';
import { sha256Hex, signRequest } from './sigv4';
import { storageFromEnv } from './index';

describe('local store', () => {
  let dir = '';
  afterAll(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

  it('writes, reads back and deletes a file', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'store-'));
    const store = createLocalStore(dir);
    await store.put('12/2026/abc_DEF-1.png', Buffer.from('hello'), 'image/png');
    const got = await store.get('12/2026/abc_DEF-1.png');
    expect(got?.size).toBe(5);
    expect(got?.contentType).toBe('image/png');
    expect(await text(got!.body)).toBe('hello');
    await store.delete('12/2026/abc_DEF-1.png');
    expect(await store.get('12/2026/abc_DEF-1.png')).toBeNull();
    await store.delete('12/2026/abc_DEF-1.png'); // deleting twice is fine
  });

  it('refuses keys that could leave its root', async () => {
    const store = createLocalStore(dir || os.tmpdir());
    for (const bad of ['../etc/passwd', '/abs.png', 'a/../../b.png', 'a//b.png', 'a b.png']) {
      await expect(store.get(bad)).rejects.toThrow(/Invalid store key/);
    }
  });
});

describe('SigV4 signing', () => {
  it('matches the GET Object example of the S3 API reference', () => {
    const headers = signRequest(
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      {
        method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''), date: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,'
      + 'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,'
      + 'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('S3 store requests', () => {
  const cfg = { endpoint: 'http://minio.local:9000', bucket: 'media', region: 'ru-central1', accessKeyId: 'AK', secretAccessKey: 'SK', forcePathStyle: true, prefix: 'p' };

  it('builds path-style and virtual-host URLs', () => {
    expect(objectUrl(cfg, '1/a.png').toString()).toBe('http://minio.local:9000/media/p/1/a.png');
    expect(objectUrl({ ...cfg, endpoint: 'https://storage.example.com', forcePathStyle: false, prefix: undefined }, '1/a.png').toString())
      .toBe('https://media.storage.example.com/1/a.png');
  });

  it('sends a signed PUT with the body hash and content type', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: URL | string, init?: RequestInit) => {
      sent.push({ url: String(url), init: init ?? {} });
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const store = createS3Store(cfg, fakeFetch);
    const body = Buffer.from('png bytes');
    await store.put('7/x.png', body, 'image/png');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('http://minio.local:9000/media/p/7/x.png');
    expect(sent[0].init.method).toBe('PUT');
    const h = sent[0].init.headers as Record<string, string>;
    expect(h['x-amz-content-sha256']).toBe(sha256Hex(body));
    expect(h['content-type']).toBe('image/png');
    expect(h.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/ru-central1\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/);
    expect(h.host).toBeUndefined();
  });

  it('is chosen when S3_BUCKET is set; local disk otherwise', () => {
    expect(storageFromEnv('/tmp/x', { S3_BUCKET: 'b' }).store.kind).toBe('s3');
    const local = storageFromEnv('/tmp/x', {});
    expect(local.store.kind).toBe('local');
    expect(local.publicUrl('1/a.png')).toBe('/media-files/1/a.png');
    expect(storageFromEnv('/tmp/x', { MEDIA_PUBLIC_URL: 'https://cdn.example.com/' }).publicUrl('1/a.png')).toBe('https://cdn.example.com/1/a.png');
  });
});
