// Server state of the payment settings and of the buyer's public order (TanStack Query over adapters/).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../adapters/index';

const settingsKey = ['payments', 'settings'] as const;

export function usePaymentSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => endpoints.payments.settingsGet({}) });
}

export function useSavePaymentSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (integrationId: number | null) => endpoints.payments.settingsSave({ body: { integration_id: integrationId }, suppressErrors: true }),
    onSuccess: (data) => qc.setQueryData(settingsKey, data),
  });
}

/** The buyer's view of an order; while the bank confirms a payment it is asked again every 2 s. */
export function usePublicOrder(hash: string) {
  return useQuery({
    queryKey: ['public-order', hash],
    // The page shows «Заказ не найден» itself.
    queryFn: () => endpoints.payments.publicOrder({ params: { hash }, suppressErrors: true }),
    enabled: hash !== '',
    retry: false,
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? 2000 : false),
  });
}
