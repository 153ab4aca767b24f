// The kanban board of one pipeline (SPEC §7 GET /cdp/persons/pipeline/{id}): a column per stage with
// its count and its persons, most recently moved first, 50 at a time ("show more" per column). A
// person moves by drag and drop or by keyboard; the card moves at once and goes back, with a toast,
// if the server refuses. Each move is written to the person's history by the server.
import './sales.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Pencil from 'lucide-react/icons/pencil';
import UserPlus from 'lucide-react/icons/user-plus';
import type { BoardCard } from '../../../api/routes/cdp';
import { ApiError } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { FilteredEmpty } from '../../components/FilteredEmpty';
import { ListSkeleton } from '../../components/ListSkeleton';
import { SearchBox } from '../../components/SearchBox';
import { SelectField } from '../../components/SelectField';
import { ErrorState } from '../../components/States';
import { errorText } from '../../i18n/index';
import { toasts } from '../../lib/toasts';
import Forbidden from '../../components/Forbidden';
import { AddToPipelineDialog } from './AddToPipelineDialog';
import { personName } from '../../lib/personName';
import { BoardColumn } from './BoardColumn';
import { columnOf } from './boardState';
import { useBoard, useMoreCards, useMovePerson, usePipelines } from './data';
import { PipelineDialog } from './PipelineDialog';
import { useCdpRights } from '../../lib/useCdpRights';

export default function Board() {
  const { t } = useTranslation('pipelines');
  const { t: cdp } = useTranslation('cdp');
  const navigate = useNavigate();
  const rights = useCdpRights();
  const id = Number(useParams().pipelineId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const pipelines = usePipelines();
  const board = useBoard(id, search.trim());
  const more = useMoreCards(id, search.trim());
  const move = useMovePerson((err, { card }) => {
    // A refused stage (deleted meanwhile) comes as a field error; anything else by its code.
    const message = (err instanceof ApiError ? Object.values(err.fields)[0] ?? err.body?.message ?? errorText(err.code) : null) ?? errorText('generic') ?? '';
    toasts.show('danger', t('board.moveFailed', { name: personName(card, cdp('persons.noName')), message }));
  });
  if (!rights.view) return <Forbidden />;

  const back = <Link to="/sales" className="row"><ArrowLeft size={16} aria-hidden="true" />{t('board.back')}</Link>;
  if (board.isError || !(id > 0)) {
    const missing = !(id > 0) || (board.error instanceof ApiError && (board.error.status === 404 || board.error.status === 422));
    return (
      <div className="page">
        <p>{back}</p>
        {missing ? <p role="alert">{t('board.notFound')}</p> : <section className="card"><ErrorState onRetry={() => void board.refetch()} /></section>}
      </div>
    );
  }
  const data = board.data;
  const drop = (card: BoardCard, stageId: number) => {
    if (!data || columnOf(data, card.id)?.stage_id === stageId) return;
    move.mutate({ card, pipelineId: id, stageId });
  };
  const found = data ? data.columns.reduce((n, c) => n + c.total, 0) : 0;
  return (
    <div className="page board-page" data-testid="board">
      <p>{back}</p>
      <div className="page-header">
        <div>
          <h1>{data?.pipeline.title ?? pipelines.data?.find((p) => p.id === id)?.title ?? '\u00a0'}</h1>
          {rights.edit && <p className="muted board-page__hint">{t('board.hint')}</p>}
        </div>
        <div className="row">
          {rights.edit && data && <Button variant="secondary" onPress={() => setEditing(true)}><Pencil size={16} aria-hidden="true" />{t('board.edit')}</Button>}
          {rights.edit && data && <Button onPress={() => setAdding(true)}><UserPlus size={16} aria-hidden="true" />{t('board.add')}</Button>}
        </div>
      </div>
      <div className="toolbar board-page__toolbar">
        {(pipelines.data?.length ?? 0) > 1 && (
          <div className="board-page__switch">
            <SelectField label={t('board.pipeline')} value={String(id)} options={(pipelines.data ?? []).map((p) => ({ id: String(p.id), label: p.title }))} onChange={(v) => navigate(`/sales/${v}`)} />
          </div>
        )}
        <SearchBox value={search} onChange={setSearch} label={t('board.search')} />
      </div>
      {!data ? <div aria-busy="true" className="board"><ListSkeleton rows={3} height={120} /></div>
        : search.trim() && found === 0 ? <section className="card"><FilteredEmpty onClear={() => setSearch('')} /></section>
          : (
            <div className="board" data-testid="board-columns">
              {data.pipeline.stages.map((stage) => {
                const column = data.columns.find((c) => c.stage_id === stage.id) ?? { stage_id: stage.id, total: 0, persons: [] };
                return (
                  <BoardColumn
                    key={stage.id}
                    stage={stage}
                    column={column}
                    canMove={rights.edit}
                    onDrop={drop}
                    loadingMore={more.isPending && more.variables.stageId === stage.id}
                    onMore={() => more.mutate({ stageId: stage.id, offset: column.persons.length })}
                  />
                );
              })}
            </div>
          )}
      {editing && data && <PipelineDialog pipeline={data.pipeline} onClose={() => setEditing(false)} />}
      {adding && data && <AddToPipelineDialog pipelines={[data.pipeline]} onClose={() => setAdding(false)} />}
    </div>
  );
}
