// Uploaded photos become a set of small copies: a 2400×1600 camera JPEG turned on its side by its
// EXIF is stored upright and without its metadata, with WebP and AVIF copies at 480/960/1440 px
// (never wider than the photo), served with their types; a published page offers them as a
// <picture>; deleting the photo deletes the copies; a file that only starts like a JPEG changes nothing.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { mediaItems } from '../db/schema-design';
import { storageFromEnv } from '../platform/storage/index';
import { fillImageVariants } from './jobs';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';

/** A camera-like JPEG: `width`×`height` pixels as stored, EXIF orientation 6 (shown turned 90°). */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 90 }).withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Camera', Model: 'GPS-42' } } }).toBuffer();
}

function multipart(filename: string, content: Buffer) {
  const boundary = `----variants${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(h: Harness, token: string, filename: string, content: Buffer) {
  const { payload, headers } = multipart(filename, content);
  return h.app.inject({ method: 'POST', url: '/api/images', headers: { ...headers, 'x-token': token }, payload });
}

const filesUnder = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);

describe.each(testDatabases)('image copies on $name', (db) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'variants-test-'));
  const mediaDir = path.join(dataDir, 'media');
  const h = useHarness(db, { dataDir });

  it('stores the photo upright without metadata, with WebP and AVIF copies that a published page offers', async () => {
    const { token } = await h.signUp();
    const res = await upload(h, token, 'beach.jpg', await cameraJpeg(2400, 1600));
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (res.json() as { data: { id: number; url: string; thumb: string; width: number; height: number }[] }).data;
    // Orientation applied: the 2400×1600 sensor image is a 1600×2400 portrait.
    expect([entry.width, entry.height]).toEqual([1600, 2400]);
    const original = await h.app.inject({ method: 'GET', url: entry.url });
    const meta = await sharp(original.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([1600, 2400, undefined, undefined]);

    const [row] = await h.database.db.select().from(mediaItems).where(eq(mediaItems.id, entry.id));
    expect(row.variants.map((v) => [v.w, v.h])).toEqual([[480, 720], [960, 1440], [1440, 2160]]);
    expect(entry.thumb).toBe(row.variants[0].webp);
    for (const v of row.variants) {
      const webp = await h.app.inject({ method: 'GET', url: v.webp });
      const avif = await h.app.inject({ method: 'GET', url: v.avif });
      expect([webp.headers['content-type'], avif.headers['content-type']]).toEqual(['image/webp', 'image/avif']);
      expect((await sharp(webp.rawPayload).metadata()).width).toBe(v.w);
      expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');
    }
    // The phone's copy is a small fraction of the original.
    const phone = await h.app.inject({ method: 'GET', url: row.variants[0].avif });
    expect(phone.rawPayload.length * 10).toBeLessThan(original.rawPayload.length);

    const page = await h.ok(api.pages.create, { token, body: { title: 'Пляж' } });
    const image = { id: 1, type: 'widget-image', name: 'Photo', cfg: { src: entry.url, alt: 'Пляж' }, classes: [], style: {}, parentId: null, v: '0.1' };
    const data = { version: '0.2', widgets: { 1: image }, tree: [{ id: 1, type: 'widget-image', cd: [], parentId: null }], fragments: {} };
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'beach', data } });
    const html = (await h.app.inject({ method: 'GET', url: '/', headers: { host: 'beach.localhost' } })).body;
    expect(html).toContain(`<source type="image/avif" srcset="${row.variants.map((v) => `${v.avif} ${v.w}w`).join(', ')}"`);
    expect(html).toContain(`<source type="image/webp" srcset="${row.variants.map((v) => `${v.webp} ${v.w}w`).join(', ')}"`);
    // The first screen's image: preloaded, fetched first, never lazy.
    expect(html).toContain('<link rel=preload as=image type=image/avif imagesrcset=');
    expect(html).toMatch(/<img src="[^"]+" alt="Пляж" width=1440 height=2160 fetchpriority=high><\/picture>/);

    // Deleting the photo deletes its copies.
    const collection = (await h.ok(api.media.list, { token })).items[0];
    const before = filesUnder(mediaDir).length;
    await h.ok(api.media.removeItem, { token, params: { id: collection.id, itemId: entry.id } });
    expect(filesUnder(mediaDir).length).toBe(before - 7);
  });

  it('gives images stored before copies were made their copies in the background, skipping what it cannot read', async () => {
    const { token } = await h.signUp();
    const res = await upload(h, token, 'old.jpg', await cameraJpeg(1200, 800));
    const [entry] = (res.json() as { data: { id: number; url: string } [] }).data;
    const dbh = h.database.db;
    // As an upload from before: no copies, the original as its own thumb; and one file that is no image.
    await dbh.update(mediaItems).set({ variants: [], thumb: entry.url }).where(eq(mediaItems.id, entry.id));
    const [item] = await dbh.select().from(mediaItems).where(eq(mediaItems.id, entry.id));
    const storage = storageFromEnv(dataDir, {});
    await storage.store.put(`${item.accountId}/202001/broken.png`, Buffer.from('not a png'), 'image/png');
    await dbh.insert(mediaItems).values({ ...item, id: undefined, storageKey: `${item.accountId}/202001/broken.png`, url: '/media-files/broken.png', mime: 'image/png', created: new Date() });
    expect(await fillImageVariants(dbh, storage)).toBe(1);
    const [after] = await dbh.select().from(mediaItems).where(eq(mediaItems.id, entry.id));
    expect(after.variants.map((v) => v.w)).toEqual([480]); // upright it is 800 px wide
    expect(after.thumb).toBe(after.variants[0].webp);
    expect((await h.app.inject({ method: 'GET', url: after.variants[0].avif })).statusCode).toBe(200);
    // Nothing left to do: a second run makes nothing.
    expect(await fillImageVariants(dbh, storage)).toBe(0);
  });

  it('refuses a file that only starts like a JPEG, and stores nothing', async () => {
    const { token } = await h.signUp();
    const before = filesUnder(mediaDir).length;
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a picture'.repeat(50))]);
    const res = await upload(h, token, 'fake.jpg', fake);
    expect(res.statusCode).toBe(415);
    expect(filesUnder(mediaDir).length).toBe(before);
    expect((await h.ok(api.media.list, { token })).items.find((c) => c.account_id !== undefined)?.count ?? 0).toBe(0);
  });

  it('refuses a 20 MB photo with the size message, and stores nothing', async () => {
    const { token } = await h.signUp();
    const before = filesUnder(mediaDir).length;
    const big = Buffer.concat([await cameraJpeg(64, 64), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(h, token, 'big.jpg', big);
    expect(res.statusCode).toBe(413);
    expect(filesUnder(mediaDir).length).toBe(before);
  });
});
