import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../shared/storage';
import { flush } from '../testing/modelTesting';
import { LEAD_PAGE_SIZE_KEY, moscowDate, presetPeriod, readPageSize, toLeadsQuery } from './filters';
import { leadsViewMachine, type LeadsPage } from './leadsViewMachine';
import type { LeadsQuery } from './filters';

describe('leads filters', () => {
  it('presets are rolling windows ending today in Moscow', () => {
    const now = new Date('2024-03-01T22:30:00Z'); // already March 2 in Moscow
    expect(moscowDate(now)).toBe('2024-03-02');
    expect(presetPeriod('week', now)).toEqual({ preset: 'week', from: '2024-02-25', to: '2024-03-02' });
    expect(presetPeriod('month', now).from).toBe('2024-02-02');
    expect(presetPeriod('90days', now).from).toBe('2023-12-04');
  });

  it("'all' sends no status; empty search and null bounds are left out", () => {
    const base = { pageId: null, projectId: 3, period: { preset: null, from: null, to: '2024-01-31' }, search: '  ', sort: { field: 'status', direction: 'asc' }, page: 2, pageSize: 25 } as const;
    expect(toLeadsQuery({ ...base, status: 'all' })).toEqual({ page: 2, limit: 25, project_id: 3, 'created[to]': '2024-01-31', 'sort[status]': 'asc' });
    expect(toLeadsQuery({ ...base, status: 6 }).status).toBe(6);
  });

  it('page size: 10 by default, only 10/25/50/100 accepted from storage', () => {
    expect(readPageSize(createMemoryStorage())).toBe(10);
    expect(readPageSize(createMemoryStorage({ [LEAD_PAGE_SIZE_KEY]: '50' }))).toBe(50);
    expect(readPageSize(createMemoryStorage({ [LEAD_PAGE_SIZE_KEY]: '33' }))).toBe(10);
  });
});

describe('leads view machine', () => {
  const page: LeadsPage = { items: [{ id: 1, status: 1 }, { id: 2, status: 1 }, { id: 3, status: 2 }], total_items: 3, current: 1, total_pages: 1 };

  function start(storage = createMemoryStorage()) {
    const queries: LeadsQuery[] = [];
    const changed: unknown[] = [];
    const machine = leadsViewMachine.provide({
      actors: {
        loadLeads: fromPromise(async ({ input }) => {
          queries.push(input);
          return page;
        }),
        changeStatus: fromPromise(async ({ input }) => void changed.push(input)),
        deleteLeads: fromPromise(async ({ input }) => void changed.push(input)),
      },
    });
    const actor = createActor(machine, { input: { storage, now: () => new Date('2024-03-10T12:00:00Z') } }).start();
    return { actor, queries, changed, storage };
  }

  it('remembers the page size and starts with it next time', async () => {
    const first = start();
    await flush();
    first.actor.send({ type: 'SET_PAGE_SIZE', pageSize: 100 });
    await flush();
    expect(first.queries.at(-1)?.limit).toBe(100);
    const second = start(first.storage);
    expect(second.queries[0].limit).toBe(100);
  });

  it('a custom range clears the preset', async () => {
    const { actor } = start();
    actor.send({ type: 'SET_PRESET', preset: 'month' });
    actor.send({ type: 'SET_CUSTOM_PERIOD', from: '2024-01-05', to: null });
    await flush();
    expect(actor.getSnapshot().context.period).toEqual({ preset: null, from: '2024-01-05', to: null });
  });

  it('batch status change sends the selection, then reloads with an empty selection', async () => {
    const { actor, changed, queries } = start();
    await flush();
    actor.send({ type: 'TOGGLE_SELECT', id: 1 });
    actor.send({ type: 'TOGGLE_SELECT', id: 3 });
    actor.send({ type: 'TOGGLE_SELECT', id: 99 }); // not listed: ignored
    actor.send({ type: 'BATCH_STATUS', status: 3 });
    await flush();
    expect(changed).toEqual([{ status: 3, items: [1, 3] }]);
    expect(queries).toHaveLength(2);
    expect(actor.getSnapshot().context.selection).toEqual([]);
  });

  it('batch actions need a selection', async () => {
    const { actor, changed } = start();
    await flush();
    actor.send({ type: 'BATCH_DELETE' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'SELECT_ALL' });
    actor.send({ type: 'BATCH_DELETE' });
    await flush();
    expect(changed).toEqual([{ items: [1, 2, 3] }]);
  });
});
