// Uploaded clips on a real database, a real disk store and real FFmpeg: an MP4 and a WebM made by
// ffmpeg here are checked by ffprobe, get a poster frame (a JPEG with resized copies) and their
// length and size; a renamed text file, a container without a picture, a clip whose first bytes
// alone look right and one over the size limit are refused and leave nothing behind; another
// account cannot reach the clip's folder; deleting the clip deletes its poster too.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { mediaItems } from '../db/schema-design';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';
import { pageImageVariants } from './page-images';
import { UPLOAD_LIMITS } from './media-upload';

const M = api.media;
const work = mkdtempSync(path.join(os.tmpdir(), 'clips-'));
const clip = (name: string) => readFileSync(path.join(work, name));

beforeAll(() => {
  const ff = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'pipe' });
  // Two seconds of a test pattern: a 320×240 H.264 MP4 and a 160×90 VP8 WebM; and a sound without a picture.
  ff('-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', '+faststart', path.join(work, 'clip.mp4'));
  ff('-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=5', '-t', '1', '-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '100k', path.join(work, 'clip.webm'));
  ff('-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac', path.join(work, 'sound.mp4'));
}, 60_000);

interface Part { field?: string; filename?: string; type?: string; content: Buffer | string }
const BOUNDARY = '----cliptest';
const head = (p: Part) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${p.filename !== undefined ? `form-data; name="file"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : `form-data; name="${p.field}"`}\r\n\r\n`);
const HEADERS = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function upload(h: Harness, token: string, parts: Part[]) {
  const payload = Buffer.concat([...parts.flatMap((p) => [head(p), Buffer.from(p.content), Buffer.from('\r\n')]), Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return h.app.inject({ method: 'POST', url: '/api/video', headers: { ...HEADERS, 'x-token': token }, payload });
}

/** A multipart body streamed a MiB at a time: one MP4-looking file of `bytes` bytes, never whole in memory. */
function streamedUpload(h: Harness, token: string, bytes: number) {
  const mib = Buffer.alloc(1024 * 1024);
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
  let left = bytes - ftyp.length;
  const body = Readable.from((function* chunks() {
    yield head({ filename: 'huge.mp4', type: 'video/mp4', content: '' });
    yield ftyp;
    while (left > 0) {
      const n = Math.min(left, mib.length);
      left -= n;
      yield n === mib.length ? mib : mib.subarray(0, n);
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  })());
  return h.app.inject({ method: 'POST', url: '/api/video', headers: { ...HEADERS, 'x-token': token }, payload: body });
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();
}

type Entry = { id: number; url: string; thumb: string; width: number | null; height: number | null; mime: string; kind: string; poster?: string | null; duration?: number | null };

describe.each(testDatabases)('uploaded clips on $name', (db) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clip-store-'));
  const mediaDir = path.join(dataDir, 'media');
  const h = useHarness(db, { dataDir });

  it('stores an MP4 and a WebM with a poster frame (and its copies), their length, width and height', async () => {
    const { token } = await h.signUp();
    const res = await upload(h, token, [{ filename: 'clip.mp4', type: 'video/mp4', content: clip('clip.mp4') }, { filename: 'clip.webm', type: 'video/webm', content: clip('clip.webm') }]);
    expect(res.statusCode, res.body).toBe(200);
    const [mp4, webm] = (res.json() as { data: Entry[] }).data;
    expect(mp4).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 320, height: 240 });
    expect(webm).toMatchObject({ kind: 'video', mime: 'video/webm', width: 160, height: 90 });
    expect(mp4.duration).toBeCloseTo(2, 1);
    expect(webm.duration).toBeCloseTo(1, 1);
    expect(mp4.url).toMatch(/\.mp4$/);
    expect(mp4.poster).toBe(mp4.url.replace(/\.mp4$/, '-poster.jpg'));
    // The grid's thumb is the poster's smallest WebP copy (its own 320 px: never upscaled).
    expect(mp4.thumb).toBe(mp4.url.replace(/\.mp4$/, '-poster-320.webp'));
    // The clip is served byte for byte as a video; its poster is a real 320×240 JPEG.
    const served = await h.app.inject({ method: 'GET', url: mp4.url });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(clip('clip.mp4'))).toBe(true);
    const poster = await h.app.inject({ method: 'GET', url: mp4.poster ?? '' });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    const thumb = await h.app.inject({ method: 'GET', url: mp4.thumb });
    expect(thumb.statusCode).toBe(200);
    // Listed with its poster; a published page finds the poster's copies by the poster's URL.
    const [own] = (await h.ok(M.list, { token })).items;
    const listed = (await h.ok(M.get, { token, params: { id: own.id } })).items;
    expect(listed.map((i) => i.poster)).toEqual([webm.poster, mp4.poster]);
    const [row] = await h.database.db.select().from(mediaItems).where(eq(mediaItems.id, mp4.id));
    const found = await pageImageVariants(h.database.db, row.accountId ?? 0, [mp4.poster ?? '']);
    expect(found.get(mp4.poster ?? '')?.map((v) => v.w)).toEqual([320]);
    expect((await pageImageVariants(h.database.db, (row.accountId ?? 0) + 1000, [mp4.poster ?? ''])).size).toBe(0);
  });

  it('refuses a renamed text file, a sound without a picture and a file whose first bytes alone look like MP4; nothing is stored', async () => {
    const { token } = await h.signUp();
    const before = filesUnder(mediaDir);
    const text = await upload(h, token, [{ filename: 'notes.mp4', type: 'video/mp4', content: 'just some text, not a clip' }]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'media.video_upload_failed', params: { reason: 'type', file: 'notes.mp4' } });
    const sound = await upload(h, token, [{ filename: 'song.mp4', content: clip('sound.mp4') }]);
    expect(sound.statusCode).toBe(415);
    const magicOnly = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(4000)]);
    // The good clip of the same request is refused with it.
    const mixed = await upload(h, token, [{ filename: 'ok.webm', content: clip('clip.webm') }, { filename: 'fake.mp4', content: magicOnly }]);
    expect(mixed.statusCode).toBe(415);
    expect(mixed.json()).toMatchObject({ params: { reason: 'type', file: 'fake.mp4' } });
    const webmAsMp4 = await upload(h, token, [{ filename: 'x.mp4', content: Buffer.concat([clip('clip.webm').subarray(0, 4), Buffer.from('garbage'.repeat(100))]) }]);
    expect(webmAsMp4.statusCode).toBe(415);
    expect((await h.ok(M.list, { token })).items.every((c) => c.account_id === undefined)).toBe(true);
    expect(filesUnder(mediaDir)).toEqual(before);
  });

  it(`refuses a clip over ${UPLOAD_LIMITS.video / 1024 / 1024} MB with a clear error; nothing is stored`, async () => {
    const { token } = await h.signUp();
    const before = filesUnder(mediaDir);
    const res = await streamedUpload(h, token, UPLOAD_LIMITS.video + 1);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'media.video_upload_failed', params: { reason: 'too_large', limit: UPLOAD_LIMITS.video } });
    expect(filesUnder(mediaDir)).toEqual(before);
  }, 60_000);

  it("another account cannot reach the clip's folder or delete it; deleting it removes the clip, its poster and the poster's copies", async () => {
    const owner = await h.signUp();
    const res = await upload(h, owner.token, [{ filename: 'clip.webm', content: clip('clip.webm') }]);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (res.json() as { data: Entry[] }).data;
    const [folder] = (await h.ok(M.list, { token: owner.token })).items;
    const stranger = await h.signUp();
    await h.fail(M.get, 404, { token: stranger.token, params: { id: folder.id } });
    await h.fail(M.removeItem, 404, { token: stranger.token, params: { id: folder.id, itemId: entry.id } });
    expect((await h.ok(M.list, { token: stranger.token })).items.some((c) => c.id === folder.id)).toBe(false);
    const stored = filesUnder(mediaDir).filter((f) => f.startsWith(path.basename(entry.url, '.webm')));
    expect(stored.length).toBe(4); // the clip, its poster, the poster's WebP and AVIF copy
    await h.ok(M.removeItem, { token: owner.token, params: { id: folder.id, itemId: entry.id } });
    expect(filesUnder(mediaDir).filter((f) => f.startsWith(path.basename(entry.url, '.webm')))).toEqual([]);
  });
});
