// Puts a person on a stage of a pipeline: from the board (the person is found by name, email or
// phone) or from a person's card (the person is known; the pipeline is chosen). Moving someone who
// already stands in the pipeline moves them to the chosen stage, as the board does.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pipeline } from '../../../api/routes/cdp';
import { FormDialog } from '../../components/FormDialog';
import { PersonSearchPicker } from '../../components/PersonSearchPicker';
import { SelectField } from '../../components/SelectField';
import { toasts } from '../../lib/toasts';
import { useAddToPipeline } from './data';

export function AddToPipelineDialog({ pipelines, person, onClose }: {
  pipelines: readonly Pipeline[];
  /** The person of the card it was opened from; without it the dialog finds one. */
  person?: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('pipelines');
  const [pipelineId, setPipelineId] = useState(pipelines[0]?.id ?? 0);
  const pipeline = pipelines.find((p) => p.id === pipelineId) ?? pipelines[0];
  const [stageId, setStageId] = useState(pipeline?.stages[0]?.id ?? 0);
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(person ?? null);
  const [personError, setPersonError] = useState<string | null>(null);
  const add = useAddToPipeline();

  const choosePipeline = (id: number) => {
    setPipelineId(id);
    setStageId(pipelines.find((p) => p.id === id)?.stages[0]?.id ?? 0);
  };
  const submit = () => {
    if (!picked) { setPersonError(t('add.choosePerson')); return; }
    const stage = pipeline?.stages.find((s) => s.id === stageId);
    if (!pipeline || !stage) return;
    add.mutate({ personId: picked.id, pipelineId: pipeline.id, stageId: stage.id }, {
      onSuccess: (r) => {
        toasts.show('success', r.moved ? t('add.added', { name: picked.name, pipeline: pipeline.title, stage: stage.title }) : t('add.already'));
        onClose();
      },
    });
  };
  return (
    <FormDialog title={t('add.title')} testId="add-to-pipeline" submitLabel={t('add.submit')} pending={add.isPending} onSubmit={submit} onClose={onClose}>
      {person ? <p><strong>{person.name}</strong></p> : (
        <PersonSearchPicker label={t('add.person')} helper={t('add.personHelp')} error={personError} value={picked?.id ?? null}
          onChange={(_id, p) => { setPicked(p); setPersonError(null); }} />
      )}
      {pipelines.length > 1 && (
        <SelectField label={t('add.pipeline')} value={String(pipelineId)} options={pipelines.map((p) => ({ id: String(p.id), label: p.title }))} onChange={(v) => choosePipeline(Number(v))} />
      )}
      {pipeline && (
        <SelectField label={t('add.stage')} value={String(stageId)} options={pipeline.stages.map((s) => ({ id: String(s.id), label: s.title }))} onChange={(v) => setStageId(Number(v))} />
      )}
    </FormDialog>
  );
}

