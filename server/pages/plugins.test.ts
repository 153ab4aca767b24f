import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';

const Pl = api.plugins;
const page = (h: Harness, host: string) => h.app.inject({ method: 'GET', url: '/', headers: { host } }).then((r) => r.body);

describe.each(testDatabases)('plugins on $name', (db) => {
  const h = useHarness(db);

  async function published(token: string, code: string) {
    const p = await h.ok(api.pages.create, { token, body: { title: code } });
    await h.ok(api.pages.publish, { token, params: { pageId: p.id }, body: { code, data: textContent(`Body of ${code}`) } });
    return p;
  }

  it('validates fields per kind with the SPEC messages', async () => {
    const { token } = await h.signUp();
    const empty = await h.fail(Pl.create, 422, { token, body: { kind: 'yandex_metrika', name: '', counter: '' } });
    expect(empty.fields).toEqual({ name: 'Заполните поле', counter: 'Заполните поле' });
    const bad = await h.fail(Pl.create, 422, { token, body: { kind: 'google_analytics', name: 'GA', counter: 'not an id' } });
    expect(bad.fields).toEqual({ counter: 'Заполните поле в указанном формате' });
    expect((await h.fail(Pl.create, 422, { token, body: { kind: 'custom_code', name: 'C' } })).fields).toEqual({ code: 'Заполните поле' });
  });

  it('injects code at the start/end of body and verification in head, republishing affected pages on every change', async () => {
    const { token } = await h.signUp();
    const a = await published(token, 'plug-a');
    await published(token, 'plug-b');
    const metrika = await h.ok(Pl.create, { token, body: { kind: 'yandex_metrika', name: 'Metrika', counter: '12345678', webvisor: true, location: 'start', pages: [a.id] } });
    expect(metrika).toMatchObject({ enabled: true, all_pages: false, pages: [a.id] });
    let html = await page(h, 'plug-a.localhost');
    expect(html).toMatch(/<body>(<script>[^]*?ym\(12345678,"init",\{[^}]*webvisor:true\})/);
    expect(html).toContain('https://mc.yandex.ru/metrika/tag.js');
    expect(await page(h, 'plug-b.localhost')).not.toContain('12345678');

    await h.ok(Pl.create, { token, body: { kind: 'custom_code', name: 'Chat', code: '<div id="chat-$&">chat</div>', location: 'end', all_pages: true } });
    await h.ok(Pl.create, { token, body: { kind: 'google_verification', name: 'GSC', counter: 'abcDEF123456', all_pages: true } });
    html = await page(h, 'plug-b.localhost');
    // The end-of-body code goes last but for the statistics beacon (server/stats), which follows it.
    expect(html).toMatch(/<div id="chat-\$&">chat<\/div>(?:<script>[\s\S]*?<\/script>)?<\/body>/);
    expect(html).toMatch(/<meta name="google-site-verification" content="abcDEF123456"><\/head>/);

    // Alternative CDN and version 1.0 switch the script; disabling removes it.
    await h.ok(Pl.update, { token, params: { pluginId: metrika.id }, body: { cdn: true, version: '1.0' } });
    expect(await page(h, 'plug-a.localhost')).toContain('https://cdn.jsdelivr.net/npm/yandex-metrica-watch/watch.js');
    await h.ok(Pl.update, { token, params: { pluginId: metrika.id }, body: { enabled: false } });
    expect(await page(h, 'plug-a.localhost')).not.toContain('12345678');
    expect((await h.ok(Pl.list, { token, query: { has_page_id: String(a.id) } })).items.map((p) => p.name)).toEqual(['Metrika', 'Chat', 'GSC']);
    const copy = await h.ok(Pl.clone, { token, params: { pluginId: metrika.id } });
    expect(copy).toMatchObject({ name: 'Metrika (1)', enabled: false, pages: [a.id] });
    const order = await h.ok(Pl.positions, { token, body: { items: [{ id: copy.id, position: 0 }, { id: metrika.id, position: 5 }] } });
    expect(order.items[0].id).toBe(copy.id);
    await h.ok(Pl.remove, { token, params: { pluginId: metrika.id } });
    await h.fail(Pl.get, 404, { token, params: { pluginId: metrika.id } });
  });

  it('another account cannot use or link plugins across accounts', async () => {
    const first = await h.signUp();
    const p = await h.ok(Pl.create, { token: first.token, body: { kind: 'gtm', name: 'GTM', counter: 'GTM-ABC123' } });
    const second = await h.signUp();
    await h.fail(Pl.get, 404, { token: second.token, params: { pluginId: p.id } });
    const theirPage = await h.ok(api.pages.create, { token: first.token, body: { title: 'x' } });
    await h.fail(Pl.create, 404, { token: second.token, body: { kind: 'gtm', name: 'G', counter: 'GTM-ABC123', pages: [theirPage.id] } });
    expect((await h.ok(Pl.list, { token: second.token })).items).toEqual([]);
  });
});
