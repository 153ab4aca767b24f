// Creating or editing a pipeline: its name and its stages — added, renamed, coloured, reordered
// with the arrows, deleted — saved at once. A stage with persons cannot be deleted: the server's message
// comes back under the stages and nothing is changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import type { Pipeline } from '../../../api/routes/cdp';
import { Button } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { showSubmitError } from '../../lib/submitError';
import { toasts } from '../../lib/toasts';
import { useForm } from '../../lib/useForm';
import { required } from '../../lib/validators';
import { usePipelineActions } from './data';
import { StageColorPicker } from './StageColorPicker';
import { addStage, draftOf, recolorStage, removeStage, renameStage, shiftStage, untitled, type DraftStage } from './stageDraft';

const MAX_STAGES = 30;

export function PipelineDialog({ pipeline, onClose }: { pipeline: Pipeline | null; onClose: () => void }) {
  const { t } = useTranslation('pipelines');
  const navigate = useNavigate();
  const { create, update } = usePipelineActions();
  const form = useForm({ title: pipeline?.title ?? '' }, { title: required });
  const [stages, setStages] = useState<DraftStage[]>(() => draftOf(pipeline, t('dialog.defaults', { returnObjects: true }) as string[]));
  const [stagesError, setStagesError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const missing = checked ? untitled(stages) : new Set<string>();
  const pending = create.isPending || update.isPending;
  const change = (next: DraftStage[]) => { setStages(next); setStagesError(null); };

  const submit = () => {
    setChecked(true);
    const okTitle = form.validate();
    if (stages.length === 0) { setStagesError(t('dialog.needStage')); return; }
    if (untitled(stages).size > 0) { setStagesError(t('dialog.stageRequired')); return; }
    if (!okTitle) return;
    const onError = (err: Error) => showSubmitError(err, (fields) => {
      if (fields.title) form.setErrors({ title: fields.title });
      setStagesError(fields.stages ?? Object.entries(fields).find(([k]) => k.startsWith('stages'))?.[1] ?? null);
    });
    const input = { title: form.values.title, stages };
    if (pipeline) {
      update.mutate({ id: pipeline.id, ...input }, { onSuccess: () => { toasts.show('success', t('dialog.saved')); onClose(); }, onError });
    } else {
      create.mutate(input, { onSuccess: (p) => { toasts.show('success', t('dialog.created')); onClose(); navigate(`/sales/${p.id}`); }, onError });
    }
  };

  return (
    <FormDialog wide title={pipeline ? t('dialog.editTitle') : t('dialog.createTitle')} testId="pipeline-dialog" submitLabel={pipeline ? t('dialog.save') : t('dialog.create')}
      pending={pending} onSubmit={submit} onClose={onClose}>
      <TextField label={t('dialog.name')} field={form.field('title')} placeholder={t('dialog.namePlaceholder')} autoFocus={!pipeline} maxLength={100} />
      <fieldset className="stage-editor">
        <legend className="field__label">{t('dialog.stages')}</legend>
        <p className="field__help">{t('dialog.stagesHelp')}</p>
        <ol className="stage-editor__list">
          {stages.map((s, i) => {
            const name = s.title.trim() || String(i + 1);
            return (
              <li key={s.key} className="stage-editor__row" data-testid="stage-row">
                <input
                  className="field__input"
                  aria-label={t('dialog.stage', { n: i + 1 })}
                  aria-invalid={missing.has(s.key) || undefined}
                  value={s.title}
                  maxLength={100}
                  onChange={(e) => change(renameStage(stages, s.key, e.target.value))}
                />
                <StageColorPicker stageName={name} value={s.color} onChange={(color) => change(recolorStage(stages, s.key, color))} />
                <Button variant="ghost" size="sm" icon aria-label={t('dialog.up', { title: name })} isDisabled={i === 0} onPress={() => change(shiftStage(stages, s.key, -1))}><ArrowUp size={14} /></Button>
                <Button variant="ghost" size="sm" icon aria-label={t('dialog.down', { title: name })} isDisabled={i === stages.length - 1} onPress={() => change(shiftStage(stages, s.key, 1))}><ArrowDown size={14} /></Button>
                <Button variant="ghost" size="sm" icon aria-label={t('dialog.remove', { title: name })} isDisabled={stages.length === 1} onPress={() => change(removeStage(stages, s.key))}><X size={14} /></Button>
              </li>
            );
          })}
        </ol>
        {stagesError && <p className="field__error" role="alert" data-testid="stages-error">{stagesError}</p>}
        <Button variant="secondary" size="sm" isDisabled={stages.length >= MAX_STAGES} onPress={() => change(addStage(stages))}>
          <Plus size={14} aria-hidden="true" />{t('dialog.addStage')}
        </Button>
        {stages.length >= MAX_STAGES && <p className="field__help">{t('dialog.tooMany')}</p>}
      </fieldset>
    </FormDialog>
  );
}
