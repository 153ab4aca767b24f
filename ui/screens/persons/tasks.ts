// Tasks' server state: a person's todos or the caller's own tasks, creation and completion.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskPriority } from '../../../api/cdp';
import { endpoints } from '../../../adapters/index';
import { personsKey } from '../../lib/queryKeys';

export const tasksKey = ['tasks'] as const;

/** Whose tasks: one person's, or the caller's ("my tasks"). */
export type TaskScope = { person_id: number } | { assignee: 'me' };
export type TaskView = 'open' | 'done';

export function useTasks(scope: TaskScope, view: TaskView) {
  return useQuery({
    queryKey: [...tasksKey, scope, view],
    queryFn: () => endpoints.tasks.list({ query: { ...scope, status: view, limit: 100, ...(view === 'done' ? { 'sort[created]': 'desc' } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export interface NewTask { title: string; due_at: string | null; priority: TaskPriority; person_id: number | null }

export function useTaskActions() {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: tasksKey }), qc.invalidateQueries({ queryKey: personsKey })]);
  return {
    // The form shows the field errors itself.
    create: useMutation({ mutationFn: (body: NewTask) => endpoints.tasks.create({ body, suppressErrors: true }), onSuccess: refresh }),
    complete: useMutation({ mutationFn: (id: number) => endpoints.tasks.complete({ params: { id } }), onSuccess: refresh }),
  };
}
