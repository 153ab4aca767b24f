// Queries of the billing screens. Everything a payment can change (the account, bills, methods,
// history) sits under the 'billing' key or the account key, so one invalidation refreshes it all.
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../adapters/index';
import type { ResponseOf } from '../../../api/define';
import type { api } from '../../../api/index';
import { accountKey } from '../../lib/useAccount';
import type { ListQueryInput } from '../../../api/list';
import type { BillSort } from '../../../api/routes/billing';

export type Bill = ResponseOf<typeof api.billing.billGet>;
export type BillSummary = ResponseOf<typeof api.billing.billsCreate>;
export type Payment = ResponseOf<typeof api.billing.billPay>['payment'];
export type BillRow = ResponseOf<typeof api.billing.billsList>['items'][number];
export type Method = ResponseOf<typeof api.billing.methodsCreate>;
export type Tariffs = ResponseOf<typeof api.account.tariffs>;
export type Quote = NonNullable<ResponseOf<typeof api.account.currentTariff>['quote']>;
export type BillFilter = 'unpaid' | 'all';

export const billingKey = ['billing'] as const;

/** After a payment, a new bill, a card change: the account and every billing list. */
export function invalidateBilling(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: billingKey });
  void qc.invalidateQueries({ queryKey: accountKey });
}

export const useInvalidateBilling = () => {
  const qc = useQueryClient();
  return () => invalidateBilling(qc);
};

export const useTariffs = () => useQuery({ queryKey: [...billingKey, 'tariffs'], queryFn: () => endpoints.account.tariffs() });

export const useQuote = (tarif: string | undefined, months: number) =>
  useQuery({
    queryKey: [...billingKey, 'quote', tarif, months],
    queryFn: () => endpoints.account.currentTariff({ query: { tarif, months } }),
    enabled: tarif !== undefined,
    staleTime: 0,
  });

export const useCurrentTariff = () => useQuery({ queryKey: [...billingKey, 'current'], queryFn: () => endpoints.account.currentTariff({ query: {} }) });

export const useBills = (filter: BillFilter, query: ListQueryInput<BillSort>) =>
  useQuery({
    queryKey: [...billingKey, 'bills', filter, query],
    queryFn: () => endpoints.billing.billsList({ query: { ...query, ...(filter === 'unpaid' ? { status: 'unpaid' as const } : {}) } }),
    placeholderData: keepPreviousData,
  });

/** A bill; polled while one of its payments is waiting for the bank. */
export const useBill = (id: number) =>
  useQuery({
    queryKey: [...billingKey, 'bill', id],
    queryFn: () => endpoints.billing.billGet({ params: { id } }),
    refetchInterval: (q) => (q.state.data?.payments.some((p) => p.status === 'pending') ? 1500 : false),
  });

export const usePayments = (query: ListQueryInput<BillSort>) =>
  useQuery({ queryKey: [...billingKey, 'payments', query], queryFn: () => endpoints.billing.payments({ query }), placeholderData: keepPreviousData });

export const useMethods = () => useQuery({ queryKey: [...billingKey, 'methods'], queryFn: () => endpoints.billing.methodsList() });

export const useDetails = () => useQuery({ queryKey: [...billingKey, 'details'], queryFn: () => endpoints.billing.detailsGet() });

export const usePromo = () => useQuery({ queryKey: [...billingKey, 'promo'], queryFn: () => endpoints.billing.promoGet() });
