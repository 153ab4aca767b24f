// The orders screens' server state (TanStack Query over adapters/): the list, one order, creating
// one, the batch status change and comments; and the pickers of the new-order dialog.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQueryInput } from '../../../api/list';
import type { LeadStatus } from '../../../api/routes/leads';
import type { BodyInputOf } from '../../../api/define';
import type { ordersCreate, OrderSortField } from '../../../api/routes/sales';
import { endpoints } from '../../../adapters/index';

export const ordersKey = ['orders'] as const;

export function useOrderList(list: ListQueryInput<OrderSortField>, status: LeadStatus | 'all') {
  return useQuery({
    queryKey: [...ordersKey, 'list', list, status],
    queryFn: () => endpoints.sales.ordersList({ query: { ...list, status } }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: [...ordersKey, 'one', id],
    // The detail shows a missing order or a failure itself.
    queryFn: () => endpoints.sales.ordersGet({ params: { orderId: id }, suppressErrors: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** What POST /cdp/orders takes (api/routes/sales.ts). */
export type NewOrder = BodyInputOf<typeof ordersCreate>;

export function useOrderActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ordersKey });
  return {
    create: useMutation({ mutationFn: (body: NewOrder) => endpoints.sales.ordersCreate({ body, suppressErrors: true }), onSuccess: refresh }),
    setStatus: useMutation({ mutationFn: (body: { status: LeadStatus; items: number[] }) => endpoints.sales.ordersBatch({ body }), onSuccess: refresh }),
    comment: useMutation({
      mutationFn: ({ id, text }: { id: number; text: string }) => endpoints.sales.ordersComment({ params: { orderId: id }, body: { text }, suppressErrors: true }),
      onSuccess: refresh,
    }),
  };
}

export function usePerson(id: number | null) {
  return useQuery({
    queryKey: ['orders', 'person', id],
    queryFn: () => endpoints.cdp.personsGet({ params: { personId: id ?? 0 }, suppressErrors: true }),
    enabled: id !== null && id > 0,
  });
}

/** Products that can be ordered (on sale and drafts; archived ones cannot). */
export function useOrderableProducts() {
  return useQuery({
    queryKey: ['orders', 'products'],
    queryFn: async () => (await endpoints.sales.productsList({ query: { limit: 100, 'sort[title]': 'asc' } })).items.filter((p) => p.status !== 'archived'),
  });
}
