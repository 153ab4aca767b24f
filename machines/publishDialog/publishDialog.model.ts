// The publish dialog's model for path generation (test support, not exported from machines/index):
// the events tried in every state and the effects' outcomes. The machine's own model test
// (publishDialog.model.test.ts) and the replay on the real screen (tests/e2e/machine-paths.spec.ts)
// generate their paths from this same list, so both walk the same graph.
import type { PublishDialogEvent, PublishDialogInput } from './publishDialogMachine';

export const MODEL_TAKEN = { status: 409, code: 'address.taken', message: 'Этот адрес занят' };
export const MODEL_FAILED = { status: 500, code: 'generic', message: 'Произошла ошибка' };
export const MODEL_URL = 'http://my-page.localhost:8080/promo';

/** A page never published: the dialog asks for its title (prefilled) and description too. */
export const publishDialogModelInput: PublishDialogInput = { code: 'my-page', uri: '', head: { title: 'Курсы', description: '' } };

type Outcome = { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };

/** User events (a bad and a good address, every button) and each effect's success and failures. */
export const publishDialogModelEvents: Array<PublishDialogEvent | Outcome> = [
  { type: 'SET_ADDRESS', code: 'Bad Code!' },
  { type: 'SET_ADDRESS', code: 'my-page', uri: 'promo' },
  { type: 'SET_HEAD', title: '' },
  { type: 'PUBLISH' },
  { type: 'SAVE_AND_CONTINUE' },
  { type: 'RETRY' },
  { type: 'EDIT' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.flushDraft', output: undefined },
  { type: 'xstate.error.actor.flushDraft', error: MODEL_FAILED },
  { type: 'xstate.done.actor.publish', output: { url: MODEL_URL } },
  { type: 'xstate.error.actor.publish', error: MODEL_TAKEN },
  { type: 'xstate.error.actor.publish', error: MODEL_FAILED },
  { type: 'xstate.done.actor.saveAddress', output: undefined },
  { type: 'xstate.error.actor.saveAddress', error: MODEL_TAKEN },
  { type: 'xstate.error.actor.saveAddress', error: MODEL_FAILED },
];
