// The sales screen (SPEC §2 "sales"): the account's pipelines with their stages — created, edited
// (name and stages), made the default one (new persons from leads enter it), deleted after a
// confirmation — each opening its kanban board. The processes are the screen's second tab.
import './sales.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import KanbanSquare from 'lucide-react/icons/square-kanban';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import type { Pipeline } from '../../../api/routes/cdp';
import { confirm } from '../../app/services';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { EmptyState, ErrorState, PageHeader } from '../../components/States';
import Forbidden from '../../components/Forbidden';
import { toasts } from '../../lib/toasts';
import { usePipelineActions, usePipelines } from './data';
import { PipelineDialog } from './PipelineDialog';
import { SalesTabs } from './SalesTabs';
import { useCdpRights } from '../../lib/useCdpRights';

export default function Pipelines() {
  const { t } = useTranslation('pipelines');
  const rights = useCdpRights();
  const pipelines = usePipelines();
  // null: closed; 'new': creating; a pipeline: editing it.
  const [editing, setEditing] = useState<Pipeline | 'new' | null>(null);
  if (!rights.view) return <Forbidden />;

  const create = rights.edit ? <Button onPress={() => setEditing('new')}><Plus size={16} aria-hidden="true" />{t('list.create')}</Button> : undefined;
  const items = pipelines.data ?? [];
  return (
    <div className="page sales-page">
      <PageHeader title={t('list.title')} text={t('list.lead')} action={create} />
      <SalesTabs />
      {pipelines.isError ? <section className="card"><ErrorState onRetry={() => void pipelines.refetch()} /></section>
        : !pipelines.data ? <div aria-busy="true"><ListSkeleton rows={3} height={96} /></div>
          : items.length === 0 ? <section className="card"><EmptyState icon={KanbanSquare} title={t('list.empty.title')} text={t('list.empty.text')} action={create} /></section>
            : (
              <ul className="pipeline-list" data-testid="pipeline-list">
                {items.map((p) => <PipelineItem key={p.id} pipeline={p} only={items.length === 1} onEdit={() => setEditing(p)} />)}
              </ul>
            )}
      {editing !== null && <PipelineDialog pipeline={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function PipelineItem({ pipeline: p, only, onEdit }: { pipeline: Pipeline; only: boolean; onEdit: () => void }) {
  const { t } = useTranslation('pipelines');
  const rights = useCdpRights();
  const { remove, makeDefault } = usePipelineActions();
  const del = async () => {
    if (!(await confirm({ title: t('list.deleteConfirm', { title: p.title }), message: t('list.deleteText'), variant: 'danger', confirmLabel: t('list.delete') }))) return;
    remove.mutate(p.id, { onSuccess: () => toasts.show('success', t('list.deleted')) });
  };
  return (
    <li className="card pipeline-item" data-testid="pipeline-item">
      <div className="pipeline-item__head">
        <div>
          <h2 className="pipeline-item__title">
            <Link to={`/sales/${p.id}`} aria-label={t('list.openOne', { title: p.title })}>{p.title}</Link>
          </h2>
          <p className="muted">
            {t('list.stages', { count: p.stages.length })}
            {p.is_default && <> · <span className="badge badge--primary" title={t('list.defaultHint')}>{t('list.default')}</span></>}
          </p>
        </div>
        <div className="row">
          <Link to={`/sales/${p.id}`} className="btn btn--secondary btn--sm"><KanbanSquare size={14} aria-hidden="true" />{t('list.open')}</Link>
          {rights.edit && !p.is_default && (
            <Button variant="ghost" size="sm" pending={makeDefault.isPending} onPress={() => makeDefault.mutate(p.id, { onSuccess: () => toasts.show('success', t('list.madeDefault', { title: p.title })) })}>
              <Star size={14} aria-hidden="true" />{t('list.makeDefault')}
            </Button>
          )}
          {rights.edit && <Button variant="ghost" size="sm" aria-label={t('list.editOne', { title: p.title })} onPress={onEdit}><Pencil size={14} aria-hidden="true" />{t('list.edit')}</Button>}
          {rights.remove && !only && (
            <Button variant="ghost" size="sm" aria-label={t('list.deleteOne', { title: p.title })} pending={remove.isPending} onPress={() => void del()}>
              <Trash2 size={14} aria-hidden="true" />{t('list.delete')}
            </Button>
          )}
        </div>
      </div>
      <ol className="stage-chips" aria-label={t('dialog.stages')}>
        {p.stages.map((s) => <li key={s.id} className="stage-chip"><span className={`stage-dot stage-dot--${s.color}`} aria-hidden="true" />{s.title}</li>)}
      </ol>
    </li>
  );
}
