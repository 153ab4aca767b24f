import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createMemoryStorage } from '../shared/storage';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { LEAD_PAGE_SIZE_KEY, toLeadsQuery } from './filters';
import { leadsViewMachine, type LeadsPage, type LeadsViewEvent, type LeadsViewSnapshot } from './leadsViewMachine';

const NOW = new Date('2024-03-10T12:00:00Z');
const PAGE: LeadsPage = { items: [{ id: 1, status: 1 }, { id: 2, status: 2 }], total_items: 12, current: 1, total_pages: 2 };
const modelInput = { storage: createMemoryStorage(), now: () => NOW };

type Outcome = { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };
const FAILED = { status: 500, message: 'Ошибка сети' };

function events(s: LeadsViewSnapshot): Array<LeadsViewEvent | Outcome> {
  // Each filter is explored once, from the unfiltered first page: every filter event takes the
  // same transition, so combinations of filters would only multiply paths.
  const c = s.context;
  const unfiltered = c.status === 'all' && c.period.from === null && c.search === '' && c.sort === null && c.pageSize === 10 && c.page === 1;
  const filters: LeadsViewEvent[] = s.matches('ready') && unfiltered
    ? [
        { type: 'SET_STATUS', status: 3 },
        { type: 'SET_PRESET', preset: 'week' },
        { type: 'SET_CUSTOM_PERIOD', from: '2024-01-01', to: '2024-01-31' },
        { type: 'SET_SEARCH', search: 'ivan' },
        { type: 'SET_SORT', sort: { field: 'created', direction: 'desc' } },
        { type: 'SET_PAGE_SIZE', pageSize: 25 },
      ]
    : [];
  return [
    ...filters,
    { type: 'xstate.done.actor.loadLeads', output: PAGE },
    { type: 'xstate.error.actor.loadLeads', error: FAILED },
    { type: 'SET_PAGE', page: 2 },
    { type: 'TOGGLE_SELECT', id: 1 },
    { type: 'SELECT_ALL' },
    { type: 'CLEAR_SELECTION' },
    { type: 'BATCH_STATUS', status: 4 },
    { type: 'BATCH_DELETE' },
    { type: 'RELOAD' },
    { type: 'xstate.done.actor.changeStatus', output: undefined },
    { type: 'xstate.error.actor.changeStatus', error: FAILED },
    { type: 'xstate.done.actor.deleteLeads', output: undefined },
    { type: 'xstate.error.actor.deleteLeads', error: FAILED },
  ];
}

const storages = new WeakMap<object, ReturnType<typeof createMemoryStorage>>();

modelSuite('leadsView machine', {
  machine: leadsViewMachine,
  input: modelInput,
  events: events as (s: LeadsViewSnapshot) => LeadsViewEvent[],
  // Everything but the injected storage and clock; the filters are kept only as "changed or not".
  projectContext: ({ storage: _s, now: _n, ...c }) => ({
    ...c,
    items: c.items.length,
    selection: c.selection.length,
    status: c.status === 'all' ? 'all' : 'one',
    search: c.search !== '',
    sort: c.sort !== null,
    period: c.period.preset ?? (c.period.from ? 'custom' : 'none'),
  }),
  start: () => {
    const clock = new SimulatedClock();
    const effects = createFakeEffects();
    const storage = createMemoryStorage();
    const machine = leadsViewMachine.provide({ actors: { loadLeads: effects.actor(), changeStatus: effects.actor(), deleteLeads: effects.actor() } });
    const actor = createActor(machine, { clock, input: { storage, now: () => NOW } });
    storages.set(effects, storage);
    actor.start();
    return { actor, clock, effects };
  },
  states: {
    loading: (s, { effects }) => {
      // The request carries exactly the current filters; a filter change returned to page 1.
      expect(effects.callsOf('loadLeads').at(-1)).toEqual(toLeadsQuery(s.context));
      // A filter change or a new page cleared the selection; a reload keeps it for the check below.
      expect(s.context.selection.every((id) => s.context.items.some((row) => row.id === id))).toBe(true);
      if (s.context.period.preset === 'week') expect(s.context.period).toEqual({ preset: 'week', from: '2024-03-04', to: '2024-03-10' });
      if (s.context.period.from === '2024-01-01') expect(s.context.period.preset).toBeNull();
      const stored = storages.get(effects)?.getItem(LEAD_PAGE_SIZE_KEY);
      expect(stored === null || stored === undefined ? 10 : Number(stored)).toBe(s.context.pageSize);
    },
    ready: (s) => {
      expect(s.context.items).toEqual(PAGE.items);
      expect(s.context.selection.every((id) => s.context.items.some((row) => row.id === id))).toBe(true);
      expect(new Set(s.context.selection).size).toBe(s.context.selection.length);
    },
    changingStatus: (s, { effects }) => {
      expect(effects.callsOf('changeStatus').at(-1)).toEqual({ status: 4, items: s.context.selection });
      expect(s.context.selection.length).toBeGreaterThan(0);
    },
    deleting: (s, { effects }) => {
      expect(effects.callsOf('deleteLeads').at(-1)).toEqual({ items: s.context.selection });
      expect(s.context.selection.length).toBeGreaterThan(0);
    },
    failed: (s) => {
      expect(s.context.error).toBe('Ошибка сети');
    },
  },
});
