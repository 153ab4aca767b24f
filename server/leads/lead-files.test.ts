// File answers of leads: a file is checked by its first bytes and the field's size limit before
// anything is stored; a good one is kept in the media store under a private key, linked from the
// lead, and read back only through the API by the account's users who may see the lead — never at
// a public address. Also: a checkbox group's answers arrive as a list.
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)]);

function fileForm() {
  const input = (id: number, cfg: Record<string, unknown>) => ({ id, type: 'widget-input', name: `Input ${id}`, cfg, classes: [], style: {}, parentId: 1, v: '0.1' });
  const widgets: Record<string, unknown> = {
    1: { id: 1, type: 'widget-form', name: 'Form', cfg: { formName: 'Резюме' }, classes: [], style: {}, parentId: null, v: '0.1' },
    2: input(2, { inputType: 'text', name: 'name', label: 'Имя', required: true }),
    3: input(3, { inputType: 'file', name: 'cv', label: 'Резюме', required: true, accept: ['pdf', 'png'], maxMb: 1 }),
    4: input(4, { inputType: 'checkboxes', name: 'skills', label: 'Навыки', required: false, options: ['SQL', 'Python', 'Excel'] }),
  };
  const tree = [{ id: 1, type: 'widget-form', cd: [2, 3, 4].map((id) => ({ id, type: 'widget-input', cd: [], parentId: 1 })), parentId: null }];
  return { version: '0.2', widgets, tree, fragments: {} };
}

type Part = { name: string; value: string } | { name: string; file: string; bytes: Buffer; type: string };

function multipart(parts: Part[]): { body: Buffer; type: string } {
  const boundary = '----WebKitFormBoundaryLeadFiles42';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file}"\r\nContent-Type: ${p.type}\r\n\r\n`), p.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

async function setUp(h: Harness) {
  const { token } = await h.signUp();
  const page = await h.ok(api.pages.create, { token, body: { title: 'Вакансия' } });
  await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'jobs', data: fileForm(), globals: {} } });
  const send = (parts: Part[]) => {
    const m = multipart([{ name: 'page_id', value: String(page.id) }, { name: 'form_id', value: '1' }, ...parts]);
    return h.app.inject({ method: 'POST', url: '/__lead', remoteAddress: '203.0.113.9', headers: { host: 'jobs.localhost', 'content-type': m.type, accept: 'application/json' }, payload: m.body });
  };
  return { token, page, send };
}

const storedFiles = (): number => {
  const dir = path.join(os.tmpdir(), `media-${process.pid}`, 'lead-files');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.name.startsWith('.')).length;
};

const leadCount = (h: Harness) => h.database.withConnection(async (c) => Number((await c.query<{ n: string }>('SELECT count(*) AS n FROM leads'))[0].n));

describe.each(testDatabases)('file answers on $name', (db) => {
  const h = useHarness(db);

  it('keeps a good file privately, links it from the lead and gives it to the account only', async () => {
    const o = await setUp(h);
    const before = storedFiles();
    const res = await o.send([{ name: 'name', value: 'Анна' }, { name: 'cv', file: 'резюме.pdf', bytes: PDF, type: 'application/pdf' },
      { name: 'skills', value: 'SQL' }, { name: 'skills', value: 'Excel' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(storedFiles()).toBe(before + 1);
    const [row] = (await h.ok(api.leads.list, { token: o.token })).items;
    const lead = await h.ok(api.leads.get, { token: o.token, params: { leadId: row.id } });
    expect(lead.fields.find((f) => f.name === 'cv')).toEqual({ name: 'cv', label: 'Резюме', value: 'резюме.pdf', kind: 'file' });
    expect(lead.fields.find((f) => f.name === 'skills')).toEqual({ name: 'skills', label: 'Навыки', value: 'SQL\nExcel', kind: 'checkboxes' });
    expect(lead.files).toEqual([{ id: expect.any(Number), field: 'cv', name: 'резюме.pdf', size: PDF.length }]);
    const fileId = lead.files?.[0].id as number;

    const got = await h.call(api.leads.file, { token: o.token, params: { leadId: row.id, fileId } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('резюме.pdf')}`);
    expect(got.headers['cache-control']).toBe('no-store');

    // Without a session, from another account, or by a member who may not see the project's leads: nothing.
    expect((await h.call(api.leads.file, { params: { leadId: row.id, fileId } })).statusCode).toBe(401);
    const stranger = await h.signUp('stranger@example.com');
    expect((await h.call(api.leads.file, { token: stranger.token, params: { leadId: row.id, fileId } })).statusCode).toBe(404);
    await h.ok(api.access.create, { token: o.token, body: { email: 'blind@example.com', name: 'Member', password: 'Quartz-Lagoon-7', permissions: { [String(o.page.project_id)]: { 'lead.list': false } } } });
    const blind = (await h.ok(api.session.login, { body: { email: 'blind@example.com', password: 'Quartz-Lagoon-7' } })).token;
    expect((await h.call(api.leads.file, { token: blind, params: { leadId: row.id, fileId } })).statusCode).toBe(403);
    // Its key has no name ending: the public media route never serves it.
    const key = await h.database.withConnection(async (c) => (await c.query<{ storage_key: string }>('SELECT storage_key FROM lead_files'))[0].storage_key);
    expect(key).toMatch(/^lead-files\/\d+\/[0-9a-f-]{36}$/);
    expect((await h.app.inject({ method: 'GET', url: `/media-files/${key}` })).statusCode).toBe(404);

    // Deleting the lead deletes its file's bytes too.
    expect(await h.ok(api.leads.remove, { token: o.token, body: { items: [row.id] } })).toEqual({ deleted: 1 });
    expect(storedFiles()).toBe(before);
    expect(await h.database.withConnection(async (c) => (await c.query('SELECT * FROM lead_file_garbage')).length)).toBe(0);
  });

  it('refuses a file of another kind than it claims, or over the limit, and stores nothing', async () => {
    const o = await setUp(h);
    const before = storedFiles();
    const renamed = await o.send([{ name: 'name', value: 'Борис' }, { name: 'cv', file: 'cv.pdf', bytes: EXE, type: 'application/pdf' }]);
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toEqual({ ok: false, fields: { cv: 'Этот тип файла не подходит' } });
    const notAllowed = await o.send([{ name: 'name', value: 'Борис' }, { name: 'cv', file: 'cv.docx', bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(50)]), type: 'application/zip' }]);
    expect(notAllowed.json()).toEqual({ ok: false, fields: { cv: 'Этот тип файла не подходит' } });
    const heavy = await o.send([{ name: 'name', value: 'Борис' }, { name: 'cv', file: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), type: 'image/png' }]);
    expect(heavy.statusCode).toBe(422);
    expect(heavy.json()).toEqual({ ok: false, fields: { cv: 'Файл больше 1 МБ' } });
    // A file field's name without its bytes (a plain POST) is no answer: the required field is missing.
    const nameOnly = await o.send([{ name: 'name', value: 'Борис' }, { name: 'cv', value: 'cv.pdf' }]);
    expect(nameOnly.json()).toEqual({ ok: false, fields: { cv: 'Обязательное поле' } });
    expect(await leadCount(h)).toBe(0);
    expect(storedFiles()).toBe(before);
  });
});
