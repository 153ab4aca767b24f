// Tasks: their shape, who they may be assigned to, and the reminder that follows a due time — a
// `cdp.task.due` job enqueued with the task's change, to run at the due time. The job mails the
// assignee once per due time: moving the due time enqueues a new job (its own dedupe key), and a
// job whose due time is no longer the task's does nothing.
import { and, eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { isOpenTask } from '../../api/cdp';
import type { Task } from '../../api/routes/tasks';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { persons, tasks } from '../db/schema-cdp';
import type { Deps } from '../platform/deps';
import { ApiError, notFound } from '../platform/http/errors';
import { enqueue } from '../platform/jobs/queue';

dayjs.extend(utc);
dayjs.extend(timezone);

export type TaskRecord = typeof tasks.$inferSelect;

export function taskView(t: TaskRecord, person: { id: number; name: string } | null, assignee: { id: number; name: string } | null): Task {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    status: t.status,
    priority: t.priority,
    due_at: t.dueAt?.toISOString() ?? null,
    person,
    assignee,
    completed_at: t.completedAt?.toISOString() ?? null,
    created: t.created.toISOString(),
    updated: t.updated.toISOString(),
  };
}

/** One task of the account with its person and assignee, as the API answers it. */
export async function loadTask(db: Db, accountId: number, id: number): Promise<Task> {
  const [row] = await db.select({ task: tasks, personName: persons.name, assigneeName: users.name }).from(tasks)
    .leftJoin(persons, eq(persons.id, tasks.personId))
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(and(eq(tasks.id, id), eq(tasks.accountId, accountId))).limit(1);
  if (!row) throw notFound();
  const t = row.task;
  return taskView(t, t.personId === null ? null : { id: t.personId, name: row.personName ?? '' }, t.assigneeId === null ? null : { id: t.assigneeId, name: row.assigneeName ?? '' });
}

/** A user of the account (any member may be given a task); otherwise the field's error. */
export async function assertAssignable(db: Db, accountId: number, userId: number): Promise<void> {
  const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.accountId, accountId))).limit(1);
  if (!u) throw new ApiError(422, 'validation', { fields: { assignee_id: 'user.not_found' } });
}

/**
 * Enqueues the reminder of the task's current due time, in the caller's transaction. Nothing for a
 * task without a due time, assignee, or that is no longer open.
 */
export async function scheduleReminder(tx: Db, t: TaskRecord, now: Date = new Date()): Promise<void> {
  if (!t.dueAt || t.assigneeId === null || !isOpenTask(t.status)) return;
  if (t.remindedDueAt?.getTime() === t.dueAt.getTime()) return;
  await enqueue(tx, {
    kind: 'cdp.task.due',
    payload: { taskId: t.id, dueAt: t.dueAt.toISOString() },
    accountId: t.accountId,
    dedupeKey: `cdp.task.due:${t.id}:${t.dueAt.getTime()}`,
    delayMs: Math.max(0, t.dueAt.getTime() - now.getTime()),
  });
}

const REMINDER = {
  ru: { subject: 'Срок задачи: {title}', body: 'Подошёл срок задачи «{title}» ({due}).{person}\nОткройте задачу: {link}' , person: '\nКлиент: {name}.' },
  en: { subject: 'Task due: {title}', body: 'The task "{title}" is due ({due}).{person}\nOpen the task: {link}', person: '\nPerson: {name}.' },
} as const;

const fill = (s: string, vars: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_m, k: string) => vars[k] ?? '');

/**
 * The `cdp.task.due` job: mails the assignee that the task fell due — once per due time, only while
 * the task is open and still due then. The mark and the mail are one transaction.
 */
export async function remindTask(deps: Deps, payload: { taskId: number; dueAt: string }): Promise<'sent' | 'skipped'> {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ task: tasks, email: users.email, locale: users.locale, zone: users.timezone, personName: persons.name })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.assigneeId))
      .leftJoin(persons, eq(persons.id, tasks.personId))
      .where(eq(tasks.id, payload.taskId)).limit(1).for('update', { of: tasks });
    if (!row) return 'skipped';
    const t = row.task;
    const due = new Date(payload.dueAt);
    if (!t.dueAt || t.dueAt.getTime() !== due.getTime() || !isOpenTask(t.status) || t.remindedDueAt?.getTime() === due.getTime()) return 'skipped';
    await tx.update(tasks).set({ remindedDueAt: due }).where(eq(tasks.id, t.id));
    const texts = REMINDER[row.locale === 'en' ? 'en' : 'ru'];
    let zone = row.zone;
    try {
      dayjs.tz(due, zone);
    } catch {
      zone = 'Europe/Moscow';
    }
    const vars = {
      title: t.title,
      due: dayjs(due).tz(zone).format('DD.MM.YYYY HH:mm'),
      person: row.personName ? fill(texts.person, { name: row.personName }) : '',
      link: t.personId === null ? `${deps.config.publicUrl}/persons/tasks` : `${deps.config.publicUrl}/persons/${t.personId}`,
    };
    await deps.mailer.send(tx, { to: row.email, subject: fill(texts.subject, vars), text: fill(texts.body, vars), accountId: t.accountId });
    return 'sent';
  });
}
