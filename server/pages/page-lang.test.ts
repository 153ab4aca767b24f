// A page's language (its settings' «Язык страницы»): what the published document says to visitors —
// html lang, the burger button's name, the messages the page script shows, the form's default
// thank-you text and the answer pages of a script-less form POST — through the real routes, the
// publisher and the published-page server, on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { DEFAULT_SUBMIT_TEXTS, FIELD_MESSAGES, INTAKE_TEXTS, MENU_LABEL } from '../../engine/index';
import { LEAD_LIMIT } from '../leads/index';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';

const P = api.pages;

/** A menu (a burger on phones), and a form with one required name field and no thank-you text of its own. */
function menuAndForm() {
  const widgets: Record<string, unknown> = {
    1: { id: 1, type: 'widget-menu', name: 'Menu', cfg: { items: [{ title: 'Prices', href: '#prices', newWindow: false }] }, classes: [], style: {}, parentId: null, v: '0.1' },
    2: { id: 2, type: 'widget-form', name: 'Form', cfg: { formName: 'Call back' }, classes: [], style: {}, parentId: null, v: '0.1' },
    3: { id: 3, type: 'widget-input', name: 'Name', cfg: { inputType: 'text', name: 'name', label: 'Name', required: true }, classes: [], style: {}, parentId: 2, v: '0.1' },
  };
  const tree = [
    { id: 1, type: 'widget-menu', cd: [], parentId: null },
    { id: 2, type: 'widget-form', cd: [{ id: 3, type: 'widget-input', cd: [], parentId: 2 }], parentId: null },
  ];
  return { version: '0.2', widgets, tree, fragments: {} };
}

