// Publish dialog (SPEC §2 "Screen capabilities"): default (enter address) → waiting → success (with
// the link) or error (retry), plus save-and-continue. The draft is flushed first, so what is
// published is what the user sees. "Save and continue" is read as: flush the draft, store the
// address, close the dialog and keep editing without publishing. The FIRST publish of a page also
// asks for the title and description search results and share cards show (`input.head`): a title
// is required, and both are saved with the address before publishing.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorCode, errorMessage } from '../shared/errors';
import { isAddressTaken, validatePageAddress, type AddressError, type PageAddress } from './address';

/** The title and description asked at the first publish. */
export interface PageHeadFields {
  title: string;
  description: string;
}

/** What the effects get: the address, and the title and description when the dialog asked for them. */
export type PublishTarget = PageAddress & { head?: PageHeadFields };

export interface PublishDialogInput extends PageAddress {
  /** Link of the page if already published. */
  url?: string | null;
  /** Given when the page was never published: the dialog asks for these (prefilled with them). */
  head?: PageHeadFields;
}

export interface PublishDialogContext extends PageAddress {
  addressError: AddressError | null;
  /** null: not asked (the page was published before). */
  head: PageHeadFields | null;
  titleError: 'field.required' | null;
  url: string | null;
  error: { code: string; message: string | null } | null;
  published: boolean;
}

export interface PublishDialogOutput {
  published: boolean;
  url: string | null;
  address: PageAddress;
}

export type PublishDialogEvent =
  | { type: 'SET_ADDRESS'; code?: string; uri?: string }
  | { type: 'SET_HEAD'; title?: string; description?: string }
  | { type: 'PUBLISH' }
  | { type: 'SAVE_AND_CONTINUE' }
  | { type: 'RETRY' }
  /** From the error state back to the address form. */
  | { type: 'EDIT' }
  | { type: 'CLOSE' };

export const publishDialogMachine = setup({
  types: {
    context: {} as PublishDialogContext,
    events: {} as PublishDialogEvent,
    input: {} as PublishDialogInput,
    output: {} as PublishDialogOutput,
  },
  actors: {
    /** Caller: `flushAutosave(autosave)`, throwing unless it answers 'saved'. */
    flushDraft: fromPromise<void, void>(async () => undefined),
    /** Caller: PATCH /pages/{pageId} with the address. */
    saveAddress: fromPromise<void, PublishTarget>(async () => {
      throw new Error("publishDialogMachine: actor 'saveAddress' was not provided");
    }),
    /** Caller: POST /pages/{pageId}/publish; answers the public link. */
    publish: fromPromise<{ url: string }, PublishTarget>(async () => {
      throw new Error("publishDialogMachine: actor 'publish' was not provided");
    }),
  },
  actions: {
    checkAddress: assign({ addressError: ({ context }) => validatePageAddress(context), titleError: ({ context }) => titleError(context) }),
    setFailure: assign({
      error: (_args, params: { error: unknown }) => ({ code: errorCode(params.error) ?? 'generic', message: errorMessage(params.error) ?? null }),
    }),
  },
  guards: {
    addressValid: ({ context }) => validatePageAddress(context) === null && titleError(context) === null,
    taken: (_args, params: { error: unknown }) => isAddressTaken(params.error),
  },
}).createMachine({
  id: 'publishDialog',
  context: ({ input }) => ({
    code: input.code, uri: input.uri, url: input.url ?? null, addressError: null, error: null, published: false,
    head: input.head ?? null, titleError: null,
  }),
  initial: 'editing',
  output: ({ context }) => ({ published: context.published, url: context.url, address: { code: context.code, uri: context.uri } }),
  states: {
    // "default": enter the address.
    editing: {
      on: {
        SET_ADDRESS: {
          actions: assign(({ context, event }) => ({ code: event.code ?? context.code, uri: event.uri ?? context.uri, addressError: null })),
        },
        SET_HEAD: {
          guard: ({ context }) => context.head !== null,
          actions: assign(({ context, event }) => ({
            head: { title: event.title ?? context.head?.title ?? '', description: event.description ?? context.head?.description ?? '' },
            titleError: null,
          })),
        },
        PUBLISH: [{ guard: 'addressValid', target: 'flushing', actions: assign({ error: null }) }, { actions: 'checkAddress' }],
        SAVE_AND_CONTINUE: [{ guard: 'addressValid', target: 'savingDraft', actions: assign({ error: null }) }, { actions: 'checkAddress' }],
        CLOSE: 'closed',
      },
    },
    // "waiting", first half: the autosave flush.
    flushing: {
      invoke: {
        id: 'flushDraft',
        src: 'flushDraft',
        onDone: 'waiting',
        onError: { target: 'error', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    waiting: {
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => targetOf(context),
        onDone: { target: 'success', actions: assign({ url: ({ event }) => event.output.url, published: true }) },
        onError: [
          { guard: { type: 'taken', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: assign({ addressError: 'address.taken' }) },
          { target: 'error', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    success: { on: { CLOSE: 'closed' } },
    error: {
      on: {
        RETRY: { target: 'flushing', actions: assign({ error: null }) },
        EDIT: 'editing',
        CLOSE: 'closed',
      },
    },
    savingDraft: {
      invoke: {
        id: 'flushDraft',
        src: 'flushDraft',
        onDone: 'savingAddress',
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    savingAddress: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => targetOf(context),
        onDone: 'closed',
        onError: [
          { guard: { type: 'taken', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: assign({ addressError: 'address.taken' }) },
          { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    closed: { type: 'final' },
  },
});

/** A title is required when the dialog asks for one. */
function titleError(context: PublishDialogContext): 'field.required' | null {
  return context.head !== null && context.head.title.trim() === '' ? 'field.required' : null;
}

function targetOf(context: PublishDialogContext): PublishTarget {
  const address = { code: context.code, uri: context.uri };
  return context.head === null ? address : { ...address, head: { title: context.head.title.trim(), description: context.head.description.trim() } };
}

export type PublishDialogActor = ActorRefFrom<typeof publishDialogMachine>;
export type PublishDialogSnapshot = SnapshotFrom<typeof publishDialogMachine>;

/** The waiting state of SPEC (flush + publish). */
export function isPublishing(snapshot: PublishDialogSnapshot): boolean {
  return snapshot.matches('flushing') || snapshot.matches('waiting');
}
