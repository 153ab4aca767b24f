// The sales screens' server state (TanStack Query over adapters/): the account's pipelines, the
// board of one pipeline with "show more" per column, and moving a person between stages —
// optimistic on the board, undone with a toast when the server refuses.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Board, BoardCard } from '../../../api/routes/cdp';
import { endpoints } from '../../../adapters/index';
import { personsKey } from '../../lib/queryKeys';
import { appendCards, moveCard } from './boardState';
import type { DraftStage } from './stageDraft';
import { stagesInput } from './stageDraft';

export const salesKey = ['sales'] as const;
const pipelinesKey = [...salesKey, 'pipelines'] as const;
const boardKey = (id: number) => [...salesKey, 'board', id] as const;
/** Cards per column on the first load and per "show more" (api BOARD_LIMITS). */
export const COLUMN_PAGE = 50;

export function usePipelines() {
  return useQuery({ queryKey: pipelinesKey, queryFn: () => endpoints.cdp.pipelinesList({}) });
}

export function useBoard(pipelineId: number, search: string) {
  return useQuery({
    queryKey: [...boardKey(pipelineId), search],
    // The board shows a missing pipeline or a failure itself.
    queryFn: () => endpoints.cdp.board({ params: { id: pipelineId }, query: { limit: COLUMN_PAGE, ...(search ? { search } : {}) }, suppressErrors: true }),
    enabled: Number.isInteger(pipelineId) && pipelineId > 0,
    placeholderData: keepPreviousData,
  });
}

export interface PipelineInput { title: string; stages: readonly DraftStage[] }

export function usePipelineActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: salesKey });
  return {
    // The dialog shows the field errors itself.
    create: useMutation({
      mutationFn: (input: PipelineInput) => endpoints.cdp.pipelinesCreate({ body: { title: input.title.trim(), stages: stagesInput(input.stages) }, suppressErrors: true }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: PipelineInput & { id: number }) =>
        endpoints.cdp.pipelinesUpdate({ params: { id }, body: { title: input.title.trim(), stages: stagesInput(input.stages) }, suppressErrors: true }),
      onSuccess: refresh,
    }),
    makeDefault: useMutation({ mutationFn: (id: number) => endpoints.cdp.pipelinesUpdate({ params: { id }, body: { is_default: true } }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => endpoints.cdp.pipelinesRemove({ params: { id } }), onSuccess: refresh }),
  };
}

/** The next cards of one column, appended to every cached board of the pipeline with that search. */
export function useMoreCards(pipelineId: number, search: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ stageId, offset }: { stageId: number; offset: number }) =>
      endpoints.cdp.board({ params: { id: pipelineId }, query: { stage_id: stageId, offset, limit: COLUMN_PAGE, ...(search ? { search } : {}) } }),
    onSuccess: (more, { stageId }) => {
      const column = more.columns[0];
      qc.setQueryData<Board>([...boardKey(pipelineId), search], (b) => (b && column ? appendCards(b, stageId, column.persons, column.total) : b));
    },
  });
}

export interface MoveInput { card: BoardCard; pipelineId: number; stageId: number }

/**
 * Moves a person to a stage. On the board the card moves at once (every cached search of the
 * pipeline); a refusal puts the boards back as they were and calls `onFailed`. The person's card
 * (stages, history) is read again either way.
 */
export function useMovePerson(onFailed: (err: unknown, input: MoveInput) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ card, pipelineId, stageId }: MoveInput) =>
      endpoints.cdp.move({ params: { personId: card.id }, body: { pipeline_id: pipelineId, stage_id: stageId }, suppressErrors: true }),
    onMutate: async ({ card, pipelineId, stageId }) => {
      await qc.cancelQueries({ queryKey: boardKey(pipelineId) });
      const snapshot = qc.getQueriesData<Board>({ queryKey: boardKey(pipelineId) });
      qc.setQueriesData<Board>({ queryKey: boardKey(pipelineId) }, (b) => (b ? moveCard(b, card, stageId) : b));
      return { snapshot };
    },
    onError: (err, input, context) => {
      context?.snapshot.forEach(([key, data]) => qc.setQueryData(key, data));
      onFailed(err, input);
    },
    onSettled: (_data, _err, { card }) => invalidatePerson(qc, card.id),
  });
}

function invalidatePerson(qc: QueryClient, personId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: [...personsKey, 'one', personId] }),
    qc.invalidateQueries({ queryKey: [...personsKey, 'history', personId] }),
  ]);
}

/** Puts a person on a stage from outside the board (the add dialog): the boards and the person are read again. */
export function useAddToPipeline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, pipelineId, stageId }: { personId: number; pipelineId: number; stageId: number }) =>
      endpoints.cdp.move({ params: { personId }, body: { pipeline_id: pipelineId, stage_id: stageId } }),
    onSuccess: (_r, { personId, pipelineId }) => Promise.all([qc.invalidateQueries({ queryKey: boardKey(pipelineId) }), invalidatePerson(qc, personId)]),
  });
}

