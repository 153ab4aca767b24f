// One process with its steps in order: the process renamed or deleted, steps added (last), edited,
// deleted and moved up or down (the whole new order is sent at once, as the server takes it).
import './sales.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { ApiError } from '../../../adapters/index';
import { confirm } from '../../app/services';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { toasts } from '../../lib/toasts';
import Forbidden from '../../components/Forbidden';
import { useProcess, useProcessActions } from './processData';
import { shifted } from './stageDraft';
import { TitleDialog } from './TitleDialog';
import { useCdpRights } from '../../lib/useCdpRights';

type Editing = { kind: 'process' } | { kind: 'newStep' } | { kind: 'step'; stepId: number; title: string; description: string } | null;

export default function Process() {
  const { t } = useTranslation('pipelines');
  const navigate = useNavigate();
  const rights = useCdpRights();
  const id = Number(useParams().processId);
  const process = useProcess(id);
  const actions = useProcessActions();
  const [editing, setEditing] = useState<Editing>(null);
  if (!rights.view) return <Forbidden />;

  const back = <Link to="/sales/processes" className="row"><ArrowLeft size={16} aria-hidden="true" />{t('processes.back')}</Link>;
  if (process.isError || !(id > 0)) {
    const missing = !(id > 0) || (process.error instanceof ApiError && (process.error.status === 404 || process.error.status === 422));
    return <div className="page"><p>{back}</p>{missing ? <p role="alert">{t('processes.notFound')}</p> : <section className="card"><ErrorState onRetry={() => void process.refetch()} /></section>}</div>;
  }
  const p = process.data;
  if (!p) return <div className="page" aria-busy="true"><p>{back}</p><ListSkeleton rows={4} height={56} /></div>;

  const del = async () => {
    if (!(await confirm({ title: t('processes.deleteConfirm', { title: p.title }), message: t('processes.deleteText'), variant: 'danger', confirmLabel: t('processes.delete') }))) return;
    actions.remove.mutate(p.id, { onSuccess: () => { toasts.show('success', t('processes.deleted')); navigate('/sales/processes'); } });
  };
  const delStep = async (stepId: number, title: string) => {
    if (!(await confirm({ title: t('steps.deleteConfirm', { title }), message: t('steps.deleteText'), variant: 'danger', confirmLabel: t('steps.delete') }))) return;
    actions.removeStep.mutate({ id: p.id, stepId });
  };
  const ids = p.steps.map((s) => s.id);
  const shift = (stepId: number, by: -1 | 1) => actions.orderSteps.mutate({ id: p.id, ids: shifted(ids, ids.indexOf(stepId), by) });
  const labels = { title: t('steps.name'), description: t('steps.description') };

  return (
    <div className="page sales-page" data-testid="process">
      <p>{back}</p>
      <div className="page-header">
        <div>
          <h1>{p.title}</h1>
          {p.description && <p className="process__description">{p.description}</p>}
        </div>
        {rights.edit && (
          <div className="row">
            <Button variant="secondary" onPress={() => setEditing({ kind: 'process' })}><Pencil size={16} aria-hidden="true" />{t('processes.edit')}</Button>
            {rights.remove && <Button variant="danger" onPress={() => void del()} pending={actions.remove.isPending}><Trash2 size={16} aria-hidden="true" />{t('processes.delete')}</Button>}
          </div>
        )}
      </div>
      <section className="card stack" aria-labelledby="steps-title">
        <div className="page-header">
          <h2 id="steps-title" className="detail__h">{t('steps.title')}</h2>
          {rights.edit && <Button size="sm" onPress={() => setEditing({ kind: 'newStep' })}><Plus size={14} aria-hidden="true" />{t('steps.add')}</Button>}
        </div>
        {p.steps.length === 0 ? <p className="muted">{t('steps.empty')}</p> : (
          <ol className="process-steps" data-testid="process-steps">
            {p.steps.map((s, i) => (
              <li key={s.id} className="process-step" data-testid="process-step">
                <span className="process-step__n" aria-hidden="true">{i + 1}</span>
                <div className="process-step__body">
                  <strong>{s.title}</strong>
                  {s.description && <span className="detail__meta">{s.description}</span>}
                </div>
                {rights.edit && (
                  <div className="row">
                    <Button variant="ghost" size="sm" icon aria-label={t('steps.up', { title: s.title })} isDisabled={i === 0 || actions.orderSteps.isPending} onPress={() => shift(s.id, -1)}><ArrowUp size={14} /></Button>
                    <Button variant="ghost" size="sm" icon aria-label={t('steps.down', { title: s.title })} isDisabled={i === p.steps.length - 1 || actions.orderSteps.isPending} onPress={() => shift(s.id, 1)}><ArrowDown size={14} /></Button>
                    <Button variant="ghost" size="sm" icon aria-label={t('steps.edit', { title: s.title })} onPress={() => setEditing({ kind: 'step', stepId: s.id, title: s.title, description: s.description })}><Pencil size={14} /></Button>
                    {rights.remove && <Button variant="ghost" size="sm" icon aria-label={t('steps.deleteOne', { title: s.title })} onPress={() => void delStep(s.id, s.title)}><Trash2 size={14} /></Button>}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      {editing?.kind === 'process' && (
        <TitleDialog title={t('processes.editTitle')} initial={{ title: p.title, description: p.description }} labels={{ title: t('processes.name'), description: t('processes.description') }}
          submitLabel={t('processes.save')} pending={actions.update.isPending} testId="process-dialog" onClose={() => setEditing(null)}
          onSubmit={(v) => actions.update.mutateAsync({ id: p.id, ...v }).then(() => toasts.show('success', t('processes.saved')))} />
      )}
      {editing?.kind === 'newStep' && (
        <TitleDialog title={t('steps.addTitle')} initial={{ title: '', description: '' }} labels={labels} submitLabel={t('steps.add')} pending={actions.addStep.isPending}
          testId="step-dialog" onClose={() => setEditing(null)} onSubmit={(v) => actions.addStep.mutateAsync({ id: p.id, ...v })} />
      )}
      {editing?.kind === 'step' && (
        <TitleDialog title={t('steps.editTitle')} initial={{ title: editing.title, description: editing.description }} labels={labels} submitLabel={t('processes.save')}
          pending={actions.updateStep.isPending} testId="step-dialog" onClose={() => setEditing(null)}
          onSubmit={(v) => actions.updateStep.mutateAsync({ id: p.id, stepId: editing.stepId, ...v })} />
      )}
    </div>
  );
}
