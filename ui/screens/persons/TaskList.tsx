// Tasks of one person (their card's todos) or the caller's own (the tasks page): open or done,
// by due time; a task is added with a title, an optional due time in the user's zone (its
// assignee gets a reminder mail then) and a priority, and completed with one press.
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Check from 'lucide-react/icons/check';
import { TASK_PRIORITIES, type TaskPriority } from '../../../api/cdp';
import type { Task } from '../../../api/routes/tasks';
import { ApiError } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { TextField } from '../../components/TextField';
import { zonedInstant } from '../../lib/dates';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { useForm } from '../../lib/useForm';
import { required } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { useTaskActions, useTasks, type TaskScope, type TaskView } from './tasks';
import { NativeSelect } from '../../components/FilterSelect';

export function TaskList({ scope }: { scope: TaskScope }) {
  const { t } = useTranslation('cdp');
  const when = useRelativeDate();
  const [view, setView] = useState<TaskView>('open');
  const tasks = useTasks(scope, view);
  const { complete } = useTaskActions();
  const items = tasks.data?.items ?? [];
  return (
    <div className="stack" data-testid="task-list">
      <NewTaskForm personId={'person_id' in scope ? scope.person_id : null} />
      <div className="row" role="group" aria-label={t('tasks.view')}>
        {(['open', 'done'] as const).map((v) => (
          <Button key={v} size="sm" variant={view === v ? 'primary' : 'ghost'} aria-pressed={view === v} onPress={() => setView(v)}>{t(`tasks.${v}`)}</Button>
        ))}
      </div>
      {tasks.isError ? <ErrorState onRetry={() => void tasks.refetch()} />
        : !tasks.data ? <ListSkeleton rows={2} />
          : items.length === 0 ? <p className="muted">{t(view === 'open' ? 'tasks.noOpen' : 'tasks.noDone')}</p>
            : (
              <ul className="detail__items">
                {items.map((task) => (
                  <li key={task.id} className="detail__item task-row" data-testid="task-row">
                    <div className="task-row__main">
                      <strong>{task.title}</strong>
                      <span className="detail__meta">{taskMeta(t, when, task, 'assignee' in scope)}</span>
                      {'assignee' in scope && task.person && <Link to={`/persons/${task.person.id}`}>{task.person.name || t('persons.noName')}</Link>}
                    </div>
                    {task.priority === 'high' && <span className="badge badge--danger">{t('tasks.priority.high')}</span>}
                    {task.status !== 'done' && (
                      <Button size="sm" variant="secondary" aria-label={t('tasks.completeOne', { title: task.title })} pending={complete.isPending && complete.variables === task.id} onPress={() => complete.mutate(task.id, { onSuccess: () => toasts.show('success', t('tasks.completed')) })}>
                        <Check size={14} aria-hidden="true" />{t('tasks.complete')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
    </div>
  );
}

function taskMeta(t: (key: string, vars?: Record<string, unknown>) => string, when: (value: string) => string, task: Task, mine: boolean): string {
  const parts: string[] = [];
  if (task.status === 'done' && task.completed_at) parts.push(t('tasks.doneAt', { at: when(task.completed_at) }));
  else if (task.due_at) parts.push(t(new Date(task.due_at).getTime() < Date.now() ? 'tasks.overdue' : 'tasks.due', { at: when(task.due_at) }));
  else parts.push(t('tasks.noDue'));
  if (!mine && task.assignee) parts.push(task.assignee.name);
  return parts.join(' · ');
}

function NewTaskForm({ personId }: { personId: number | null }) {
  const { t } = useTranslation('cdp');
  const { create } = useTaskActions();
  const form = useForm({ title: '', due: '' }, { title: required, due: (v) => (v === '' || zonedInstant(v) !== null ? null : 'errors:field.required') });
  const [priority, setPriority] = useState<TaskPriority>('normal');
  const submit = () => {
    if (!form.validate()) return;
    create.mutate({ title: form.values.title.trim(), due_at: zonedInstant(form.values.due), priority, person_id: personId }, {
      onSuccess: () => { toasts.show('success', t('tasks.added')); form.reset(); setPriority('normal'); },
      onError: (err) => { if (err instanceof ApiError) form.setErrors({ title: err.fields.title ?? err.message }); },
    });
  };
  const due = form.field('due');
  return (
    <Form className="task-form" onSubmit={(e) => { e.preventDefault(); submit(); }} aria-label={t('tasks.new')}>
      <TextField label={t('tasks.title')} field={form.field('title')} maxLength={300} />
      <label className="field">
        <span className="field__label">{t('tasks.dueLabel')}</span>
        <input className="field__input" type="datetime-local" value={due.value} onChange={(e) => due.onChange(e.target.value)} onBlur={due.onBlur} data-testid="task-due" />
      </label>
      <NativeSelect
        label={t('tasks.priorityLabel')} value={priority} onChange={setPriority} testId="task-priority"
        options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`tasks.priority.${p}`) }))}
      />
      <Button type="submit" pending={create.isPending}>{t('tasks.add')}</Button>
    </Form>
  );
}
