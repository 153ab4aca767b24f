import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { fillAllLeadContacts } from './contact';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';

const L = api.leads;

interface Seed {
  pageId: number | null;
  projectId?: number | null;
  status?: number;
  title: string;
  fields?: Record<string, string>;
  created?: string;
  form?: string;
}

async function accountOf(h: Harness, email: string): Promise<number> {
  const rows = await h.database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM users WHERE email = $1', [email]));
  return Number(rows[0].account_id);
}

/**
 * Leads written as they were before the contact rule, then filled by its job (leads/contact.ts) —
 * what an upgrade does to them; the intake itself is tested in leads/intake.test.ts.
 */
async function seed(h: Harness, accountId: number, list: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const s of list) {
    const fields = s.fields ?? { name: s.title };
    const labels = Object.keys(fields).map((name) => ({ name, label: name === 'name' ? 'Имя' : name === 'phone' ? 'Телефон' : name }));
    const rows = await h.database.withConnection((c) => c.query<{ id: string }>(
      `INSERT INTO leads (account_id, page_id, project_id, form, fields, labels, title, status, search, utm, referer, created)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($12::timestamptz, now())) RETURNING id`,
      [accountId, s.pageId, s.projectId ?? null, s.form ?? 'Заявка', JSON.stringify(fields), JSON.stringify(labels), s.title, s.status ?? 1,
        [s.title, s.form ?? 'Заявка', ...Object.values(fields)].join(' ').toLowerCase(), JSON.stringify({ utm_source: 'yandex' }), 'https://ya.ru/', s.created ?? null],
    ));
    ids.push(Number(rows[0].id));
  }
  await fillAllLeadContacts(h.database.db);
  return ids;
}

async function owner(h: Harness) {
  const o = await h.signUp();
  const accountId = await accountOf(h, o.email);
  const project = await h.ok(api.projects.create, { token: o.token, body: { title: 'Второй проект' } });
  const page = await h.ok(api.pages.create, { token: o.token, body: { title: 'Курсы английского', project_id: project.id } });
  return { ...o, accountId, project, page };
}

