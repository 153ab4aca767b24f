// What the board shows between the server's answers: a card moved to another column before the
// server confirms it (the optimistic move, undone from the snapshot on failure), and more cards of
// one column appended ("show more"). Pure functions over the server's Board answer.
import type { Board, BoardCard } from '../../../api/routes/cdp';

type Column = Board['columns'][number];

/** The column the person's card is in, if it is loaded on the board. */
export function columnOf(board: Board, personId: number): Column | undefined {
  return board.columns.find((c) => c.persons.some((p) => p.id === personId));
}

/**
 * The board after moving the person to `toStageId`: out of their column (its total one less), on
 * top of the target column (the server lists the most recently moved first; its total one more).
 * A person not loaded on the board (added from elsewhere) only joins the target column.
 */
export function moveCard(board: Board, card: BoardCard, toStageId: number, now: Date = new Date()): Board {
  const from = columnOf(board, card.id);
  if (from?.stage_id === toStageId) return board;
  const at = now.toISOString();
  const moved: BoardCard = { ...card, moved_at: at, last_activity: at };
  return {
    ...board,
    columns: board.columns.map((c) => {
      if (c === from) return { ...c, total: Math.max(0, c.total - 1), persons: c.persons.filter((p) => p.id !== card.id) };
      if (c.stage_id === toStageId) return { ...c, total: c.total + 1, persons: [moved, ...c.persons] };
      return c;
    }),
  };
}

/** More cards of one column after those already shown; a card already there (moved meanwhile) is not repeated. */
export function appendCards(board: Board, stageId: number, more: readonly BoardCard[], total: number): Board {
  return {
    ...board,
    columns: board.columns.map((c) => {
      if (c.stage_id !== stageId) return c;
      const shown = new Set(c.persons.map((p) => p.id));
      return { ...c, total, persons: [...c.persons, ...more.filter((p) => !shown.has(p.id))] };
    }),
  };
}

/** The card of a person anywhere on the board. */
export function cardOf(board: Board, personId: number): BoardCard | undefined {
  return columnOf(board, personId)?.persons.find((p) => p.id === personId);
}
