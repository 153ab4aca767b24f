// Uploads through the real routes into a real S3-protocol server (s3rver through the AWS SDK):
// an image stored in the bucket and streamed back at its /media-files/ URL; a multipart video whose
// bucket fails half-way answers the upload error, stores no row and leaves no object; presigned
// reads redirect to the bucket.
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { mediaItems } from '../../db/schema-design';
import { testDatabases } from '../../testing/db';
import { useHarness, type Harness } from '../../testing/harness';
import { startTestS3, TEST_BUCKET, type TestS3 } from '../../testing/s3';
import { createS3Client, PART_SIZE } from './s3';
import { s3ConfigFromEnv } from './index';

/**
 * A real one-second MP4 (made by FFmpeg, its index first) that ffprobe reads, padded to `size`
 * bytes so the upload goes to the bucket in several parts.
 */
function mp4(size: number): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 's3clip-'));
  try {
    const file = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10', '-t', '1', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file], { stdio: 'pipe' });
    const clip = readFileSync(file);
    return Buffer.concat([clip, Buffer.alloc(size - clip.length, 7)]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db00000000049454e44ae426082', 'hex');

function multipart(filename: string, content: Buffer) {
  const boundary = `----s3test${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let s3: TestS3;
const saved = { ...process.env };
beforeAll(async () => {
  s3 = await startTestS3();
  // Through the faulty proxy, so a test can make the bucket fail; the store reads S3_* per app config.
  Object.assign(process.env, s3.env(s3.proxyEndpoint), { S3_MAX_ATTEMPTS: '2' });
});
afterAll(async () => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  await s3?.stop();
});

async function bucketKeys(): Promise<string[]> {
  const cfg = s3ConfigFromEnv(s3.env());
  if ('error' in cfg) throw new Error(cfg.error);
  const listed = await createS3Client(cfg).send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

async function upload(h: Harness, url: string, token: string, filename: string, content: Buffer) {
  const { payload, headers } = multipart(filename, content);
  return h.app.inject({ method: 'POST', url, headers: { ...headers, 'x-token': token }, payload });
}

describe.each(testDatabases)('media in S3 on $name', (db) => {
  const h = useHarness(db);

  it('stores an upload in the bucket, streams it back at its URL, deletes it with the item', async () => {
    s3.mode = 'pass';
    const { token } = await h.signUp();
    const res = await upload(h, '/api/images', token, 'dot.png', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const [item] = (res.json() as { data: { id: number; url: string }[] }).data;
    const key = item.url.replace('/media-files/', '');
    expect(await bucketKeys()).toContain(key);
    const file = await h.app.inject({ method: 'GET', url: item.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // A part, as a video player asks: the bucket answers the range, the whole size stays known.
    const part = await h.app.inject({ method: 'GET', url: item.url, headers: { range: 'bytes=8-23' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-23/${PNG.length}`);
    expect(part.rawPayload.equals(PNG.subarray(8, 24))).toBe(true);
    const [own] = (await h.ok(api.media.list, { token })).items;
    await h.ok(api.media.removeItem, { token, params: { id: own.id, itemId: item.id } });
    expect(await bucketKeys()).not.toContain(key);
  });

  it('a bucket that fails in the middle of a multipart video: an upload error, no row, no object', async () => {
    const { token } = await h.signUp();
    const before = await bucketKeys();
    s3.mode = 'cut-parts';
    try {
      const res = await upload(h, '/api/video', token, 'clip.mp4', mp4(PART_SIZE + 1024 * 1024));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'media.video_upload_failed', params: { reason: 'store' } });
      expect(res.json().message).toBe('Произошла ошибка загрузки видео');
    } finally {
      s3.mode = 'pass';
    }
    expect(await h.database.db.select().from(mediaItems).where(eq(mediaItems.kind, 'video'))).toEqual([]);
    expect(await bucketKeys()).toEqual(before);
    // The same file goes through once the bucket is back.
    const again = await upload(h, '/api/video', token, 'clip.mp4', mp4(PART_SIZE + 1024 * 1024));
    expect(again.statusCode, again.body).toBe(200);
    const [item] = (again.json() as { data: { url: string; size: number }[] }).data;
    expect(item.size).toBe(PART_SIZE + 1024 * 1024);
    const served = await h.app.inject({ method: 'GET', url: item.url });
    expect(served.rawPayload.equals(mp4(PART_SIZE + 1024 * 1024))).toBe(true);
  });
});

describe.each(testDatabases.slice(0, 1))('presigned media reads on $name', (db) => {
  beforeAll(() => { process.env.S3_READS = 'presigned'; });
  afterAll(() => { delete process.env.S3_READS; });
  const h = useHarness(db);

  it('redirects a media URL to a presigned bucket URL the browser reads directly', async () => {
    const { token } = await h.signUp();
    const res = await upload(h, '/api/images', token, 'dot.png', PNG);
    const [item] = (res.json() as { data: { url: string }[] }).data;
    const file = await h.app.inject({ method: 'GET', url: item.url });
    expect(file.statusCode).toBe(302);
    expect(file.headers['cache-control']).toBe('private, max-age=300');
    const location = String(file.headers.location);
    expect(location.startsWith(`${s3.proxyEndpoint}/${TEST_BUCKET}/`)).toBe(true);
    expect(location).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    const direct = await fetch(location);
    expect(Buffer.from(await direct.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
