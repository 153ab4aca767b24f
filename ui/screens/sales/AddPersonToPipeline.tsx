// «Add to a pipeline» on a person's card: the button (for those who may change customer data, once
// the pipelines are known) and the sales screens' dialog. The card's route puts it on the card.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import KanbanSquare from 'lucide-react/icons/square-kanban';
import { Button } from '../../components/Button';
import { useCdpRights } from '../../lib/useCdpRights';
import { AddToPipelineDialog } from './AddToPipelineDialog';
import { usePipelines } from './data';

export function AddPersonToPipeline({ person }: { person: { id: number; name: string } }) {
  const { t } = useTranslation('pipelines');
  const rights = useCdpRights();
  const pipelines = usePipelines();
  const [adding, setAdding] = useState(false);
  if (!rights.edit || !pipelines.data) return null;
  return (
    <>
      <div><Button variant="secondary" size="sm" onPress={() => setAdding(true)}><KanbanSquare size={14} aria-hidden="true" />{t('add.fromCard')}</Button></div>
      {adding && <AddToPipelineDialog pipelines={pipelines.data} person={person} onClose={() => setAdding(false)} />}
    </>
  );
}
