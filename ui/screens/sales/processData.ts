// The processes' server state (TanStack Query over adapters/): the paged list, one process with its
// steps, and the calls that change them (each reads the process again).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQueryInput } from '../../../api/list';
import { endpoints } from '../../../adapters/index';
import { salesKey } from './data';

const processesKey = [...salesKey, 'processes'] as const;

export function useProcessList(list: ListQueryInput<'title' | 'created'>) {
  return useQuery({ queryKey: [...processesKey, 'list', list], queryFn: () => endpoints.cdp.processList({ query: list }), placeholderData: keepPreviousData });
}

export function useProcess(id: number) {
  return useQuery({
    queryKey: [...processesKey, 'one', id],
    // The screen shows a missing process or a failure itself.
    queryFn: () => endpoints.cdp.processGet({ params: { id }, suppressErrors: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export interface ProcessInput { title: string; description: string }

export function useProcessActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: processesKey });
  return {
    // The dialogs show the field errors themselves.
    create: useMutation({ mutationFn: (body: ProcessInput) => endpoints.cdp.processCreate({ body, suppressErrors: true }), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, ...body }: ProcessInput & { id: number }) => endpoints.cdp.processUpdate({ params: { id }, body, suppressErrors: true }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => endpoints.cdp.processRemove({ params: { id } }), onSuccess: refresh }),
    addStep: useMutation({ mutationFn: ({ id, ...body }: ProcessInput & { id: number }) => endpoints.cdp.stepsCreate({ params: { id }, body, suppressErrors: true }), onSuccess: refresh }),
    updateStep: useMutation({
      mutationFn: ({ id, stepId, ...body }: ProcessInput & { id: number; stepId: number }) => endpoints.cdp.stepsUpdate({ params: { id, stepId }, body, suppressErrors: true }),
      onSuccess: refresh,
    }),
    removeStep: useMutation({ mutationFn: ({ id, stepId }: { id: number; stepId: number }) => endpoints.cdp.stepsRemove({ params: { id, stepId } }), onSuccess: refresh }),
    orderSteps: useMutation({ mutationFn: ({ id, ids }: { id: number; ids: number[] }) => endpoints.cdp.stepsOrder({ params: { id }, body: { ids } }), onSuccess: refresh }),
  };
}
