// The app's JSON bodies end to end: a body naming a prototype is refused with 400 before any
// handler, and changes nothing; data under a key named `constructor` is saved as sent.
import { describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { textContent } from '../../testing/pages-fixtures';

const P = api.pages;

describe.each(testDatabases)('JSON bodies on $name', (db) => {
  const h = useHarness(db);

  it('a body with __proto__ is refused with 400 and saves nothing; a key named constructor is kept', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Landing' } });
    const draft = (revision: number, raw: string) => h.app.inject({
      method: 'POST', url: `/api/pages/${page.id}/draft`, headers: { 'x-token': token, 'content-type': 'application/json' },
      payload: `{"revision":${revision},"data":${JSON.stringify(textContent('poisoned'))},"globals":${raw}}`,
    });
    for (const globals of ['{"__proto__":{"admin":true}}', '{"labels":{"\\u005f_proto__":{"admin":true}}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const res = await draft(1, globals);
      expect(res.statusCode, globals).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation', code: 'input.prototype_key', fields: { _: 'Поле с именем __proto__ недопустимо' } });
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const before = await h.ok(P.content, { token, params: { pageId: page.id } });
    expect(JSON.stringify(before)).not.toContain('poisoned');

    // A form's labels keyed by field name: a field named `constructor` is as good as any other.
    const saved = await draft(1, '{"labels":{"constructor":"Конструктор","name":"Имя"}}');
    expect(saved.statusCode).toBe(200);
    const after = await h.ok(P.content, { token, params: { pageId: page.id } });
    expect(after.globals).toMatchObject({ labels: { constructor: 'Конструктор', name: 'Имя' } });
  });
});
