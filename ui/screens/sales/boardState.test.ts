import { describe, expect, it } from 'vitest';
import type { Board, BoardCard } from '../../../api/routes/cdp';
import { appendCards, cardOf, moveCard } from './boardState';

const card = (id: number, name: string): BoardCard => ({
  id, name, email: null, phone: null, record_type: 1, moved_at: '2026-01-01T00:00:00.000Z', last_activity: '2026-01-01T00:00:00.000Z',
});

const board = (): Board => ({
  pipeline: { id: 1, title: 'Воронка', is_default: true, stages: [{ id: 10, title: 'Новые', color: 'blue', sort: 0 }, { id: 20, title: 'В работе', color: 'violet', sort: 1 }] },
  columns: [
    { stage_id: 10, total: 3, persons: [card(1, 'Аня'), card(2, 'Боря')] },
    { stage_id: 20, total: 1, persons: [card(3, 'Вика')] },
  ],
});

describe('the board between server answers', () => {
  it('a moved card leaves its column and tops the target, both totals follow', () => {
    const now = new Date('2026-02-02T10:00:00.000Z');
    const next = moveCard(board(), card(2, 'Боря'), 20, now);
    expect(next.columns.map((c) => [c.total, c.persons.map((p) => p.name)])).toEqual([[2, ['Аня']], [2, ['Боря', 'Вика']]]);
    expect(cardOf(next, 2)).toMatchObject({ moved_at: now.toISOString(), last_activity: now.toISOString() });
  });

  it('a drop on its own column changes nothing; the snapshot stays as it was (for the rollback)', () => {
    const before = board();
    expect(moveCard(before, card(1, 'Аня'), 10)).toBe(before);
    moveCard(before, card(1, 'Аня'), 20);
    expect(before.columns[0].persons.map((p) => p.id)).toEqual([1, 2]);
  });

  it('a person not on the board joins the target column only', () => {
    const next = moveCard(board(), card(9, 'Гоша'), 10);
    expect(next.columns.map((c) => [c.total, c.persons.map((p) => p.id)])).toEqual([[4, [9, 1, 2]], [1, [3]]]);
  });

  it('more cards of a column are appended once, with the fresh total', () => {
    const next = appendCards(board(), 10, [card(2, 'Боря'), card(4, 'Гена')], 4);
    expect(next.columns[0]).toMatchObject({ total: 4, persons: [{ id: 1 }, { id: 2 }, { id: 4 }] });
    expect(next.columns[1]).toEqual(board().columns[1]);
  });
});
