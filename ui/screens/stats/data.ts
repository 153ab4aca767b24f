// The statistics screens' server state (TanStack Query over adapters/) and the scope they share:
// the period (a preset is remembered, SPEC §4 "period presets"; a custom range lasts the visit)
// and the page filter. Every number is the server's (rollups), every rule api/'s.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DEFAULT_STATS_PERIOD, STATS_PERIODS, type SourceEntity, type StatsExportFormat, type StatsPeriod, type StatsScope } from '../../../api/routes/stats';
import { endpoints, storage } from '../../../adapters/index';

export const PERIOD_KEY = 'stats.period';
export const statsKey = ['stats'] as const;

/** The reports' scope as the screens hold it: the route's scope (api/routes/stats.ts) with its period always set, one page at most. */
export type StatsScopeState = Pick<StatsScope, 'from' | 'to' | 'page_id'> & { period: StatsPeriod };

const isPeriod = (x: unknown): x is StatsPeriod => (STATS_PERIODS as readonly unknown[]).includes(x) && x !== 'custom';

export function useStatsScope(): [StatsScopeState, (s: StatsScopeState) => void] {
  const [scope, setScope] = useState<StatsScopeState>(() => {
    const stored = storage.getItem(PERIOD_KEY);
    return { period: isPeriod(stored) ? stored : DEFAULT_STATS_PERIOD };
  });
  return [scope, (s) => {
    setScope(s);
    if (s.period !== 'custom') storage.setItem(PERIOD_KEY, s.period);
  }];
}

/** A custom period asks only once both dates are there. */
export const scopeReady = (s: StatsScopeState) => s.period !== 'custom' || (Boolean(s.from) && Boolean(s.to) && (s.from ?? '') <= (s.to ?? ''));
const body = (s: StatsScopeState) => ({ period: s.period, ...(s.period === 'custom' ? { from: s.from, to: s.to } : {}), ...(s.page_id ? { page_id: s.page_id } : {}) });

export function useDashboard(s: StatsScopeState) {
  return useQuery({ queryKey: [...statsKey, 'dashboard', s], queryFn: () => endpoints.stats.dashboard({ body: body(s) }), enabled: scopeReady(s), placeholderData: keepPreviousData });
}

export function useDynamic(s: StatsScopeState) {
  return useQuery({ queryKey: [...statsKey, 'dynamic', s], queryFn: () => endpoints.stats.dynamic({ body: body(s) }), enabled: scopeReady(s), placeholderData: keepPreviousData });
}

export function usePeriodChart(s: StatsScopeState) {
  return useQuery({ queryKey: [...statsKey, 'period', s], queryFn: () => endpoints.stats.period({ body: body(s) }), enabled: scopeReady(s), placeholderData: keepPreviousData });
}

export function useSources(s: StatsScopeState, entity: SourceEntity) {
  return useQuery({ queryKey: [...statsKey, 'sources', entity, s], queryFn: () => endpoints.stats.sourcesPeriod({ params: { entity }, body: body(s) }), enabled: scopeReady(s), placeholderData: keepPreviousData });
}

export function useSourcesDynamic(s: StatsScopeState, entity: SourceEntity) {
  return useQuery({ queryKey: [...statsKey, 'sourcesDynamic', entity, s], queryFn: () => endpoints.stats.sourcesDynamic({ params: { entity }, body: body(s) }), enabled: scopeReady(s), placeholderData: keepPreviousData });
}

export function useStatsTable(s: StatsScopeState, page: number, limit: 10 | 25 | 50 | 100) {
  return useQuery({
    queryKey: [...statsKey, 'table', s, page, limit],
    queryFn: () => endpoints.stats.table({ body: { ...body(s), page, limit } }),
    enabled: scopeReady(s),
    placeholderData: keepPreviousData,
  });
}

export function useExport() {
  return useMutation({ mutationFn: ({ format, scope }: { format: StatsExportFormat; scope: StatsScopeState }) => endpoints.stats.exportStats({ params: { format }, body: body(scope) }) });
}
