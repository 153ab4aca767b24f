// SPEC §7 "Tasks" (GET and POST /tasks, PUT and DELETE /tasks/{id}, PATCH /tasks/{id}/complete),
// §3 task statuses and priorities. A task may be about a person (their card's todos tab) and is
// assigned to a user of the account ("my tasks"); when it falls due its assignee gets a reminder
// mail (a job run at the due time). Due times are instants; screens show them in the user's zone.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { filters, listQuery, listResponse } from '../list';
import { id, idParam, isoDate, okResponse } from '../schemas';
import { TASK_PRIORITIES, TASK_STATUSES } from '../cdp';
import { requiredText, text } from './cdp';

const status = v.picklist(TASK_STATUSES);
const priority = v.picklist(TASK_PRIORITIES);

export const taskSchema = v.object({
  id,
  title: v.string(),
  description: v.string(),
  status,
  priority,
  due_at: v.nullable(isoDate),
  person: v.nullable(v.object({ id, name: v.string() })),
  assignee: v.nullable(v.object({ id, name: v.string() })),
  completed_at: v.nullable(isoDate),
  created: isoDate,
  updated: isoDate,
});
export type Task = v.InferOutput<typeof taskSchema>;

export const TASK_SORTS = ['due_at', 'priority', 'created'] as const;
export type TaskSortField = (typeof TASK_SORTS)[number];

/** `status`: one status, or 'open' (todo, in progress, waiting). `assignee`: 'me' for "my tasks". */
export const taskListQuery = listQuery({
  sort: TASK_SORTS,
  defaultSort: { by: 'due_at', dir: 'asc' },
  filters: {
    status: filters.oneOf([...TASK_STATUSES, 'open', 'all'] as const),
    person_id: filters.id,
    assignee: filters.oneOf(['me', 'all'] as const),
    ...filters.dateRange('due'),
  },
});

const taskInput = {
  title: requiredText(300),
  description: v.optional(text(10_000), ''),
  status: v.optional(status, 'todo'),
  priority: v.optional(priority, 'normal'),
  /** An instant (ISO with zone); null for no due time. */
  due_at: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null),
  person_id: v.optional(v.nullable(id), null),
  /** A user of the account; the caller when omitted. */
  assignee_id: v.optional(v.nullable(id)),
};

export const list = defineRoute({
  name: 'tasks.list', method: 'GET', path: '/tasks', auth: true, query: taskListQuery, response: listResponse(taskSchema),
});
export const create = defineRoute({
  name: 'tasks.create', method: 'POST', path: '/tasks', auth: true, body: v.object(taskInput), response: taskSchema,
});
const params = v.object({ id: idParam });
/** PUT replaces the task's fields (omitted optional fields take their defaults, as on create). */
export const update = defineRoute({
  name: 'tasks.update', method: 'PUT', path: '/tasks/:id', auth: true, params, body: v.object(taskInput), response: taskSchema,
});
export const remove = defineRoute({
  name: 'tasks.remove', method: 'DELETE', path: '/tasks/:id', auth: true, params, response: okResponse,
});
export const complete = defineRoute({
  name: 'tasks.complete', method: 'PATCH', path: '/tasks/:id/complete', auth: true, params, response: taskSchema,
});

export const taskRoutes = { list, create, update, remove, complete } as const;
