import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';
import { cdpOwner, sendLead } from '../testing/cdp';
import { loadLeadForMatch, personFromLead, personsFromLeads } from './match';

const C = api.cdp;

async function person(h: Harness, token: string, body: Record<string, unknown>) {
  return h.ok(C.personsCreate, { token, body });
}

describe.each(testDatabases)('customer-data persons on $name', (db) => {
  const h = useHarness(db);

  it('creates a person with checked input; an email or phone another person has is refused however it is typed', async () => {
    const o = await cdpOwner(h);
    const anna = await person(h, o.token, { name: 'Анна Смирнова', email: 'Anna@Example.com ', phone: '+7 (900) 123-45-67', record_type: 100, banned: 'Y' });
    expect(anna).toMatchObject({ name: 'Анна Смирнова', email: 'anna@example.com', phone: '+7 (900) 123-45-67', record_type: 100, active: 'Y', banned: 'Y', suspended: 'N', leads_count: 0, source: null });
    expect(anna.counts).toEqual({ forms: 0, orders: 0, signups: 0, webinars: 0, todos: 0, files: 0 });
    // A new person stands on the first stage of the default pipeline.
    expect(anna.stages.map((s) => s.stage.title)).toEqual(['Новые']);

    expect((await h.fail(C.personsCreate, 422, { token: o.token, body: {} })).fields).toEqual({ name: 'Укажите имя, email или телефон' });
    expect((await h.fail(C.personsCreate, 422, { token: o.token, body: { email: 'anna@example.com' } })).fields).toEqual({ email: 'Клиент с таким email уже есть' });
    expect((await h.fail(C.personsCreate, 422, { token: o.token, body: { name: 'Другая', phone: '8 900 1234567' } })).fields).toEqual({ phone: 'Клиент с таким телефоном уже есть' });
    expect((await h.fail(C.personsCreate, 422, { token: o.token, body: { name: 'X', phone: '12-34' } })).fields).toHaveProperty('phone');
    expect((await h.fail(C.personsCreate, 422, { token: o.token, body: { name: 'X', email: 'not-an-email' } })).fields).toEqual({ email: 'Некорректный email' });
    expect((await h.fail(C.personsCreate, 422, { token: o.token, body: { name: 'X', record_type: 5 } })).fields).toHaveProperty('record_type');
    // Nothing of the refused calls was stored.
    expect((await h.ok(C.personsList, { token: o.token })).total_items).toBe(1);
  });

  it('lists persons with search (name, email, phone digits), filters, sorts and pages', async () => {
    const o = await cdpOwner(h);
    await person(h, o.token, { name: 'Борис', email: 'boris@example.com', record_type: 10 });
    await person(h, o.token, { name: 'Анна', phone: '+7 900 555-44-33', suspended: 'Y' });
    await person(h, o.token, { name: 'Вера_50%', email: 'vera@example.com', active: 'N' });
    const names = async (query: Record<string, string>) => (await h.ok(C.personsList, { token: o.token, query })).items.map((p) => p.name);
    expect(await names({})).toEqual(['Вера_50%', 'Анна', 'Борис']);
    expect(await names({ 'sort[name]': 'asc' })).toEqual(['Анна', 'Борис', 'Вера_50%']);
    expect(await names({ search: 'BORIS@' })).toEqual(['Борис']);
    expect(await names({ search: '9005554433' })).toEqual(['Анна']);
    // LIKE's wildcards are taken literally.
    expect(await names({ search: '_50%' })).toEqual(['Вера_50%']);
    expect(await names({ search: '%' })).toEqual(['Вера_50%']);
    expect(await names({ record_type: '10' })).toEqual(['Борис']);
    expect(await names({ suspended: 'Y' })).toEqual(['Анна']);
    expect(await names({ active: 'N' })).toEqual(['Вера_50%']);
    expect(await names({ 'created[from]': '2000-01-01', 'created[to]': '2000-01-02' })).toEqual([]);
    const page2 = await h.ok(C.personsList, { token: o.token, query: { limit: '10', page: '2' } });
    expect(page2).toMatchObject({ items: [], total_items: 3, current: 2, total_pages: 1 });
    await h.fail(C.personsList, 422, { token: o.token, query: { active: 'maybe' } });
  });

  it('updates flags, record type and contact; the history tells who changed what; delete removes the person', async () => {
    const o = await cdpOwner(h);
    const p = await person(h, o.token, { name: 'Олег' });
    const updated = await h.ok(C.personsUpdate, { token: o.token, params: { personId: p.id }, body: { active: 'N', record_type: 300, email: 'oleg@example.com' } });
    expect(updated).toMatchObject({ name: 'Олег', active: 'N', record_type: 300, email: 'oleg@example.com' });
    const cleared = await h.ok(C.personsUpdate, { token: o.token, params: { personId: p.id }, body: { email: '' } });
    expect(cleared.email).toBeNull();
    const history = await h.ok(C.personsHistory, { token: o.token, params: { personId: p.id } });
    expect(history.items.map((e) => [e.type, e.data.fields ?? null])).toEqual([['updated', 'email'], ['updated', 'email,record_type,active'], ['created', null]]);
    expect(history.items[0].user).toMatchObject({ name: 'Owner' });
    await h.ok(C.personsRemove, { token: o.token, params: { personId: p.id } });
    await h.fail(C.personsGet, 404, { token: o.token, params: { personId: p.id } });
  });

  it('every lead becomes a person: matched by normalised email or phone, the forms tab keeps each lead with its UTM', async () => {
    const o = await cdpOwner(h);
    await sendLead(h, o, { name: 'Мария', email: 'Maria@Example.com', comment: 'Хочу на курс' }, { utm_source: 'yandex', utm_campaign: 'spring' });
    await sendLead(h, o, { name: 'Мария К.', email: 'maria@example.com ', phone: '8 (900) 700-10-20' }, { utm_source: 'vk' });
    // Found by the phone alone, written differently.
    await sendLead(h, o, { phone: '+79007001020', comment: 'Перезвоните' });
    await sendLead(h, o, { name: 'Пётр', phone: '+7 911 000-00-01' });
    const ran = await h.drainJobs();
    expect(ran.filter((j) => j.kind === 'cdp.person.fromLead').map((j) => j.state)).toEqual(['done', 'done', 'done', 'done']);

    const list = await h.ok(C.personsList, { token: o.token, query: { 'sort[name]': 'asc' } });
    expect(list.items.map((p) => [p.name, p.email, p.phone, p.leads_count])).toEqual([
      ['Мария', 'Maria@Example.com', '8 (900) 700-10-20', 3],
      ['Пётр', null, '+7 911 000-00-01', 1],
    ]);
    const maria = await h.ok(C.personsGet, { token: o.token, params: { personId: list.items[0].id } });
    expect(maria.source).toEqual({ page: { id: o.page.id, title: 'Курсы английского' }, form: 'Заявка на курс', utm: { utm_source: 'yandex', utm_campaign: 'spring' }, referrer: 'https://ya.ru/' });
    expect(maria.counts.forms).toBe(3);
    const forms = await h.ok(C.personsForms, { token: o.token, params: { personId: maria.id } });
    expect(forms.items.map((f) => f.utm)).toEqual([{}, { utm_source: 'vk' }, { utm_source: 'yandex', utm_campaign: 'spring' }]);
    expect(forms.items[2].fields).toEqual([
      { name: 'name', label: 'Имя', value: 'Мария' }, { name: 'email', label: 'Email', value: 'Maria@Example.com' }, { name: 'comment', label: 'Комментарий', value: 'Хочу на курс' },
    ]);
    const history = await h.ok(C.personsHistory, { token: o.token, params: { personId: maria.id } });
    expect(history.items.map((e) => e.type)).toEqual(['lead', 'lead', 'lead', 'created']);
    expect(history.items[3].data).toMatchObject({ by: 'lead' });
  });

  it('matching is idempotent: a second run of the same lead changes nothing', async () => {
    const o = await cdpOwner(h);
    const leadId = await sendLead(h, o, { name: 'Ирина', email: 'irina@example.com' });
    await h.drainJobs();
    const lead = await loadLeadForMatch(h.database.db, leadId);
    expect(lead).not.toBeNull();
    expect(await personFromLead(h.database.db, lead!)).toBeNull();
    const list = await h.ok(C.personsList, { token: o.token });
    expect(list.items.map((p) => [p.name, p.leads_count])).toEqual([['Ирина', 1]]);
    // A lead deleted from the inbox before its job ran makes no person.
    const gone = await sendLead(h, o, { name: 'Удалённый', email: 'gone@example.com' });
    await h.ok(api.leads.remove, { token: o.token, body: { items: [gone] } });
    expect((await h.drainJobs()).filter((j) => j.kind === 'cdp.person.fromLead').map((j) => j.state)).toEqual(['done']);
    expect((await h.ok(C.personsList, { token: o.token })).total_items).toBe(1);
  });

  it('a batch matches many leads in one transaction: a linked lead and a deleted one change nothing, the rest are matched', async () => {
    const o = await cdpOwner(h);
    const linked = await sendLead(h, o, { name: 'Ирина', email: 'irina@example.com' });
    await h.drainJobs();
    const second = await sendLead(h, o, { name: 'Ирина', email: 'IRINA@example.com', phone: '+7 900 100-20-30' });
    const other = await sendLead(h, o, { name: 'Олег', phone: '8 900 555-44-33' });
    const gone = await sendLead(h, o, { name: 'Удалённый', email: 'gone@example.com' });
    await h.ok(api.leads.remove, { token: o.token, body: { items: [gone] } });
    // The batch as the worker hands it (its jobs are still queued: they find everything linked later).
    expect(await personsFromLeads(h.database.db, [other, linked, gone, second])).toEqual([undefined, undefined, undefined, undefined]);
    const list = await h.ok(C.personsList, { token: o.token, query: { 'sort[name]': 'asc' } });
    expect(list.items.map((p) => [p.name, p.email, p.phone, p.leads_count])).toEqual([
      ['Ирина', 'irina@example.com', '+7 900 100-20-30', 2],
      ['Олег', null, '8 900 555-44-33', 1],
    ]);
    expect((await h.drainJobs()).filter((j) => j.kind === 'cdp.person.fromLead').map((j) => j.state)).toEqual(['done', 'done', 'done']);
    expect((await h.ok(C.personsList, { token: o.token })).items.map((p) => p.leads_count).sort()).toEqual([1, 2]);
  });
});

