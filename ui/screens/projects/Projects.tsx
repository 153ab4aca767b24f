import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FolderKanban, FolderPlus, Pencil, Star, Trash2 } from 'lucide-react';
import { endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { EmptyState, ListCard, PageHeader, SkeletonRows } from '../../components/States';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { required } from '../../lib/validators';
import { formatDate } from '../../lib/dates';
import { toasts } from '../../lib/toasts';
import { projectsKey, useCurrentProject, useProjects, useSetCurrentProject } from '../../lib/useProjects';
import { confirm } from '../../app/services';
import { useIsOwner } from '../../app/useSession';

type Editing = { id: number | null; title: string } | null;

export default function Projects() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const isOwner = useIsOwner();
  const projects = useProjects();
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
  const items = [...(projects.data?.items ?? [])].sort((a, b) => Number(b.liked) - Number(a.liked));
  const create = isOwner ? <Button onPress={() => open({ id: null, title: '' })}><FolderPlus size={16} aria-hidden="true" />{t('projects.create')}</Button> : undefined;
  return (
    <div className="page">
      <PageHeader title={t('projects.title')} text={t('projects.lead')} action={create} />
      <ListCard query={projects} isEmpty={items.length === 0} empty={<EmptyState icon={FolderKanban} title={t('projects.emptyTitle')} text={t('projects.emptyText')} action={create} />}>
        <table className="table">
          <thead>
            <tr><th style={{ width: 48 }}><span className="visually-hidden">{t('projects.favourite')}</span></th><th>{t('projects.name')}</th><th>{t('projects.createdAt')}</th><th><span className="visually-hidden">{t('common.actions')}</span></th></tr>
          </thead>
          <tbody>
            {projects.isLoading ? <SkeletonRows cols={4} rows={3} /> : items.map((p) => (
              <tr key={p.id}>
                <td>
                  <Button variant="ghost" size="sm" icon aria-label={p.liked ? t('projects.unlike') : t('projects.like')} aria-pressed={p.liked} onPress={() => like.mutate({ id: p.id, liked: !p.liked })}>
                    <Star size={16} fill={p.liked ? 'var(--color-warning)' : 'none'} color={p.liked ? 'var(--color-warning)' : 'currentColor'} />
                  </Button>
                </td>
                <td style={{ fontWeight: 550 }}>
                  <div className="row">{p.title}{p.id === current?.id && <span className="badge badge--primary">{t('projects.current')}</span>}</div>
                </td>
                <td className="muted">{formatDate(p.created)}</td>
                <td className="table__actions">
                  {p.id !== current?.id && <Button variant="ghost" size="sm" onPress={() => setCurrentProjectId(p.id)}>{t('projects.makeCurrent')}</Button>}
                  <Button variant="ghost" size="sm" onPress={() => open({ id: p.id, title: p.title })}><Pencil size={14} aria-hidden="true" />{t('projects.rename')}</Button>
                  {isOwner && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('projects.delete', { title: p.title })}
                      isDisabled={items.length === 1}
                      onPress={async () => {
                        if (await confirm({ title: t('projects.deleteConfirm', { title: p.title }), message: t('projects.deleteText'), variant: 'danger', confirmLabel: t('common.delete') })) remove.mutate(p.id);
                      }}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListCard>
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
