// Handlers of api/routes/tasks.ts: the account's tasks ("my tasks", a person's todos), their
// changes and completion; each change reschedules the due reminder (cdp/tasks.ts). Tasks belong to
// the customer-data area: the same rights (cdp/access.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_TASK_STATUSES } from '../../api/cdp';
import type { taskRoutes } from '../../api/routes/tasks';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { persons, tasks } from '../db/schema-cdp';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { dateRangeWhere, zoneOf } from '../platform/http/date-range';
import { ApiError, notFound } from '../platform/http/errors';
import { listPage } from '../platform/http/list';
import { requireCdp } from './access';
import { ownPerson, recordPersonEvent } from './persons';
import { assertAssignable, loadTask, scheduleReminder, taskView, type TaskRecord } from './tasks';

/** Priority sorts by weight, not by name. */
const priorityWeight = sql`CASE ${tasks.priority} WHEN 'high' THEN 3 WHEN 'normal' THEN 2 ELSE 1 END`;
/** Tasks without a due time come after those with one. */
const dueOrder = sql`COALESCE(${tasks.dueAt}, 'infinity'::timestamptz)`;

async function ownTask(db: Db, accountId: number, id: number): Promise<TaskRecord> {
  const [t] = await db.select().from(tasks).where(and(eq(tasks.id, id), eq(tasks.accountId, accountId))).limit(1).for('update');
  if (!t) throw notFound();
  return t;
}

interface TaskInput {
  title: string;
  description: string;
  status: TaskRecord['status'];
  priority: TaskRecord['priority'];
  due_at: string | null;
  person_id: number | null;
  assignee_id?: number | null;
}

/** The row a create or update writes, after the references are checked against the account. */
async function taskValues(db: Db, auth: AuthContext, input: TaskInput, before: TaskRecord | null) {
  if (input.person_id !== null) {
    await ownPerson(db, auth.account.id, input.person_id).catch(() => { throw new ApiError(422, 'validation', { fields: { person_id: 'not_found' } }); });
  }
  const assigneeId = input.assignee_id === undefined ? (before ? before.assigneeId : auth.user.id) : input.assignee_id;
  if (assigneeId !== null) await assertAssignable(db, auth.account.id, assigneeId);
  const done = input.status === 'done';
  return {
    title: input.title,
    description: input.description,
    status: input.status,
    priority: input.priority,
    dueAt: input.due_at === null ? null : new Date(input.due_at),
    personId: input.person_id,
    assigneeId,
    completedAt: done ? (before?.completedAt ?? new Date()) : null,
    updated: new Date(),
  };
}

/** The history line of a person's task: added, or done. */
async function tellPerson(tx: Db, auth: AuthContext, t: TaskRecord, type: 'task' | 'task_done'): Promise<void> {
  if (t.personId === null) return;
  await recordPersonEvent(tx, { accountId: auth.account.id, personId: t.personId, type, userId: auth.user.id, data: { task_id: t.id, title: t.title } });
}

export const taskHandlers: Handlers<typeof taskRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'view');
    const f = ctx.query.filters;
    const status = f.status === undefined || f.status === 'all' ? undefined
      : f.status === 'open' ? inArray(tasks.status, [...OPEN_TASK_STATUSES]) : eq(tasks.status, f.status);
    const select = db.select({ t: tasks, personName: persons.name, assigneeName: users.name }).from(tasks)
      .leftJoin(persons, eq(persons.id, tasks.personId))
      .leftJoin(users, eq(users.id, tasks.assigneeId)).$dynamic();
    const page = await listPage(db, select, ctx.query, {
      table: tasks,
      where: and(
        eq(tasks.accountId, auth.account.id),
        status,
        f.person_id !== undefined ? eq(tasks.personId, f.person_id) : undefined,
        f.assignee === 'me' ? eq(tasks.assigneeId, auth.user.id) : undefined,
        dateRangeWhere(tasks.dueAt, f['due[from]'], f['due[to]'], zoneOf(auth)),
      ),
      search: [tasks.title, tasks.description], id: tasks.id,
      sort: { due_at: dueOrder, priority: priorityWeight, created: tasks.created },
    });
    return {
      ...page,
      items: page.items.map(({ t, personName, assigneeName }) => taskView(
        t, t.personId === null ? null : { id: t.personId, name: personName ?? '' }, t.assigneeId === null ? null : { id: t.assigneeId, name: assigneeName ?? '' },
      )),
    };
  },

  async create(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    const values = await taskValues(db, auth, ctx.body, null);
    const id = await db.transaction(async (tx) => {
      const [t] = await tx.insert(tasks).values({ accountId: auth.account.id, createdBy: auth.user.id, ...values }).returning();
      await scheduleReminder(tx, t);
      await tellPerson(tx, auth, t, 'task');
      return t.id;
    });
    return loadTask(db, auth.account.id, id);
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    await db.transaction(async (tx) => {
      const before = await ownTask(tx, auth.account.id, ctx.params.id);
      const values = await taskValues(tx, auth, ctx.body, before);
      const [t] = await tx.update(tasks).set(values).where(eq(tasks.id, before.id)).returning();
      await scheduleReminder(tx, t);
      if (t.status === 'done' && before.status !== 'done') await tellPerson(tx, auth, t, 'task_done');
    });
    return loadTask(db, auth.account.id, ctx.params.id);
  },

  async remove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'delete');
    const deleted = await db.delete(tasks).where(and(eq(tasks.id, ctx.params.id), eq(tasks.accountId, auth.account.id))).returning({ id: tasks.id });
    if (deleted.length === 0) throw notFound();
    return { ok: true as const };
  },

  async complete(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await requireCdp(db, auth, 'edit');
    await db.transaction(async (tx) => {
      const before = await ownTask(tx, auth.account.id, ctx.params.id);
      if (before.status === 'done') return;
      const [t] = await tx.update(tasks).set({ status: 'done', completedAt: new Date(), updated: new Date() }).where(eq(tasks.id, before.id)).returning();
      await tellPerson(tx, auth, t, 'task_done');
    });
    return loadTask(db, auth.account.id, ctx.params.id);
  },
};