describe.each(testDatabases)('customer-data pipelines and board on $name', (db) => {
  const h = useHarness(db);

  it('the default pipeline made in Russian reads in English for an English interface, except what was renamed', async () => {
    const o = await cdpOwner(h);
    const [made] = await h.ok(C.pipelinesList, { token: o.token });
    expect(made.stages.map((s) => s.title)).toEqual(['Новые', 'В работе', 'Переговоры', 'Успешно', 'Отказ']);
    await h.ok(api.profile.update, { token: o.token, body: { locale: 'en' } });
    const [sales] = await h.ok(C.pipelinesList, { token: o.token });
    expect(sales.title).toBe('Sales pipeline');
    expect(sales.stages.map((s) => s.title)).toEqual(['New', 'In progress', 'Negotiation', 'Won', 'Lost']);
    expect((await h.ok(C.board, { token: o.token, params: { id: sales.id }, query: {} })).pipeline.stages[0].title).toBe('New');
    // Renamed, a stage is the account's own text in every language; the others still follow the reader.
    const renamed = await h.ok(C.pipelinesUpdate, { token: o.token, params: { id: sales.id }, body: { stages: sales.stages.map((s, i) => ({ id: s.id, title: i === 1 ? 'Trial lesson' : s.title })) } });
    expect(renamed.stages.map((s) => s.title)).toEqual(['New', 'Trial lesson', 'Negotiation', 'Won', 'Lost']);
    // A person's card names the stage the same way.
    const p = await person(h, o.token, { name: 'Client' });
    expect((await h.ok(C.personsGet, { token: o.token, params: { personId: p.id } })).stages.map((s) => [s.pipeline.title, s.stage.title])).toEqual([['Sales pipeline', 'New']]);
    await h.ok(api.profile.update, { token: o.token, body: { locale: 'ru' } });
    const [again] = await h.ok(C.pipelinesList, { token: o.token });
    expect(again.title).toBe('Воронка продаж');
    expect(again.stages.map((s) => s.title)).toEqual(['Новые', 'Trial lesson', 'Переговоры', 'Успешно', 'Отказ']);
  });

  it('has a default pipeline; stages can be renamed, reordered, added, and deleted only when empty', async () => {
    const o = await cdpOwner(h);
    const [sales] = await h.ok(C.pipelinesList, { token: o.token });
    expect(sales).toMatchObject({ title: 'Воронка продаж', is_default: true });
    expect(sales.stages.map((s) => s.title)).toEqual(['Новые', 'В работе', 'Переговоры', 'Успешно', 'Отказ']);
    // Asking again makes no second default.
    expect((await h.ok(C.pipelinesList, { token: o.token })).length).toBe(1);

    const p = await person(h, o.token, { name: 'Клиент' });
    const [first, second, third, , fifth] = sales.stages;
    const busy = await h.fail(C.pipelinesUpdate, 422, { token: o.token, params: { id: sales.id }, body: { stages: [{ id: second.id, title: 'В работе' }] } });
    expect(busy.fields).toEqual({ stages: 'На этапе есть клиенты: сначала перенесите их на другой этап' });
    const next = await h.ok(C.pipelinesUpdate, {
      token: o.token, params: { id: sales.id },
      body: { title: 'Продажи', stages: [{ id: first.id, title: 'Входящие', color: 'grey' }, { id: third.id, title: 'Переговоры' }, { title: 'Счёт выставлен' }, { id: fifth.id, title: 'Отказ' }] },
    });
    expect(next.title).toBe('Продажи');
    expect(next.stages.map((s) => [s.title, s.color])).toEqual([['Входящие', 'grey'], ['Переговоры', 'amber'], ['Счёт выставлен', 'amber'], ['Отказ', 'red']]);
    expect((await h.ok(C.personsGet, { token: o.token, params: { personId: p.id } })).stages[0].stage.title).toBe('Входящие');
    await h.fail(C.pipelinesUpdate, 422, { token: o.token, params: { id: sales.id }, body: { stages: [{ id: 999999, title: 'Чужой' }] } });
    await h.fail(C.pipelinesUpdate, 422, { token: o.token, params: { id: sales.id }, body: { stages: [] } });

    expect((await h.fail(C.pipelinesRemove, 409, { token: o.token, params: { id: sales.id } })).code).toBe('pipeline.last');
    const extra = await h.ok(C.pipelinesCreate, { token: o.token, body: { title: 'Партнёры', stages: [{ title: 'Знакомство' }, { title: 'Договор' }] } });
    expect(extra.is_default).toBe(false);
    await h.ok(C.pipelinesRemove, { token: o.token, params: { id: sales.id } });
    expect(await h.ok(C.pipelinesList, { token: o.token })).toEqual([{ ...extra, is_default: true }]);
  });

  it('the board shows each stage with its count, newest moves first; a move is kept in the history', async () => {
    const o = await cdpOwner(h);
    const names = ['Аня', 'Боря', 'Вика', 'Гоша'];
    const people = [];
    for (const name of names) people.push(await person(h, o.token, { name, email: `${name.length}${people.length}@example.com` }));
    const [pipeline] = await h.ok(C.pipelinesList, { token: o.token });
    const [s1, s2] = pipeline.stages;
    const moved = await h.ok(C.move, { token: o.token, params: { personId: people[1].id }, body: { pipeline_id: pipeline.id, stage_id: s2.id } });
    expect(moved.moved).toBe(true);
    expect(moved.stages.map((s) => s.stage.title)).toEqual(['В работе']);
    expect((await h.ok(C.move, { token: o.token, params: { personId: people[1].id }, body: { pipeline_id: pipeline.id, stage_id: s2.id } })).moved).toBe(false);

    const board = await h.ok(C.board, { token: o.token, params: { id: pipeline.id } });
    expect(board.columns.map((c) => [c.total, c.persons.map((p) => p.name)])).toEqual([[3, ['Гоша', 'Вика', 'Аня']], [1, ['Боря']], [0, []], [0, []], [0, []]]);
    // The last activity is the newest history event: Боря's move, after Гоша was added.
    const [[gosha], [borya]] = board.columns.map((c) => c.persons);
    const movedEvent = (await h.ok(C.personsHistory, { token: o.token, params: { personId: people[1].id } })).items[0];
    expect(borya.last_activity).toBe(movedEvent.created);
    expect(borya.last_activity > gosha.last_activity).toBe(true);
    const found = await h.ok(C.board, { token: o.token, params: { id: pipeline.id }, query: { search: 'вик' } });
    expect(found.columns.map((c) => c.total)).toEqual([1, 0, 0, 0, 0]);
    const more = await h.ok(C.board, { token: o.token, params: { id: pipeline.id }, query: { stage_id: String(s1.id), limit: '20', offset: '2' } });
    expect(more.columns).toEqual([{ stage_id: s1.id, total: 3, persons: [expect.objectContaining({ name: 'Аня' })] }]);

    const history = await h.ok(C.personsHistory, { token: o.token, params: { personId: people[1].id } });
    expect(history.items[0]).toMatchObject({ type: 'stage', data: { pipeline: 'Воронка продаж', from: 'Новые', to: 'В работе', from_id: s1.id, to_id: s2.id }, user: { name: 'Owner' } });
    expect(history.items.filter((e) => e.type === 'stage')).toHaveLength(1);

    // A stage of another pipeline is not a stage of this one.
    const other = await h.ok(C.pipelinesCreate, { token: o.token, body: { title: 'Другая', stages: [{ title: 'Этап' }] } });
    await h.fail(C.move, 422, { token: o.token, params: { personId: people[0].id }, body: { pipeline_id: pipeline.id, stage_id: other.stages[0].id } });
    // Joining another pipeline keeps the person's place in the first.
    await h.ok(C.move, { token: o.token, params: { personId: people[0].id }, body: { pipeline_id: other.id, stage_id: other.stages[0].id } });
    expect((await h.ok(C.personsGet, { token: o.token, params: { personId: people[0].id } })).stages.map((s) => s.stage.title)).toEqual(['Новые', 'Этап']);
  });
});