describe.each(testDatabases)('leads API on $name', (db) => {
  const h = useHarness(db);

  it('lists leads newest first with SPEC\'s list shape, pages, sorts by client, status and date', async () => {
    const o = await owner(h);
    await seed(h, o.accountId, [
      { pageId: o.page.id, projectId: o.project.id, title: 'Борис', status: 2, created: '2026-01-10T10:00:00Z' },
      { pageId: o.page.id, projectId: o.project.id, title: 'Анна', status: 3, created: '2026-01-12T10:00:00Z' },
      { pageId: o.page.id, projectId: o.project.id, title: 'Вера', status: 1, created: '2026-01-11T10:00:00Z' },
    ]);
    const first = await h.ok(L.list, { token: o.token, query: { limit: '10' } });
    expect(first).toMatchObject({ total_items: 3, current: 1, total_pages: 1 });
    expect(first.items.map((i) => i.title)).toEqual(['Анна', 'Вера', 'Борис']);
    expect(first.items[0]).toMatchObject({ status: 3, page: { id: o.page.id, title: 'Курсы английского' }, form: 'Заявка', created: '2026-01-12T10:00:00.000Z' });
    expect((await h.ok(L.list, { token: o.token, query: { 'sort[title]': 'asc' } })).items.map((i) => i.title)).toEqual(['Анна', 'Борис', 'Вера']);
    expect((await h.ok(L.list, { token: o.token, query: { 'sort[status]': 'desc' } })).items.map((i) => i.status)).toEqual([3, 2, 1]);
    expect((await h.ok(L.list, { token: o.token, query: { 'sort[created]': 'asc' } })).items.map((i) => i.title)).toEqual(['Борис', 'Вера', 'Анна']);
    // Page sizes are SPEC's only.
    await h.fail(L.list, 422, { token: o.token, query: { limit: '7' } });
  });

  it('filters by status, page, project, client, search and a period in the user\'s time zone; counts by status', async () => {
    const o = await owner(h);
    const other = await h.ok(api.pages.create, { token: o.token, body: { title: 'Другая' } });
    await seed(h, o.accountId, [
      // 23:30 Moscow time on 31 January is still January there (20:30 UTC).
      { pageId: o.page.id, projectId: o.project.id, title: 'Иван Петров', status: 1, created: '2026-01-31T20:30:00Z', fields: { name: 'Иван Петров', phone: '+79001112233' } },
      { pageId: o.page.id, projectId: o.project.id, title: 'Мария', status: 2, created: '2026-01-31T21:30:00Z', fields: { name: 'Мария', comment: 'Хочу на курс 50%_скидка' } },
      { pageId: other.id, projectId: other.project_id, title: 'Олег', status: 2, created: '2026-02-02T10:00:00Z' },
    ]);
    const titles = async (query: Record<string, string>) => (await h.ok(L.list, { token: o.token, query })).items.map((i) => i.title);
    expect(await titles({ status: '2' })).toEqual(['Олег', 'Мария']);
    expect(await titles({ status: 'all' })).toHaveLength(3);
    expect(await titles({ page_id: String(o.page.id) })).toEqual(['Мария', 'Иван Петров']);
    expect(await titles({ project_id: String(o.project.id) })).toEqual(['Мария', 'Иван Петров']);
    expect(await titles({ client: 'петр' })).toEqual(['Иван Петров']);
    expect(await titles({ search: '1112233' })).toEqual(['Иван Петров']);
    // A phone in any format finds it, in the search and in the client filter; the row says how to reach the client.
    for (const phone of ['8 (900) 111-22-33', '89001112233', '9001112233', '+7 900 111 22 33', '2233']) {
      expect(await titles({ search: phone })).toEqual(['Иван Петров']);
      expect(await titles({ client: phone })).toEqual(['Иван Петров']);
    }
    const [ivan] = (await h.ok(L.list, { token: o.token, query: { search: '89001112233' } })).items;
    expect(ivan.contact).toEqual({ name: 'Иван Петров', email: null, phone: '+79001112233', phone_e164: '+79001112233' });
    expect(await titles({ search: 'ИВАН' })).toEqual(['Иван Петров']);
    // LIKE's wildcards are taken literally.
    expect(await titles({ search: '50%_' })).toEqual(['Мария']);
    expect(await titles({ search: '%' })).toEqual(['Мария']);
    expect(await titles({ 'created[from]': '2026-01-31', 'created[to]': '2026-01-31' })).toEqual(['Иван Петров']);
    expect(await titles({ 'created[from]': '2026-02-01' })).toEqual(['Олег', 'Мария']);
    const counts = await h.ok(L.countByStatus, { token: o.token, query: { project_id: String(o.project.id) } });
    expect(counts).toEqual([
      { status: 1, total: 1 }, { status: 2, total: 1 }, { status: 4, total: 0 }, { status: 3, total: 0 }, { status: 6, total: 0 }, { status: 5, total: 0 }, { status: 'all', total: 2 },
    ]);
    expect((await h.ok(L.countByStatus, { token: o.token, query: { search: 'олег' } })).at(-1)).toEqual({ status: 'all', total: 1 });
  });

  it('changes statuses in a batch, keeps the history with who and when, and deletes in a batch', async () => {
    const o = await owner(h);
    const [a, b, c] = await seed(h, o.accountId, [
      { pageId: o.page.id, projectId: o.project.id, title: 'A', fields: { name: 'A', phone: '+7900', extra: 'x' } },
      { pageId: o.page.id, projectId: o.project.id, title: 'B', status: 2 },
      { pageId: o.page.id, projectId: o.project.id, title: 'C' },
    ]);
    expect(await h.ok(L.changeStatus, { token: o.token, body: { status: 2, items: [a, b] } })).toEqual({ updated: 1 });
    expect(await h.ok(L.changeStatus, { token: o.token, body: { status: 6, items: [a, b] } })).toEqual({ updated: 2 });
    await h.fail(L.changeStatus, 422, { token: o.token, body: { status: 7, items: [a] } });
    await h.fail(L.changeStatus, 422, { token: o.token, body: { status: 2, items: [] } });
    const detail = await h.ok(L.get, { token: o.token, params: { leadId: a } });
    expect(detail).toMatchObject({
      id: a, status: 6, title: 'A', page: { id: o.page.id, title: 'Курсы английского' }, utm: { utm_source: 'yandex' }, referrer: 'https://ya.ru/',
      fields: [{ name: 'name', label: 'Имя', value: 'A' }, { name: 'phone', label: 'Телефон', value: '+7900' }, { name: 'extra', label: 'extra', value: 'x' }],
    });
    expect(detail.history.map((x) => [x.status_from, x.status_to, x.user?.name])).toEqual([[1, 2, 'Owner'], [2, 6, 'Owner']]);
    expect(await h.ok(L.remove, { token: o.token, body: { items: [a, c] } })).toEqual({ deleted: 2 });
    expect((await h.ok(L.list, { token: o.token })).items.map((i) => i.id)).toEqual([b]);
    await h.fail(L.get, 404, { token: o.token, params: { leadId: a } });
  });

  it('names a page without a title by its internal name (list, detail, export), and by its title once it has one', async () => {
    const o = await owner(h);
    // A page made in the app has a name and no title until the SEO section gives it one.
    const named = await h.ok(api.pages.create, { token: o.token, body: { name: 'Распродажа выходного дня' } });
    expect(named.title).toBe('');
    const [id] = await seed(h, o.accountId, [{ pageId: named.id, projectId: named.project_id, title: 'Анна' }]);
    const pageOf = async () => (await h.ok(L.list, { token: o.token, query: { page_id: String(named.id) } })).items[0].page;
    expect(await pageOf()).toEqual({ id: named.id, title: 'Распродажа выходного дня' });
    expect((await h.ok(L.get, { token: o.token, params: { leadId: id } })).page).toEqual({ id: named.id, title: 'Распродажа выходного дня' });
    const csv = await h.call(L.exportLeads, { token: o.token, body: { data: { format: 'csv', status: 'all', page_id: named.id } } });
    expect(csv.body).toContain(';Новая;Анна;;;;Распродажа выходного дня;Заявка;');
    await h.ok(api.pages.update, { token: o.token, params: { pageId: named.id }, body: { title: 'Скидки до 50%' } });
    expect(await pageOf()).toEqual({ id: named.id, title: 'Скидки до 50%' });
  });

  it('a lead follows its page into another project', async () => {
    const o = await owner(h);
    const [id] = await seed(h, o.accountId, [{ pageId: o.page.id, projectId: o.project.id, title: 'A' }]);
    const third = await h.ok(api.projects.create, { token: o.token, body: { title: 'Третий' } });
    await h.ok(api.pages.update, { token: o.token, params: { pageId: o.page.id }, body: { project_id: third.id } });
    expect((await h.ok(L.get, { token: o.token, params: { leadId: id } })).project_id).toBe(third.id);
  });

  it('enforces lead.list and lead.delete per project for members (a missing entry means allowed)', async () => {
    const o = await owner(h);
    const open = await h.ok(api.pages.create, { token: o.token, body: { title: 'Открытая' } });
    const [closedLead, openLead] = await seed(h, o.accountId, [
      { pageId: o.page.id, projectId: o.project.id, title: 'Закрытый' },
      { pageId: open.id, projectId: open.project_id, title: 'Открытый' },
    ]);
    const member = async (email: string, perms: Record<string, boolean>) => {
      await h.ok(api.access.create, { token: o.token, body: { email, name: 'Member', password: 'Quartz-Lagoon-7', permissions: { [o.project.id]: perms } } });
      return (await h.ok(api.session.login, { body: { email, password: 'Quartz-Lagoon-7' } })).token;
    };
    const blind = await member('blind@example.com', { 'lead.list': false });
    expect((await h.ok(L.list, { token: blind })).items.map((i) => i.title)).toEqual(['Открытый']);
    expect((await h.ok(L.countByStatus, { token: blind })).at(-1)).toEqual({ status: 'all', total: 1 });
    await h.fail(L.list, 403, { token: blind, query: { project_id: String(o.project.id) } });
    await h.fail(L.list, 403, { token: blind, query: { page_id: String(o.page.id) } });
    await h.fail(L.countByStatus, 403, { token: blind, query: { project_id: String(o.project.id) } });
    await h.fail(L.get, 403, { token: blind, params: { leadId: closedLead } });
    expect(await h.ok(L.changeStatus, { token: blind, body: { status: 5, items: [closedLead, openLead] } })).toEqual({ updated: 1 });
    await h.fail(L.exportLeads, 403, { token: blind, body: { data: { format: 'csv', project_id: o.project.id } } });

    const keeper = await member('keeper@example.com', { 'lead.delete': false });
    await h.fail(L.remove, 403, { token: keeper, body: { items: [closedLead, openLead] } });
    expect((await h.ok(L.list, { token: o.token })).total_items).toBe(2);
    expect(await h.ok(L.remove, { token: keeper, body: { items: [openLead] } })).toEqual({ deleted: 1 });
    expect((await h.ok(L.get, { token: o.token, params: { leadId: closedLead } })).status).toBe(1);
  });

  it('the export takes every query the list takes and holds exactly the leads the list shows, in its order', async () => {
    const o = await owner(h);
    const other = await h.ok(api.pages.create, { token: o.token, body: { title: 'Другая' } });
    await seed(h, o.accountId, [
      { pageId: o.page.id, projectId: o.project.id, title: 'Анна Морозова', status: 1, created: '2026-11-24T09:00:00Z' },
      { pageId: o.page.id, projectId: o.project.id, title: 'Борис', status: 2, created: '2026-11-25T09:59:59Z' },
      { pageId: o.page.id, projectId: o.project.id, title: 'Вера', status: 2, created: '2026-11-25T10:00:00Z' },
      { pageId: o.page.id, projectId: o.project.id, title: 'Анна Белова', status: 3, created: '2026-11-26T12:00:00Z' },
      { pageId: other.id, projectId: other.project_id, title: 'Глеб', status: 2, created: '2026-11-27T08:00:00Z' },
      { pageId: other.id, projectId: other.project_id, title: 'Дарья', status: 6, created: '2026-11-28T08:00:00Z' },
    ]);
    const listed = async (query: Record<string, string>) => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const answer = await h.ok(L.list, { token: o.token, query: { ...query, limit: '10', page: String(page) } });
        ids.push(...answer.items.map((i) => i.id));
        if (page >= answer.total_pages) return ids;
      }
    };
    const exported = async (query: Record<string, string>) => {
      const res = await h.call(L.exportLeads, { token: o.token, body: { data: { format: 'csv', ...query } } });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.slice(1).trim().split(/\r?\n/).slice(1).map((line) => Number(line.split(';')[0]));
    };
    const queries: Record<string, string>[] = [
      // A full timestamp: the list filtered by it while the export answered 422 «Invalid date».
      { 'created[from]': '2026-11-25T10:00:00Z' },
      { 'created[from]': '2026-11-25T10:00:00Z', 'created[to]': '2026-11-27T08:00:00Z', 'sort[title]': 'asc' },
      { 'created[from]': '2026-11-25', 'created[to]': '2026-11-26', status: '2' },
      { status: 'all', page_id: String(o.page.id), 'sort[status]': 'desc' },
      { project_id: String(o.project.id), client: 'анна', 'sort[created]': 'asc' },
      { search: 'анна' },
      { status: '6', search: 'дарья' },
      {},
    ];
    for (const query of queries) {
      const ids = await listed(query);
      expect(await exported(query), JSON.stringify(query)).toEqual(ids);
    }
    expect(await exported(queries[0])).toHaveLength(4);
    // What the list refuses, the export refuses alike.
    const refused: Record<string, string>[] = [{ 'created[from]': '25.11.2026' }, { status: '9' }, { page_id: '0' }, { 'sort[title]': 'up' }];
    for (const bad of refused) {
      await h.fail(L.list, 422, { token: o.token, query: bad });
      await h.fail(L.exportLeads, 422, { token: o.token, body: { data: { format: 'csv', ...bad } } });
    }
  });

  it('exports the filtered set as CSV (no formulas) and XLSX, in the list order, with a column per field', async () => {
    const o = await owner(h);
    await seed(h, o.accountId, [
      { pageId: o.page.id, projectId: o.project.id, title: 'Борис', status: 2, created: '2026-01-10T10:00:00Z', fields: { name: 'Борис', phone: '+7 900 000-00-01' } },
      { pageId: o.page.id, projectId: o.project.id, title: 'Анна', status: 3, created: '2026-01-12T10:00:00Z', fields: { name: 'Анна', comment: '=HYPERLINK("http://evil")' } },
      { pageId: o.page.id, projectId: o.project.id, title: 'Вне фильтра', status: 1, created: '2026-01-13T10:00:00Z' },
    ]);
    const csv = await h.call(L.exportLeads, { token: o.token, body: { data: { format: 'csv', status: 'all', search: 'а', 'sort[title]': 'asc' } } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('№;Дата;Статус;Клиент;Email;Телефон;Телефон (E.164);Страница;Форма;Имя;Телефон;comment;utm_source;utm_medium;utm_campaign;utm_term;utm_content;yclid;gclid;fbclid;vkclid;Источник перехода;Согласие на обработку данных;Версия согласия;Время согласия;Согласие дано');
    expect(lines.slice(1).map((l) => l.split(';')[3])).toEqual(['Анна', 'Борис', 'Вне фильтра']);
    expect(lines[1]).toContain(';Выполнена;Анна;;;;Курсы английского;Заявка;Анна;;');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain("10.01.2026 13:00;В работе;Борис");
    // The client's phone as typed and in E.164 (kept from becoming a formula like every value).
    expect(lines[2]).toContain(";Борис;;'+7 900 000-00-01;'+79000000001;Курсы английского;Заявка;Борис;'+7 900 000-00-01;");

    const xlsx = await h.call(L.exportLeads, { token: o.token, body: { data: { format: 'xlsx', status: 3 } } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Заявки');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(4).value).toBe('Анна');
    expect(sheet.getRow(2).getCell(3).value).toBe('Выполнена');
    expect(sheet.getRow(1).getCell(11).value).toBe('comment');
    expect(sheet.getRow(2).getCell(11).value).toBe('=HYPERLINK("http://evil")');
  });
});
