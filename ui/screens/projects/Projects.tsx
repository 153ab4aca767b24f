import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import FolderPlus from 'lucide-react/icons/folder-plus';
import Pencil from 'lucide-react/icons/pencil';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import { endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { required } from '../../lib/validators';
import { formatDate } from '../../lib/dates';
import { toasts } from '../../lib/toasts';
import { projectsKey, useCurrentProject, useSetCurrentProject } from '../../lib/useProjects';
import { useListState } from '../../lib/useListState';
import type { ProjectListSort, ProjectView as Project } from '../../../api/routes/projects';
import { confirm } from '../../app/services';
import { useIsOwner } from '../../app/useSession';

type Editing = { id: number | null; title: string } | null;

export default function Projects() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const isOwner = useIsOwner();
  // Liked projects first, then the newest (api/routes/projects.ts sorts).
  const list = useListState<ProjectListSort>('projects', { sort: { by: 'liked', dir: 'desc' } });
  const projects = useQuery({
    queryKey: [...projectsKey, 'list', list.query],
    queryFn: () => endpoints.projects.list({ query: list.query }),
    placeholderData: keepPreviousData,
  });
  // The badge marks the project the switcher shows (it marked the first in this screen's own order).
  const current = useCurrentProject();
  const setCurrentProjectId = useSetCurrentProject();
  const [editing, setEditing] = useState<Editing>(null);
  const form = useForm({ title: '' }, { title: required });
  const refresh = () => void qc.invalidateQueries({ queryKey: projectsKey });

  const save = useMutation({
    mutationFn: (e: NonNullable<Editing>) =>
      e.id === null ? endpoints.projects.create({ body: { title: form.values.title.trim() } }) : endpoints.projects.update({ params: { id: e.id }, body: { title: form.values.title.trim() } }),
    onSuccess: (p, e) => {
      toasts.show('success', e.id === null ? t('projects.created') : t('projects.renamed'));
      if (e.id === null) setCurrentProjectId(p.id);
      setEditing(null);
      refresh();
    },
  });
  const like = useMutation({ mutationFn: (p: { id: number; liked: boolean }) => endpoints.projects.update({ params: { id: p.id }, body: { liked: p.liked } }), onSuccess: refresh });
  const remove = useMutation({
    mutationFn: (id: number) => endpoints.projects.remove({ params: { id } }),
    onSuccess: () => {
      toasts.show('success', t('projects.deleted'));
      refresh();
    },
  });

  const open = (e: NonNullable<Editing>) => {
    form.reset({ title: e.title });
    setEditing(e);
  };
  // The account's only project cannot be deleted (pages need one).
  const onlyOne = projects.data?.total_items === 1 && !list.query.search;
  const columns: DataColumn<Project, ProjectListSort>[] = [
    {
      id: 'liked', sortBy: 'liked', header: t('projects.favourite'), hiddenHeader: true,
      cell: (p) => (
        <Button variant="ghost" size="sm" icon aria-label={p.liked ? t('projects.unlike') : t('projects.like')} aria-pressed={p.liked} onPress={() => like.mutate({ id: p.id, liked: !p.liked })}>
          <Star size={16} fill={p.liked ? 'var(--color-warning)' : 'none'} color={p.liked ? 'var(--color-warning)' : 'currentColor'} />
        </Button>
      ),
    },
    {
      id: 'title', sortBy: 'title', header: t('projects.name'),
      cell: (p) => <div className="row" style={{ fontWeight: 550 }}>{p.title}{p.id === current?.id && <span className="badge badge--primary">{t('projects.current')}</span>}</div>,
    },
    { id: 'created', sortBy: 'created', header: t('projects.createdAt'), className: 'muted', cell: (p) => formatDate(p.created) },
    {
      id: 'actions', header: t('common.actions'), hiddenHeader: true, className: 'table__actions',
      cell: (p) => (
        <>
          {p.id !== current?.id && <Button variant="ghost" size="sm" onPress={() => setCurrentProjectId(p.id)}>{t('projects.makeCurrent')}</Button>}
          <Button variant="ghost" size="sm" onPress={() => open({ id: p.id, title: p.title })}><Pencil size={14} aria-hidden="true" />{t('projects.rename')}</Button>
          {isOwner && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('projects.delete', { title: p.title })}
              isDisabled={onlyOne}
              onPress={async () => {
                if (await confirm({ title: t('projects.deleteConfirm', { title: p.title }), message: t('projects.deleteText'), variant: 'danger', confirmLabel: t('common.delete') })) remove.mutate(p.id);
              }}
            >
              <Trash2 size={14} aria-hidden="true" />
            </Button>
          )}
        </>
      ),
    },
  ];
  const create = isOwner ? <Button onPress={() => open({ id: null, title: '' })}><FolderPlus size={16} aria-hidden="true" />{t('projects.create')}</Button> : undefined;
  return (
    <div className="page">
      <PageHeader title={t('projects.title')} text={t('projects.lead')} action={create} />
      <DataTable
        label={t('projects.title')}
        list={list}
        query={projects}
        columns={columns}
        rowId={(p) => p.id}
        search={{ label: t('projects.search') }}
        empty={<EmptyState icon={FolderKanban} title={t('projects.emptyTitle')} text={t('projects.emptyText')} action={create} />}
        testId="projects-table"
        rowTestId="project-row"
      />
      <AppDialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id === null ? t('projects.createTitle') : t('projects.renameTitle')}
        actions={
          <>
            <Button variant="secondary" onPress={() => setEditing(null)}>{t('common.cancel')}</Button>
            <Button type="submit" form="project-form" pending={save.isPending}>{t('common.save')}</Button>
          </>
        }
      >
        <Form id="project-form" onSubmit={(e) => { e.preventDefault(); if (editing && form.validate()) save.mutate(editing); }}>
          <TextField label={t('projects.name')} field={form.field('title')} autoFocus />
        </Form>
      </AppDialog>
    </div>
  );
}