describe.each(testDatabases)('customer-data processes, fields and models on $name', (db) => {
  const h = useHarness(db);

  it('processes keep their steps in order: add at a position, reorder, rename, delete', async () => {
    const o = await cdpOwner(h);
    const p = await h.ok(C.processCreate, { token: o.token, body: { title: 'Онбординг клиента' } });
    const step = (title: string, position?: number) => h.ok(C.stepsCreate, { token: o.token, params: { id: p.id }, body: { title, ...(position === undefined ? {} : { position }) } });
    const a = await step('Звонок');
    const c = await step('Договор');
    const b = await step('Встреча', 1);
    const titles = async () => (await h.ok(C.stepsList, { token: o.token, params: { id: p.id } })).map((s) => s.title);
    expect(await titles()).toEqual(['Звонок', 'Встреча', 'Договор']);
    await h.ok(C.stepsOrder, { token: o.token, params: { id: p.id }, body: { ids: [c.id, a.id, b.id] } });
    expect(await titles()).toEqual(['Договор', 'Звонок', 'Встреча']);
    await h.fail(C.stepsOrder, 422, { token: o.token, params: { id: p.id }, body: { ids: [c.id, a.id] } });
    await h.ok(C.stepsUpdate, { token: o.token, params: { id: p.id, stepId: a.id }, body: { title: 'Первый звонок' } });
    await h.ok(C.stepsRemove, { token: o.token, params: { id: p.id, stepId: c.id } });
    const detail = await h.ok(C.processGet, { token: o.token, params: { id: p.id } });
    expect(detail.steps.map((s) => [s.title, s.sort])).toEqual([['Первый звонок', 0], ['Встреча', 1]]);
    expect((await h.ok(C.processList, { token: o.token })).items[0]).toMatchObject({ title: 'Онбординг клиента', steps_count: 2 });
    // A step of another process is not found under this one.
    const q = await h.ok(C.processCreate, { token: o.token, body: { title: 'Другой' } });
    await h.fail(C.stepsUpdate, 404, { token: o.token, params: { id: q.id, stepId: a.id }, body: { title: 'x' } });
    await h.ok(C.processRemove, { token: o.token, params: { id: p.id } });
    await h.fail(C.processGet, 404, { token: o.token, params: { id: p.id } });
  });

  it('custom fields: a select needs options, keys are unique per model; persons\' values are checked against them', async () => {
    const o = await cdpOwner(h);
    await h.fail(C.fieldsCreate, 422, { token: o.token, body: { model: 'person', key: 'level', title: 'Уровень', type: 'select' } });
    await h.fail(C.fieldsCreate, 422, { token: o.token, body: { model: 'person', key: '1bad', title: 'Плохой', type: 'text' } });
    const level = await h.ok(C.fieldsCreate, { token: o.token, body: { model: 'person', key: 'level', title: 'Уровень', type: 'select', options: ['A1', 'B2'] } });
    await h.ok(C.fieldsCreate, { token: o.token, body: { model: 'person', key: 'age', title: 'Возраст', type: 'number' } });
    expect((await h.fail(C.fieldsCreate, 422, { token: o.token, body: { model: 'person', key: 'age', title: 'Ещё', type: 'text' } })).fields).toEqual({ key: 'Поле с таким ключом уже есть' });
    await h.ok(C.fieldsCreate, { token: o.token, body: { model: 'order', key: 'age', title: 'Возраст заказа', type: 'number' } });

    const p = await person(h, o.token, { name: 'Ученик', fields: { level: 'B2', age: 30 } });
    expect(p.fields).toEqual({ level: 'B2', age: 30 });
    const bad = await h.fail(C.personsUpdate, 422, { token: o.token, params: { personId: p.id }, body: { fields: { level: 'C3', age: 'тридцать', color: 'red' } } });
    expect(bad.fields).toEqual({ 'fields.level': 'Значение не подходит к типу поля', 'fields.age': 'Значение не подходит к типу поля', 'fields.color': 'Такого поля нет' });
    expect((await h.ok(C.personsUpdate, { token: o.token, params: { personId: p.id }, body: { fields: { age: null } } })).fields).toEqual({ level: 'B2' });

    await h.ok(C.fieldsUpdate, { token: o.token, params: { id: level.id }, body: { options: ['A1', 'B2', 'C1'], title: 'Уровень языка' } });
    expect((await h.ok(C.fieldsList, { token: o.token, query: { model: 'person' } })).map((f) => [f.key, f.title])).toEqual([['level', 'Уровень языка'], ['age', 'Возраст']]);
    const models = await h.ok(C.models, { token: o.token });
    expect(models.map((m) => m.code)).toEqual(['person', 'signup', 'order', 'offer', 'package', 'personAccess']);
    expect(models[0].custom.map((f) => f.key)).toEqual(['level', 'age']);
    expect(models[2].custom.map((f) => f.key)).toEqual(['age']);
    await h.ok(C.fieldsRemove, { token: o.token, params: { id: level.id } });
    expect((await h.ok(C.fieldsList, { token: o.token, query: { model: 'person' } })).map((f) => f.key)).toEqual(['age']);
  });
});

