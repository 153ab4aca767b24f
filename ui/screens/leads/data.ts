// The leads screen's server state (TanStack Query over adapters/): the list, the counts per status,
// one lead, and the batch calls. A new lead shows up by polling: the small count-by-status answer
// is asked every POLL_MS while the screen is open and visible; when it changes, the list is asked
// again. (Server-sent events would need the session token in the EventSource URL — tokens never
// travel in URLs — or a LISTEN/NOTIFY fan-out across instances; polling needs neither.)
import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQueryInput } from '../../../api/list';
import type { BodyInputOf, QueryInputOf } from '../../../api/define';
import type { countByStatus, exportLeads, LeadSortField, LeadStatus, LeadStatusFilter } from '../../../api/routes/leads';
import { endpoints } from '../../../adapters/index';

export const leadsKey = ['leads'] as const;
export const POLL_MS = 5000;

/** The filters the list, the counts and the export share: the counts' query without its search (api/routes/leads.ts). */
export type LeadScope = Omit<QueryInputOf<typeof countByStatus>, 'search'>;
/** What the export takes: the list's query without its page, the format, and chosen leads. */
export type LeadExportData = BodyInputOf<typeof exportLeads>['data'];

export function useLeadCounts(scope: LeadScope, search: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...leadsKey, 'counts', scope, search ?? ''],
    queryFn: () => endpoints.leads.countByStatus({ query: { ...scope, ...(search ? { search } : {}) } }),
    refetchInterval: POLL_MS,
    enabled,
  });
}

export function useLeadList(list: ListQueryInput<LeadSortField>, scope: LeadScope, status: LeadStatusFilter, enabled: boolean) {
  return useQuery({
    queryKey: [...leadsKey, 'list', list, scope, status],
    queryFn: () => endpoints.leads.list({ query: { ...list, ...scope, status } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** When the counts change (a lead arrived, a colleague changed one), the list is asked again. */
export function useRefreshOnChange(counts: unknown) {
  const qc = useQueryClient();
  const seen = useRef(counts);
  useEffect(() => {
    if (counts === undefined || seen.current === counts) return;
    const first = seen.current === undefined;
    seen.current = counts;
    if (!first) void qc.invalidateQueries({ queryKey: [...leadsKey, 'list'] });
  }, [counts, qc]);
}

export function useLead(id: number | null) {
  return useQuery({
    queryKey: [...leadsKey, 'one', id],
    queryFn: () => endpoints.leads.get({ params: { leadId: id as number } }),
    enabled: id !== null,
  });
}

export function useLeadActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: leadsKey });
  return {
    changeStatus: useMutation({
      mutationFn: (v: { status: LeadStatus; items: number[] }) => endpoints.leads.changeStatus({ body: v }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (items: number[]) => endpoints.leads.remove({ body: { items } }),
      onSettled: refresh,
    }),
    exportFile: useMutation({
      mutationFn: (data: LeadExportData) => endpoints.leads.exportLeads({ body: { data } }),
    }),
  };
}
