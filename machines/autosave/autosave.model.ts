// The autosave model for path generation (test support): the events and save outcomes, shared by
// the machine's model test and the replay in the editor (tests/e2e/machine-paths.spec.ts).
import type { AutosaveEvent } from './autosaveMachine';

export const MODEL_SERVER_ERROR = { status: 500, code: 'generic', message: 'Произошла ошибка' };
export const MODEL_CONFLICT = { status: 409, code: 'conflict', message: 'Данные были изменены в другом месте' };

type SaveOutcome = { type: 'xstate.done.actor.save'; output: null } | { type: 'xstate.error.actor.save'; error: unknown };
export const saveOutcomes: SaveOutcome[] = [
  { type: 'xstate.done.actor.save', output: null },
  { type: 'xstate.error.actor.save', error: MODEL_SERVER_ERROR },
  { type: 'xstate.error.actor.save', error: MODEL_CONFLICT },
];

export const autosaveModelEvents: Array<AutosaveEvent | SaveOutcome> = [
  { type: 'CHANGE' },
  { type: 'FLUSH' },
  { type: 'LOAD' },
  { type: 'RETRY' },
  { type: 'FORCE_SAVE' },
  ...saveOutcomes,
];
