// The media library over HTTP on a real database and a real disk store: public and own
// collections, uploads of real image bytes (multipart), size/type refusals that change nothing,
// serving with long cache headers, search and paging by 30, stock searches, account scoping.
import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { mediaItems } from '../db/schema-design';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';

const M = api.media;

// ---- building real files ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A valid RGB PNG of the given size, every pixel red. */
export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([255, 0, 0]))]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

interface Part { field?: string; filename?: string; type?: string; content: Buffer | string }
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = p.filename !== undefined ? `form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"` : `form-data; name="${p.field}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.filename !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`));
    chunks.push(typeof p.content === 'string' ? Buffer.from(p.content) : p.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(h: Harness, url: '/api/images' | '/api/video', token: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return h.app.inject({ method: 'POST', url, headers: { ...headers, 'x-token': token }, payload });
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

describe.each(testDatabases)('media on $name', (db) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  const mediaDir = path.join(dataDir, 'media');
  const h = useHarness(db, { dataDir });

  it('lists the shipped public collections to everyone, own folders first; creates and renames a folder', async () => {
    const { token } = await h.signUp();
    const before = (await h.ok(M.list, { token })).items;
    expect(before.map((c) => c.title)).toEqual(['Фотографии', 'Иконки']);
    expect(before.map((c) => c.count)).toEqual([24, 40]);
    expect(before.every((c) => c.account_id === undefined)).toBe(true);
    const mine = await h.ok(M.create, { token, body: { title: 'Логотипы' } });
    expect(mine).toMatchObject({ title: 'Логотипы', count: 0, account_id: expect.any(Number) });
    expect((await h.ok(M.update, { token, params: { id: mine.id }, body: { title: 'Лого' } })).title).toBe('Лого');
    expect((await h.ok(M.list, { token })).items.map((c) => c.title)).toEqual(['Лого', 'Фотографии', 'Иконки']);
    const other = await h.signUp();
    expect((await h.ok(M.list, { token: other.token })).items.map((c) => c.title)).toEqual(['Фотографии', 'Иконки']);
  });

  it('serves the part of a file a video player asks for (one byte range), and says when it lies past the end', async () => {
    const { token } = await h.signUp();
    const bytes = png(40, 30);
    const res = await upload(h, '/api/images', token, [{ filename: 'part.png', type: 'image/png', content: bytes }]);
    const { url } = (res.json() as { data: { url: string }[] }).data[0];
    const whole = await h.app.inject({ method: 'GET', url });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const get = (range: string) => h.app.inject({ method: 'GET', url, headers: { range } });
    const head = await get('bytes=0-9');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(head.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    const tail = await get('bytes=-12');
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 12}-${bytes.length - 1}/${bytes.length}`);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 12))).toBe(true);
    const rest = await get('bytes=20-');
    expect(rest.rawPayload.equals(bytes.subarray(20))).toBe(true);
    const past = await get(`bytes=${bytes.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    // Several ranges at once are answered with the whole file, as the RFC allows.
    const several = await get('bytes=0-1,5-6');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(bytes)).toBe(true);
  });

  it('uploads a real PNG: entry with the right width and height, served at a stable URL with long cache', async () => {
    const { token } = await h.signUp();
    const bytes = png(3, 2);
    const res = await upload(h, '/api/images', token, [{ filename: 'red.png', type: 'image/png', content: bytes }]);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (res.json() as { data: { id: number; url: string; thumb: string; width: number; height: number; size: number; mime: string; name: string }[] }).data;
    expect(entry).toMatchObject({ width: 3, height: 2, size: bytes.length, mime: 'image/png', name: 'red.png' });
    expect(entry.url).toMatch(/^\/media-files\/\d+\/\d{6}\/[\w-]+\.png$/);
    // The media grid's thumb is the image's smallest WebP copy (here its own 3 px: never upscaled).
    expect(entry.thumb).toBe(entry.url.replace(/\.png$/, '-3.webp'));
    const file = await h.app.inject({ method: 'GET', url: entry.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toMatch(/max-age=31536000/);
    // Embeddable on customer domains and in the pages list's sandboxed previews (an opaque origin).
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // It went into the account's first folder, created on demand.
    const [own] = (await h.ok(M.list, { token })).items;
    expect(own).toMatchObject({ title: 'Мои файлы', count: 1 });
    const page = await h.ok(M.get, { token, params: { id: own.id } });
    expect(page.items.map((i) => i.id)).toEqual([entry.id]);
    expect(page.last).toBe(true);
  });

  it('uploads several files at once into a chosen folder; svg too (clips: video-upload.test.ts)', async () => {
    const { token } = await h.signUp();
    const folder = await h.ok(M.create, { token, body: { title: 'Папка' } });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80"/></svg>';
    const res = await upload(h, '/api/images', token, [
      { field: 'collection_id', content: String(folder.id) },
      { filename: 'a.png', content: png(10, 20) },
      { filename: 'b.svg', type: 'image/svg+xml', content: svg },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { data: { width: number; height: number; mime: string }[] }).data;
    expect(items.map((i) => [i.mime, i.width, i.height])).toEqual([['image/png', 10, 20], ['image/svg+xml', 120, 80]]);
    expect((await h.ok(M.get, { token, params: { id: folder.id } })).collection.count).toBe(2);
    const svgFile = await h.app.inject({ method: 'GET', url: (res.json() as { data: { url: string }[] }).data[1].url });
    expect(svgFile.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('refuses oversize and wrong-type files with the SPEC message, and changes nothing', async () => {
    const { token } = await h.signUp();
    const folder = await h.ok(M.create, { token, body: { title: 'Папка' } });
    const target = { field: 'collection_id', content: String(folder.id) };
    // Just under the limit passes (the 1 MB JSON body limit does not apply to uploads) …
    const nine = await upload(h, '/api/images', token, [{ filename: 'nine.png', content: Buffer.concat([png(5, 5), Buffer.alloc(9 * 1024 * 1024)]) }]);
    expect(nine.statusCode, nine.body).toBe(200);
    const filesBefore = filesUnder(mediaDir);
    // … just over it does not, and takes the good file of the same request down with it.
    const huge = Buffer.concat([png(1, 1), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await upload(h, '/api/images', token, [target, { filename: 'a.png', content: png(2, 2) }, { filename: 'big.png', content: huge }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'media.image_upload_failed', message: 'Произошла ошибка загрузки изображения', params: { reason: 'too_large' } });
    // Six files of 9 MB: each is allowed, together they are over the 50 MB of one request.
    const many = await upload(h, '/api/images', token, [target, ...Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.png`, content: Buffer.concat([png(1, 1), Buffer.alloc(9 * 1024 * 1024)]) }))]);
    expect(many.statusCode).toBe(413);
    expect(many.json()).toMatchObject({ params: { reason: 'too_large', total: true } });
    const txt = await upload(h, '/api/images', token, [target, { filename: 'a.png', content: png(2, 2) }, { filename: 'notes.txt', content: 'hello' }]);
    expect(txt.statusCode).toBe(415);
    expect(txt.json()).toMatchObject({ code: 'media.image_upload_failed', params: { reason: 'type' } });
    const fake = await upload(h, '/api/images', token, [{ filename: 'fake.png', content: 'not really a png' }]);
    expect(fake.statusCode).toBe(415);
    const videoAsImage = await upload(h, '/api/images', token, [{ filename: 'x.png', content: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)]) }]);
    expect(videoAsImage.statusCode).toBe(415);
    const pngAsVideo = await upload(h, '/api/video', token, [{ filename: 'x.mp4', content: png(1, 1) }]);
    expect(pngAsVideo.statusCode).toBe(415);
    expect(pngAsVideo.json()).toMatchObject({ code: 'media.video_upload_failed' });
    const json = await h.app.inject({ method: 'POST', url: '/api/images', headers: { 'x-token': token }, payload: {} });
    expect(json.statusCode).toBe(400);
    const none = await upload(h, '/api/images', token, [target]);
    expect(none.statusCode).toBe(422);
    // Only 'nine.png' (it went into the account's first folder); no new folder either.
    expect((await h.ok(M.get, { token, params: { id: folder.id } })).items.map((i) => i.name)).toEqual(['nine.png']);
    expect((await h.ok(M.list, { token })).items.map((c) => c.title)).toEqual(['Папка', 'Фотографии', 'Иконки']);
    expect(filesUnder(mediaDir)).toEqual(filesBefore);
  });

  it('searches and pages a folder by 30, newest first', async () => {
    const { token } = await h.signUp();
    const folder = await h.ok(M.create, { token, body: { title: 'Много' } });
    const rows = Array.from({ length: 65 }, (_, i) => ({
      collectionId: folder.id, kind: 'image' as const, name: i % 5 === 0 ? `Кот ${i}.png` : `photo_${i}.png`,
      url: `/x/${i}.png`, thumb: `/x/${i}.png`, width: 1, height: 1, size: 1, mime: 'image/png',
    }));
    await h.database.db.insert(mediaItems).values(rows);
    const p1 = await h.ok(M.get, { token, params: { id: folder.id } });
    expect(p1.items).toHaveLength(30);
    expect(p1.last).toBe(false);
    expect(p1.items[0].name).toBe('photo_64.png');
    const p3 = await h.ok(M.get, { token, params: { id: folder.id }, query: { page: '3' } });
    expect(p3.items).toHaveLength(5);
    expect(p3.last).toBe(true);
    const cats = await h.ok(M.get, { token, params: { id: folder.id }, query: { search: 'кот' } });
    expect(cats.items).toHaveLength(13);
    expect(cats.last).toBe(true);
    // LIKE wildcards in a search are plain text.
    expect((await h.ok(M.get, { token, params: { id: folder.id }, query: { search: '%' } })).items).toHaveLength(0);
    expect((await h.ok(M.get, { token, params: { id: folder.id }, query: { search: 'photo_1' } })).items.length).toBeGreaterThan(0);
    await h.fail(M.get, 422, { token, params: { id: folder.id }, query: { limit: '1000' } });
  });

  it('public collections are readable by everyone and editable by no one', async () => {
    const { token } = await h.signUp();
    const pub = (await h.ok(M.list, { token })).items.find((c) => c.title === 'Фотографии');
    if (!pub) throw new Error('no public collection');
    const page = await h.ok(M.get, { token, params: { id: pub.id }, query: { search: 'портрет' } });
    expect(page.items.length).toBe(6);
    // A public collection is searched by its catalogue keywords, not only by the titles stored.
    const nature = await h.ok(M.get, { token, params: { id: pub.id }, query: { search: 'природа' } });
    expect(nature.items.map((i) => i.name).sort()).toEqual(['Горы на рассвете', 'Зелёные холмы']);
    expect((await h.ok(M.get, { token, params: { id: pub.id }, query: { search: 'sea' } })).items.map((i) => i.name).sort()).toEqual(['Закат над морем', 'Море днём']);
    const img = await h.app.inject({ method: 'GET', url: page.items[0].url });
    expect(img.statusCode).toBe(200);
    expect(img.body).toMatch(/^<svg/);
    const patch = await h.fail(M.update, 403, { token, params: { id: pub.id }, body: { title: 'Моё' } });
    expect(patch.code).toBe('media.public_readonly');
    await h.fail(M.remove, 403, { token, params: { id: pub.id } });
    const up = await upload(h, '/api/images', token, [{ field: 'collection_id', content: String(pub.id) }, { filename: 'a.png', content: png(1, 1) }]);
    expect(up.statusCode).toBe(403);
    expect((await h.ok(M.get, { token, params: { id: pub.id } })).collection.count).toBe(24);
  });

  it('is scoped by account: another account\'s folder is a 404 everywhere', async () => {
    const a = await h.signUp();
    const b = await h.signUp();
    const folder = await h.ok(M.create, { token: a.token, body: { title: 'Секрет' } });
    await h.fail(M.get, 404, { token: b.token, params: { id: folder.id } });
    await h.fail(M.update, 404, { token: b.token, params: { id: folder.id }, body: { title: 'x' } });
    await h.fail(M.remove, 404, { token: b.token, params: { id: folder.id } });
    const up = await upload(h, '/api/images', b.token, [{ field: 'collection_id', content: String(folder.id) }, { filename: 'a.png', content: png(1, 1) }]);
    expect(up.statusCode).toBe(404);
    expect((await h.ok(M.get, { token: a.token, params: { id: folder.id } })).collection.title).toBe('Секрет');
  });

  it('deleting a folder deletes its items and their files', async () => {
    const { token } = await h.signUp();
    const folder = await h.ok(M.create, { token, body: { title: 'Временная' } });
    const res = await upload(h, '/api/images', token, [{ field: 'collection_id', content: String(folder.id) }, { filename: 'a.png', content: png(4, 4) }]);
    const url = (res.json() as { data: { url: string }[] }).data[0].url;
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // One item first, through its own route.
    const second = await upload(h, '/api/images', token, [{ field: 'collection_id', content: String(folder.id) }, { filename: 'b.png', content: png(2, 2) }]);
    const item = (second.json() as { data: { id: number; url: string }[] }).data[0];
    const stranger = await h.signUp();
    await h.fail(M.removeItem, 404, { token: stranger.token, params: { id: folder.id, itemId: item.id } });
    await h.ok(M.removeItem, { token, params: { id: folder.id, itemId: item.id } });
    expect((await h.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    await h.fail(M.removeItem, 404, { token, params: { id: folder.id, itemId: item.id } });
    expect((await h.ok(M.get, { token, params: { id: folder.id } })).collection.count).toBe(1);
    await h.ok(M.remove, { token, params: { id: folder.id } });
    await h.fail(M.get, 404, { token, params: { id: folder.id } });
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('stock searches answer from the shipped sandbox catalogue, paged', async () => {
    const { token } = await h.signUp();
    const team = await h.ok(M.unsplash, { token, query: { search: 'команда' } });
    expect(team.items.map((i) => i.id)).toEqual(['team-blue', 'team-green']);
    expect(team.items[0]).toMatchObject({ provider: 'sandbox', width: 1200, height: 800 });
    const all = await h.ok(M.unsplash, { token, query: { limit: '10', page: '3' } });
    expect(all.items).toHaveLength(4);
    expect(all.last).toBe(true);
    const icons = await h.ok(M.icons8, { token, query: { search: 'телефон' } });
    expect(icons.items.map((i) => i.id)).toEqual(['phone']);
    expect((await h.ok(M.icons8, { token })).items).toHaveLength(30);
    // Ordinary word forms and English find the catalogue too (it found nothing for 'горы' → 'гора').
    const ids = async (search: string) => (await h.ok(M.unsplash, { token, query: { search } })).items.map((i) => i.id);
    expect(await ids('гора')).toEqual(['mountains-dawn', 'mountains-green']);
    expect(await ids('моря')).toEqual(['sea-sunset', 'sea-day']);
    expect(await ids('команды')).toEqual(['team-blue', 'team-green']);
    expect(await ids('Mountains')).toEqual(['mountains-dawn', 'mountains-green']);
    expect(await ids('кошка')).toEqual([]);
    expect((await h.ok(M.icons8, { token, query: { search: 'телефоны' } })).items.map((i) => i.id)).toEqual(['phone']);
    const svg = await h.app.inject({ method: 'GET', url: icons.items[0].url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/svg/);
  });

  it('serves the Inter font of the presets from our own server', async () => {
    const css = await h.app.inject({ method: 'GET', url: '/content-files/fonts/inter.css' });
    expect(css.statusCode).toBe(200);
    const file = /url\((\/content-files\/fonts\/inter-cyrillic-400-normal\.woff2)\)/.exec(css.body)?.[1];
    expect(file).toBeDefined();
    const font = await h.app.inject({ method: 'GET', url: file as string });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(css.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The app's own answers keep the same-site policy.
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/user' })).headers['cross-origin-resource-policy']).toBe('same-site');
    expect((await h.app.inject({ method: 'GET', url: '/content-files/fonts/..%2Fpackage.json' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/content-files/fonts/inter-klingon-400-normal.woff2' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/media-files/1/202601/missing.png' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/content-files/covers/block-999999.svg' })).statusCode).toBe(404);
  });
});