describe.each(testDatabases)('customer-data documents on $name', (db) => {
  const h = useHarness(db);

  const upload = (token: string, personId: number, name: string, content: string, parentId?: number) => {
    const boundary = '----cdp-test';
    const parts = [
      ...(parentId ? [`--${boundary}\r\nContent-Disposition: form-data; name="parent_id"\r\n\r\n${parentId}\r\n`] : []),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`,
      `--${boundary}--\r\n`,
    ];
    return h.app.inject({
      method: 'POST', url: `/api/cdp/persons/${personId}/documents/upload`,
      headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: parts.join(''),
    });
  };

  it('folders, documents, links and files; a file comes back only through the authorised route; deleting a folder takes its files', async () => {
    const o = await cdpOwner(h);
    const p = await person(h, o.token, { name: 'Клиент с документами' });
    const params = { personId: p.id };
    const folder = await h.ok(C.documentsCreate, { token: o.token, params, body: { type: 'folder', title: 'Договоры' } });
    const inner = await h.ok(C.documentsCreate, { token: o.token, params, body: { type: 'folder', title: '2026', parent_id: folder.id } });
    const note = await h.ok(C.documentsCreate, { token: o.token, params, body: { type: 'document', title: 'Заметка', body: 'Позвонить в среду' } });
    await h.ok(C.documentsCreate, { token: o.token, params, body: { type: 'link', url: 'https://example.com/brief' } });
    await h.fail(C.documentsCreate, 422, { token: o.token, params, body: { type: 'link', url: 'javascript:alert(1)' } });
    await h.fail(C.documentsCreate, 422, { token: o.token, params, body: { type: 'document', title: 'X', parent_id: note.id } });

    const res = await upload(o.token, p.id, 'договор.pdf', '%PDF-1.4 test', inner.id);
    expect(res.statusCode, res.body).toBe(200);
    const file = (res.json() as { data: { id: number; title: string; size: number; parent_id: number } }).data;
    expect(file).toMatchObject({ title: 'договор.pdf', size: 13, parent_id: inner.id });

    const top = await h.ok(C.documentsList, { token: o.token, params });
    expect(top.items.map((d) => [d.type, d.title])).toEqual([['folder', 'Договоры'], ['link', 'example.com'], ['document', 'Заметка']]);
    const nested = await h.ok(C.documentsList, { token: o.token, params, query: { parent_id: String(inner.id) } });
    expect(nested.path.map((f) => f.title)).toEqual(['Договоры', '2026']);
    expect((await h.ok(C.documentsGet, { token: o.token, params: { ...params, docId: note.id } })).body).toBe('Позвонить в среду');

    const download = await h.call(C.documentsFile, { token: o.token, params: { ...params, docId: file.id } });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 test');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect((await h.call(C.documentsFile, { params: { ...params, docId: file.id } })).statusCode).toBe(401);

    // A folder cannot move below itself.
    await h.fail(C.documentsUpdate, 422, { token: o.token, params: { ...params, docId: folder.id }, body: { parent_id: inner.id } });
    expect((await h.ok(C.personsGet, { token: o.token, params })).counts.files).toBe(3);

    await h.ok(C.documentsRemove, { token: o.token, params: { ...params, docId: folder.id } });
    expect((await h.drainJobs()).map((j) => [j.kind, j.state])).toEqual([['cdp.documents.gc', 'done']]);
    await h.fail(C.documentsFile, 404, { token: o.token, params: { ...params, docId: file.id } });
    const garbage = await h.database.withConnection((c) => c.query('SELECT * FROM person_document_garbage'));
    expect(garbage).toEqual([]);
    expect((await h.ok(C.documentsList, { token: o.token, params })).items.map((d) => d.title)).toEqual(['example.com', 'Заметка']);
  });
});

describe.each(testDatabases)('customer-data rights and SSO on $name', (db) => {
  const h = useHarness(db);

  it('a member needs the lead rights in every project: list for viewing and editing, delete for deleting', async () => {
    const o = await cdpOwner(h);
    const project = await h.ok(api.projects.create, { token: o.token, body: { title: 'Закрытый' } });
    const p = await person(h, o.token, { name: 'Клиент' });
    const member = async (email: string, perms: Record<string, boolean>) => {
      await h.ok(api.access.create, { token: o.token, body: { email, name: 'Member', password: 'Quartz-Lagoon-7', permissions: { [project.id]: perms } } });
      return (await h.ok(api.session.login, { body: { email, password: 'Quartz-Lagoon-7' } })).token;
    };
    const blind = await member('blind@example.com', { 'lead.list': false });
    const keeper = await member('keeper@example.com', { 'lead.delete': false });
    await h.fail(C.personsList, 403, { token: blind });
    await h.fail(C.personsGet, 403, { token: blind, params: { personId: p.id } });
    await h.fail(api.tasks.list, 403, { token: blind });
    expect((await h.ok(C.personsList, { token: keeper })).total_items).toBe(1);
    await h.ok(C.personsUpdate, { token: keeper, params: { personId: p.id }, body: { name: 'Клиент 2' } });
    await h.fail(C.personsRemove, 403, { token: keeper, params: { personId: p.id } });
    expect((await h.ok(C.personsGet, { token: o.token, params: { personId: p.id } })).name).toBe('Клиент 2');
  });

  it('SSO: a short-lived signed token for an allowed address becomes a session once; a session token never travels in the URL', async () => {
    const o = await cdpOwner(h);
    await h.fail(C.ssoToken, 422, { token: o.token, query: { web: 'https://evil.example.com/persons' } });
    await h.fail(C.ssoToken, 422, { token: o.token, query: { web: '//evil.example.com/persons' } });
    const issued = await h.ok(C.ssoToken, { token: o.token, query: { web: '/persons/5?tab=orders' } });
    expect(issued.url.startsWith(`${h.app.deps.config.publicUrl}/auth/sso-login#`)).toBe(true);
    const fragment = new URLSearchParams(issued.url.split('#')[1]);
    expect(fragment.get('next')).toBe('/persons/5?tab=orders');
    expect(fragment.get('token')).toBe(issued.token);
    expect(issued.url).not.toContain(o.token);
    expect(new Date(issued.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(60_000);

    // From another page's origin it is refused.
    await h.fail(C.ssoLogin, 400, { body: { token: issued.token }, headers: { origin: 'https://evil.example.com' } });
    const { token } = await h.ok(C.ssoLogin, { body: { token: issued.token }, headers: { origin: h.app.deps.config.publicUrl } });
    expect(token).not.toBe(o.token);
    expect((await h.ok(api.session.account, { token })).user.email).toBe(o.email);
    // Once only.
    expect((await h.fail(C.ssoLogin, 400, { body: { token: issued.token } })).code).toBe('sso.token_invalid');
    // Tampered.
    const other = await h.ok(C.ssoToken, { token: o.token, query: { web: '/persons' } });
    const [body, sig] = other.token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { uid: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, uid: claims.uid + 1 })).toString('base64url');
    await h.fail(C.ssoLogin, 400, { body: { token: `${forged}.${sig}` } });
    await h.fail(C.ssoLogin, 400, { body: { token: 'garbage' } });
  });
});