const visit = async (h: Harness, code: string) => {
  const res = await h.app.inject({ method: 'GET', url: '/', headers: { host: `${code}.localhost` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** A form POST with scripts off: the answer is a whole page. */
const plainPost = (h: Harness, code: string, body: Record<string, string>) => h.app.inject({
  method: 'POST', url: '/__lead', remoteAddress: '203.0.113.40',
  headers: { host: `${code}.localhost`, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  payload: new URLSearchParams(body).toString(),
});

const htmlLang = (html: string) => /^<!doctype html><html lang="?([a-z]+)"?>/.exec(html)?.[1];
/** The name of the menu's burger button (what a screen reader says for it). */
const burgerLabel = (html: string) => /<button type=button class=_mb [^>]*aria-label="?([^">]+)"?>/.exec(html)?.[1];

describe.each(testDatabases)('the page language on $name', (db) => {
  const h = useHarness(db);

  it('an English page publishes as English (lang, menu, form messages, thank-you); a Russian one stays Russian', async () => {
    const { token } = await h.signUp();
    const en = await h.ok(P.create, { token, body: { title: 'Spring sale' } });
    expect(en.lang).toBe('ru');
    expect((await h.ok(P.update, { token, params: { pageId: en.id }, body: { lang: 'en' } })).lang).toBe('en');
    await h.ok(P.publish, { token, params: { pageId: en.id }, body: { code: 'spring-en', data: menuAndForm(), globals: {} } });
    const ru = await h.ok(P.create, { token, body: { title: 'Весна' } });
    await h.ok(P.publish, { token, params: { pageId: ru.id }, body: { code: 'spring-ru', data: menuAndForm(), globals: {} } });

    const english = await visit(h, 'spring-en');
    expect(htmlLang(english)).toBe('en');
    expect(english).toContain('og:locale" content="en_US"');
    expect(burgerLabel(english)).toBe(MENU_LABEL.en);
    expect(english).not.toContain(MENU_LABEL.ru);
    expect(english).toContain(FIELD_MESSAGES.en.required);
    expect(english).not.toContain(FIELD_MESSAGES.ru.required);
    expect(english).toContain(DEFAULT_SUBMIT_TEXTS.en);

    const russian = await visit(h, 'spring-ru');
    expect(htmlLang(russian)).toBe('ru');
    expect(burgerLabel(russian)).toBe(MENU_LABEL.ru);
    expect(russian).toContain(FIELD_MESSAGES.ru.required);
    expect(russian).not.toContain(FIELD_MESSAGES.en.required);
    expect(russian).toContain(DEFAULT_SUBMIT_TEXTS.ru);

    // Without a script, the lead's answer pages speak the page's language too.
    const thanks = await plainPost(h, 'spring-en', { page_id: String(en.id), form_id: '2', name: 'Jane' });
    expect(thanks.statusCode).toBe(200);
    expect(htmlLang(thanks.body)).toBe('en');
    expect(thanks.body).toContain(INTAKE_TEXTS.en.thanksTitle);
    expect(thanks.body).toContain(DEFAULT_SUBMIT_TEXTS.en);
    const fix = await plainPost(h, 'spring-en', { page_id: String(en.id), form_id: '2', name: '' });
    expect(fix.statusCode).toBe(422);
    expect(fix.body).toContain(FIELD_MESSAGES.en.required);
    const russianThanks = await plainPost(h, 'spring-ru', { page_id: String(ru.id), form_id: '2', name: 'Иван' });
    expect(russianThanks.body).toContain(INTAKE_TEXTS.ru.thanksTitle);
  });

  it('a sender over the lead limit reads the refusal in the language of the page it sent from', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Flood' } });
    await h.ok(P.update, { token, params: { pageId: page.id }, body: { lang: 'en' } });
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'limit-en', data: menuAndForm(), globals: {} } });
    for (let i = 0; i < LEAD_LIMIT.max; i++) expect((await plainPost(h, 'limit-en', { page_id: String(page.id), name: `Guest ${i}` })).statusCode).toBe(200);
    const refused = await plainPost(h, 'limit-en', { page_id: String(page.id), name: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(htmlLang(refused.body)).toBe('en');
    expect(refused.body).toContain(INTAKE_TEXTS.en.tooMany);
    expect(refused.body).toContain('href="/"');
  });

  it('a changed language republishes the page at once', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Промо' } });
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'switch-lang', data: menuAndForm(), globals: {} } });
    expect(htmlLang(await visit(h, 'switch-lang'))).toBe('ru');

    await h.ok(P.update, { token, params: { pageId: page.id }, body: { lang: 'en' } });
    const after = await visit(h, 'switch-lang');
    expect(htmlLang(after)).toBe('en');
    expect(after).toContain(FIELD_MESSAGES.en.required);
    // The lead intake judges the page's new version in its language.
    const fix = await plainPost(h, 'switch-lang', { page_id: String(page.id), form_id: '2', name: '' });
    expect(htmlLang(fix.body)).toBe('en');
  });

  it('refuses a language that is not ru or en with a 422 naming the field, and changes nothing', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Весна' } });
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'bad-lang', data: menuAndForm(), globals: {} } });
    const before = await visit(h, 'bad-lang');
    const stored = await h.ok(P.get, { token, params: { pageId: page.id } });
    for (const lang of ['de', 'EN', 5]) {
      const err = await h.fail(P.update, 422, { token, params: { pageId: page.id }, body: { lang, title: 'Changed' } });
      expect(err.fields).toEqual({ lang: 'Выберите язык страницы: русский или английский' });
    }
    const after = await h.ok(P.get, { token, params: { pageId: page.id } });
    expect(after.lang).toBe('ru');
    expect(after.title).toBe('Весна');
    expect(after.updated).toBe(stored.updated);
    expect(await visit(h, 'bad-lang')).toBe(before);
  });

  it('a new page takes the interface language it is made in: a template\'s copy and a blank page alike', async () => {
    const { token } = await h.signUp();
    const blankRu = await h.ok(P.create, { token, body: { title: 'Пустая' } });
    expect(blankRu.lang).toBe('ru');
    const templateRu = await h.ok(P.create, { token, body: { template: 'default' } });
    expect(templateRu.lang).toBe('ru');

    // The interface language switch stores the language on the profile.
    await h.ok(api.profile.update, { token, body: { locale: 'en' } });
    const templateEn = await h.ok(P.create, { token, body: { template: 'default' } });
    expect(templateEn.lang).toBe('en');
    const blankEn = await h.ok(P.create, { token, body: { title: 'Blank' } });
    expect(blankEn.lang).toBe('en');

    // Published as made: English copy in an English document; a copy keeps its source's language.
    await h.ok(P.publish, { token, params: { pageId: templateEn.id }, body: { code: 'template-en' } });
    expect(htmlLang(await visit(h, 'template-en'))).toBe('en');
    expect((await h.ok(P.clone, { token, params: { pageId: templateEn.id } })).lang).toBe('en');
    expect((await h.ok(P.clone, { token, params: { pageId: templateRu.id } })).lang).toBe('ru');
  });
});
