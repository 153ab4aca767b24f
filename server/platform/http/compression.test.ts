// The app's answers are compressed when the client asks (brotli first, gzip), small ones
// are not, and a page origin's answers keep exactly what the publishing path made.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { textContent } from '../../testing/pages-fixtures';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { COMPRESSION_THRESHOLD } from './compression';

const uiDir = mkdtempSync(path.join(tmpdir(), 'ui-compress-'));
mkdirSync(path.join(uiDir, 'assets'));
writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><div id="root"></div>');
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'value number ${i}';`).join('\n');
writeFileSync(path.join(uiDir, 'assets', 'app-abc123.js'), script);

describe.each(testDatabases)('compression on $name', (db) => {
  const h = useHarness(db, { uiDir });

  it('compresses a page content answer with brotli or gzip as asked, and sends it plain when not asked', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Long page' } });
    const { revision } = await h.ok(api.pages.content, { token, params: { pageId: page.id } });
    const long = Array.from({ length: 300 }, (_, i) => `Paragraph ${i}: fast, calm and clear.`).join(' ');
    await h.ok(api.pages.draft, { token, params: { pageId: page.id }, body: { revision, data: textContent(long), globals: {} } });
    const url = `/api${api.pages.content.path.replace(':pageId', String(page.id))}`;

    const plain = await h.app.inject({ method: 'GET', url, headers: { 'x-token': token } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Paragraph 299');

    const br = await h.app.inject({ method: 'GET', url, headers: { 'x-token': token, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    // Kept with the draft and revalidated by its ETag (platform/http/kept-answer.ts, pages-content-answer.test.ts).
    expect(br.headers['cache-control']).toBe('private, no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gz = await h.app.inject({ method: 'GET', url, headers: { 'x-token': token, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    // Any other answer is compressed by the plugin on the way out, and never kept by the browser.
    const editorUrl = `/api${api.pages.redactor.path.replace(':pageId', String(page.id))}`;
    const editorPlain = await h.app.inject({ method: 'GET', url: editorUrl, headers: { 'x-token': token } });
    expect(editorPlain.body).toContain('Paragraph 299');
    const editorBr = await h.app.inject({ method: 'GET', url: editorUrl, headers: { 'x-token': token, 'accept-encoding': 'gzip, deflate, br' } });
    expect(editorBr.headers['content-encoding']).toBe('br');
    expect(editorBr.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(editorBr.rawPayload).toString()).toBe(editorPlain.body);
  });

  it('leaves answers under the threshold alone', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ data: { ok: true } });
  });

  it("compresses the UI's static files and keeps their cache headers", async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("leaves a published page's precompressed bytes as they are, and compresses a page origin's public files", async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Shop page' } });
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { data: textContent('Hello visitors'), globals: {}, code: 'zipshop', uri: 'promo' } });
    const visit = (url: string, encoding?: string) =>
      h.app.inject({ method: 'GET', url, headers: { host: 'zipshop.localhost', ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await visit('/promo');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await visit('/promo', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    // Compressed once, at publish time: one decompression gives the page.
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const css = await visit('/content-files/fonts/families.css', 'gzip');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(css.rawPayload).toString()).toContain('@font-face');
  });
});
