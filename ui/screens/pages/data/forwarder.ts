// A page's lead forwarder on the server: its settings, «Отправить тест», the last deliveries and their attempts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../adapters/index';
import type { ForwardMethod } from '../../../../api/forwarder';
import type { ForwarderView } from '../../../../api/routes/forwarder';

export const forwarderKey = (pageId: number) => ['forwarder', pageId] as const;
export const forwardLogKey = (pageId: number) => ['forwarder', pageId, 'deliveries'] as const;

export function useForwarder(pageId: number) {
  return useQuery({ queryKey: forwarderKey(pageId), queryFn: () => endpoints.forwarder.get({ params: { pageId } }) });
}

/** Under the log's key, so a refresh of the log refreshes an open row; `attempts` asks again when the count grows. */
export const forwardAttemptsKey = (pageId: number, deliveryId: number, attempts: number) => [...forwardLogKey(pageId), deliveryId, 'attempts', attempts] as const;

export function useForwardAttempts(pageId: number, deliveryId: number, attempts: number) {
  return useQuery({
    queryKey: forwardAttemptsKey(pageId, deliveryId, attempts),
    queryFn: () => endpoints.forwarder.attempts({ params: { pageId, deliveryId } }),
  });
}

export function useForwardLog(pageId: number) {
  return useQuery({
    queryKey: forwardLogKey(pageId),
    queryFn: () => endpoints.forwarder.deliveries({ params: { pageId } }),
    // New leads arrive on their own: look again every 10 s, every 2 s while one waits or retries.
    refetchInterval: (q) => (q.state.data?.items.some((d) => d.state === 'pending' || d.state === 'retrying') ? 2000 : 10_000),
  });
}

export interface ForwarderInput { enabled: boolean; url: string; method: ForwardMethod }

/** Errors are the form's to show (inline per field + a toast), so the global error modal is suppressed. */
export function useSaveForwarder(pageId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ForwarderInput) => endpoints.forwarder.update({ params: { pageId }, body, suppressErrors: true }),
    onSuccess: (view: ForwarderView) => qc.setQueryData(forwarderKey(pageId), view),
  });
}

export function useTestForward(pageId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ForwarderInput, 'enabled'>) => endpoints.forwarder.test({ params: { pageId }, body, suppressErrors: true }),
    onSettled: () => void qc.invalidateQueries({ queryKey: forwardLogKey(pageId) }),
  });
}

/** Errors are the log's to show (a toast in words, «Слишком много попыток…» when pressed too often), not the error modal. */
export function useRetryForward(pageId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => endpoints.forwarder.retry({ params: { pageId, deliveryId }, suppressErrors: true }),
    onSettled: () => void qc.invalidateQueries({ queryKey: forwardLogKey(pageId) }),
  });
}
