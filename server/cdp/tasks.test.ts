import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { manualClock } from '../platform/jobs/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { cdpOwner } from '../testing/cdp';

const T = api.tasks;
const HOUR = 3_600_000;

describe.each(testDatabases)('tasks on $name', (db) => {
  const h = useHarness(db);

  it('creates tasks with checked references; lists "my" and open tasks by due time; completing one tells the person\'s history', async () => {
    const o = await cdpOwner(h);
    const p = await h.ok(api.cdp.personsCreate, { token: o.token, body: { name: 'Анна' } });
    const member = await h.ok(api.access.create, { token: o.token, body: { email: 'mate@example.com', name: 'Коллега', password: 'Quartz-Lagoon-7' } });
    const soon = new Date(Date.now() + 2 * HOUR).toISOString();
    const later = new Date(Date.now() + 48 * HOUR).toISOString();

    const call = await h.ok(T.create, { token: o.token, body: { title: 'Позвонить', due_at: later, person_id: p.id, priority: 'high' } });
    expect(call).toMatchObject({ title: 'Позвонить', status: 'todo', priority: 'high', person: { id: p.id, name: 'Анна' }, assignee: { name: 'Owner' }, completed_at: null });
    expect(call.due_at).toBe(later);
    const mail = await h.ok(T.create, { token: o.token, body: { title: 'Отправить договор', due_at: soon, assignee_id: member.id } });
    expect(mail.assignee).toEqual({ id: member.id, name: 'Коллега' });
    const undated = await h.ok(T.create, { token: o.token, body: { title: 'Без срока' } });

    const other = await cdpOwner(h);
    const foreign = await h.ok(api.cdp.personsCreate, { token: other.token, body: { name: 'Чужой' } });
    expect((await h.fail(T.create, 422, { token: o.token, body: { title: 'X', person_id: foreign.id } })).fields).toHaveProperty('person_id');
    expect((await h.fail(T.create, 422, { token: other.token, body: { title: 'X', assignee_id: member.id } })).fields).toHaveProperty('assignee_id');
    await h.fail(T.create, 422, { token: o.token, body: { title: '' } });
    await h.fail(T.create, 422, { token: o.token, body: { title: 'X', due_at: '31.12.2030' } });
    await h.fail(T.create, 422, { token: o.token, body: { title: 'X', status: 'someday' } });

    const titles = async (query: Record<string, string>, token = o.token) => (await h.ok(T.list, { token, query })).items.map((t) => t.title);
    // By due time, the undated last.
    expect(await titles({})).toEqual(['Отправить договор', 'Позвонить', 'Без срока']);
    expect(await titles({ assignee: 'me' })).toEqual(['Позвонить', 'Без срока']);
    // Equal priorities: the newer first.
    expect(await titles({ 'sort[priority]': 'desc' })).toEqual(['Позвонить', 'Без срока', 'Отправить договор']);
    expect(await titles({ person_id: String(p.id) })).toEqual(['Позвонить']);
    expect(await titles({}, other.token)).toEqual([]);

    const done = await h.ok(T.complete, { token: o.token, params: { id: call.id } });
    expect(done.status).toBe('done');
    expect(done.completed_at).not.toBeNull();
    // Completing again changes nothing.
    expect((await h.ok(T.complete, { token: o.token, params: { id: call.id } })).completed_at).toBe(done.completed_at);
    expect(await titles({ status: 'open' })).toEqual(['Отправить договор', 'Без срока']);
    expect(await titles({ status: 'done' })).toEqual(['Позвонить']);
    const history = await h.ok(api.cdp.personsHistory, { token: o.token, params: { personId: p.id } });
    expect(history.items.map((e) => e.type)).toEqual(['task_done', 'task', 'created']);

    // PUT replaces the fields: an omitted priority is back to normal, the assignee stays.
    const replaced = await h.ok(T.update, { token: o.token, params: { id: mail.id }, body: { title: 'Отправить счёт', status: 'in_progress' } });
    expect(replaced).toMatchObject({ title: 'Отправить счёт', status: 'in_progress', priority: 'normal', due_at: null, assignee: { id: member.id } });
    await h.ok(T.remove, { token: o.token, params: { id: undated.id } });
    await h.fail(T.remove, 404, { token: o.token, params: { id: undated.id } });
  });

  it('a due task reminds its assignee once, at the due time; a moved due time reminds at the new one; a done task does not', async () => {
    const o = await cdpOwner(h);
    const clock = manualClock(new Date());
    const reminders = async () => (await h.mails(o.email)).filter((m) => m.subject.startsWith('Срок задачи'));
    const dueIn = (ms: number) => new Date(Date.now() + ms).toISOString();

    const t = await h.ok(T.create, { token: o.token, body: { title: 'Перезвонить Анне', due_at: dueIn(HOUR) } });
    const quiet = await h.ok(T.create, { token: o.token, body: { title: 'Сделано заранее', due_at: dueIn(HOUR) } });
    await h.ok(T.complete, { token: o.token, params: { id: quiet.id } });
    // Not yet due: nothing runs.
    expect((await h.drainJobs({ clock })).filter((j) => j.kind === 'cdp.task.due')).toEqual([]);

    // Moved to two hours: the one-hour reminder finds the task moved and does nothing.
    await h.ok(T.update, { token: o.token, params: { id: t.id }, body: { title: 'Перезвонить Анне', due_at: dueIn(2 * HOUR) } });
    clock.advance(HOUR + 60_000);
    await h.drainJobs({ clock });
    expect(await reminders()).toEqual([]);

    clock.advance(HOUR);
    await h.drainJobs({ clock });
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Срок задачи: Перезвонить Анне');
    expect(sent[0].text).toContain('Подошёл срок задачи «Перезвонить Анне»');
    // Moved again, then done before the new time: no second reminder.
    await h.ok(T.update, { token: o.token, params: { id: t.id }, body: { title: 'Перезвонить Анне', due_at: dueIn(3 * HOUR) } });
    await h.ok(T.complete, { token: o.token, params: { id: t.id } });
    clock.advance(HOUR);
    await h.drainJobs({ clock });
    expect(await reminders()).toHaveLength(1);
  });
});
