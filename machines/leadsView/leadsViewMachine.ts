// Leads screen (SPEC §2 "Leads screen", §4, §9): status filter with the virtual 'all', period
// presets (a custom range clears the preset), search, sort, page size 10/25/50/100 remembered in
// storage, multi-select with batch status change and batch delete. Every filter change goes back to
// page 1 and clears the selection (selected rows could vanish from the new list).
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../shared/errors';
import type { KeyValueStorage } from '../shared/storage';
import {
  LEAD_PAGE_SIZE_KEY,
  presetPeriod,
  readPageSize,
  toLeadsQuery,
  type LeadPageSize,
  type LeadsFilterState,
  type LeadsQuery,
  type LeadsSort,
  type LeadStatus,
  type LeadStatusFilter,
  type PeriodPreset,
} from './filters';

export type LeadId = number;

export interface LeadRow {
  id: LeadId;
  status: LeadStatus;
  [field: string]: unknown;
}

export interface LeadsPage {
  items: LeadRow[];
  total_items: number;
  current: number;
  total_pages: number;
}

export interface LeadsViewInput {
  storage: KeyValueStorage;
  /** Clock for the period presets; default: the real one. */
  now?: () => Date;
  pageId?: number | null;
  projectId?: number | null;
}

export interface LeadsViewContext extends LeadsFilterState {
  storage: KeyValueStorage;
  now: () => Date;
  items: LeadRow[];
  totalItems: number;
  totalPages: number;
  selection: LeadId[];
  error: string | null;
}

export type LeadsViewEvent =
  | { type: 'SET_STATUS'; status: LeadStatusFilter }
  | { type: 'SET_PRESET'; preset: PeriodPreset }
  | { type: 'SET_CUSTOM_PERIOD'; from: string | null; to: string | null }
  | { type: 'SET_SEARCH'; search: string }
  | { type: 'SET_SORT'; sort: LeadsSort | null }
  | { type: 'SET_PAGE_SIZE'; pageSize: LeadPageSize }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'TOGGLE_SELECT'; id: LeadId }
  | { type: 'SELECT_ALL' }
  | { type: 'CLEAR_SELECTION' }
  | { type: 'BATCH_STATUS'; status: LeadStatus }
  /** The UI asks the confirm dialog first. */
  | { type: 'BATCH_DELETE' }
  | { type: 'RELOAD' };

const backToFirstPage = { page: 1, selection: [] as LeadId[] };

export const leadsViewMachine = setup({
  types: {
    context: {} as LeadsViewContext,
    events: {} as LeadsViewEvent,
    input: {} as LeadsViewInput,
  },
  actors: {
    /** Caller: GET /leads. */
    loadLeads: fromPromise<LeadsPage, LeadsQuery>(async () => {
      throw new Error("leadsViewMachine: actor 'loadLeads' was not provided");
    }),
    /** Caller: POST /leads/batch/change-status. */
    changeStatus: fromPromise<void, { status: LeadStatus; items: LeadId[] }>(async () => {
      throw new Error("leadsViewMachine: actor 'changeStatus' was not provided");
    }),
    /** Caller: POST /leads/batch/delete. */
    deleteLeads: fromPromise<void, { items: LeadId[] }>(async () => {
      throw new Error("leadsViewMachine: actor 'deleteLeads' was not provided");
    }),
  },
  actions: {
    rememberPageSize: ({ context }) => context.storage.setItem(LEAD_PAGE_SIZE_KEY, String(context.pageSize)),
    setError: assign({ error: (_args, params: { error: unknown }) => errorMessage(params.error) ?? 'generic' }),
  },
  guards: {
    hasSelection: ({ context }) => context.selection.length > 0,
    pageInRange: ({ context, event }) => event.type === 'SET_PAGE' && event.page >= 1 && event.page <= Math.max(1, context.totalPages) && event.page !== context.page,
  },
}).createMachine({
  id: 'leadsView',
  context: ({ input }) => {
    const now = input.now ?? (() => new Date());
    return {
      storage: input.storage,
      now,
      pageId: input.pageId ?? null,
      projectId: input.projectId ?? null,
      status: 'all',
      period: { preset: null, from: null, to: null },
      search: '',
      sort: null,
      page: 1,
      pageSize: readPageSize(input.storage),
      items: [],
      totalItems: 0,
      totalPages: 0,
      selection: [],
      error: null,
    };
  },
  initial: 'loading',
  // Filters may change while a list loads: the load restarts with the new query.
  on: {
    SET_STATUS: { target: '.loading', reenter: true, actions: assign(({ event }) => ({ status: event.status, ...backToFirstPage })) },
    SET_PRESET: { target: '.loading', reenter: true, actions: assign(({ context, event }) => ({ period: presetPeriod(event.preset, context.now()), ...backToFirstPage })) },
    SET_CUSTOM_PERIOD: { target: '.loading', reenter: true, actions: assign(({ event }) => ({ period: { preset: null, from: event.from, to: event.to }, ...backToFirstPage })) },
    SET_SEARCH: { target: '.loading', reenter: true, actions: assign(({ event }) => ({ search: event.search, ...backToFirstPage })) },
    SET_SORT: { target: '.loading', reenter: true, actions: assign(({ event }) => ({ sort: event.sort, ...backToFirstPage })) },
    SET_PAGE_SIZE: { target: '.loading', reenter: true, actions: [assign(({ event }) => ({ pageSize: event.pageSize, ...backToFirstPage })), 'rememberPageSize'] },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadLeads',
        src: 'loadLeads',
        input: ({ context }) => toLeadsQuery(context),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            items: event.output.items,
            totalItems: event.output.total_items,
            totalPages: event.output.total_pages,
            // Keep only selected rows that are still listed.
            selection: context.selection.filter((id) => event.output.items.some((row) => row.id === id)),
            error: null,
          })),
        },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: {
        SET_PAGE: { guard: 'pageInRange', target: 'loading', actions: assign(({ event }) => ({ page: event.page, selection: [] })) },
        TOGGLE_SELECT: {
          guard: ({ context, event }) => context.items.some((row) => row.id === event.id),
          actions: assign({
            selection: ({ context, event }) => (context.selection.includes(event.id) ? context.selection.filter((id) => id !== event.id) : [...context.selection, event.id]),
          }),
        },
        SELECT_ALL: { actions: assign({ selection: ({ context }) => context.items.map((row) => row.id) }) },
        CLEAR_SELECTION: { actions: assign({ selection: [] }) },
        BATCH_STATUS: { guard: 'hasSelection', target: 'changingStatus' },
        BATCH_DELETE: { guard: 'hasSelection', target: 'deleting' },
        RELOAD: 'loading',
      },
    },
    changingStatus: {
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context, event }) => ({ status: event.type === 'BATCH_STATUS' ? event.status : 1, items: context.selection }),
        onDone: { target: 'loading', actions: assign({ selection: [] }) },
        onError: { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteLeads',
        src: 'deleteLeads',
        input: ({ context }) => ({ items: context.selection }),
        onDone: { target: 'loading', actions: assign({ selection: [] }) },
        onError: { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RELOAD: 'loading' },
    },
  },
});

export type LeadsViewActor = ActorRefFrom<typeof leadsViewMachine>;
export type LeadsViewSnapshot = SnapshotFrom<typeof leadsViewMachine>;
