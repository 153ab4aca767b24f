// The phone mask file a published page with a phone field loads: served by the page's own host as
// JavaScript, cached for good under its content-hashed name, compressed when asked; a name the
// engine did not build (another hash, another file) is not found.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { phoneFile } from '../../engine/render/phone-file';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

/** A page with a form that asks for a phone. */
function phoneForm() {
  const w = (id: number, type: string, cfg: Record<string, unknown>, parentId: number | null) => ({ id, type, name: type, cfg, classes: [], style: {}, parentId, v: '0.1' });
  return {
    version: '0.2', fragments: {},
    widgets: {
      1: w(1, 'widget-form', { formName: 'Звонок' }, null),
      2: w(2, 'widget-input', { inputType: 'phone', name: 'phone', label: 'Телефон', required: true }, 1),
    },
    tree: [{ id: 1, type: 'widget-form', cd: [{ id: 2, type: 'widget-input', cd: [], parentId: 1 }], parentId: null }],
  };
}

describe.each(testDatabases)('the page script files on $name', (db) => {
  const h = useHarness(db);

  it('serves the phone file a published page points at from the page\'s host: JavaScript, immutable, compressed when asked', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Звонок' } });
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { data: phoneForm(), globals: {}, code: 'callme', uri: 'call' } });
    const visit = (url: string, encoding?: string) =>
      h.app.inject({ method: 'GET', url, headers: { host: 'callme.localhost', ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const html = (await visit('/call')).body;
    const src = /"src":"(\/content-files\/page-script\/phone-ru\.[0-9a-f]{16}\.js)"/.exec(html)?.[1];
    expect(src).toBe(`/content-files/page-script/${phoneFile('RU').name}`);
    // The mask itself is not in the page.
    expect(html).not.toContain('AsYouType');
    expect(html).not.toContain('"country_calling_codes"');

    const file = await visit(src as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['set-cookie']).toBeUndefined();
    expect(file.body).toBe(phoneFile('RU').text);
    expect(file.body).toContain('"country":"RU"');

    const gz = await visit(src as string, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(file.body);
    expect(gz.rawPayload.length).toBeLessThan(file.body.length / 3);

    for (const wrong of [src!.replace(/\.[0-9a-f]{16}\./, '.0123456789abcdef.'), '/content-files/page-script/phone-zz.0123456789abcdef.js', '/content-files/page-script/form.js']) {
      const missing = await visit(wrong);
      expect(missing.statusCode, wrong).toBe(404);
      expect(String(missing.headers['cache-control']), wrong).not.toContain('immutable');
    }
  });
});
