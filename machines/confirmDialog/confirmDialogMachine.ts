// Confirm dialog (SPEC §4, §8): resolves true on confirm, false on cancel; both close it.
// The answer is emitted as a `resolved` event so any number of awaiting callers can match their own
// request id (see requestConfirm); the machine itself holds no promise.
import { assign, emit, setup, type ActorRefFrom } from 'xstate';
import type { MachineMessageKey } from '../shared/messages';

/** 'error' has a red confirm button and no cancel button; 'danger' a red confirm button (SPEC §8). */
export type ConfirmVariant = 'default' | 'danger' | 'error';

export interface ConfirmOptions {
  /** Title text or i18n key, as the UI decides. */
  title?: string;
  message?: string;
  /** Defaults to the key 'confirm.ok' ('Подтвердить'). */
  confirmLabel?: string;
  /** Defaults to the key 'confirm.cancel' ('Отмена'). */
  cancelLabel?: string;
  variant?: ConfirmVariant;
}

export interface ConfirmDialogView {
  title: string | null;
  message: string | null;
  confirmLabel: string;
  cancelLabel: string;
  variant: ConfirmVariant;
  /** False for the error variant (no cancel button). */
  showCancel: boolean;
}

export type ConfirmDialogEvent =
  | { type: 'OPEN'; options?: ConfirmOptions }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type ConfirmDialogEmitted = { type: 'resolved'; requestId: number; result: boolean };

export interface ConfirmDialogContext {
  /** Id of the request being shown (or last shown); grows by one per OPEN. */
  requestId: number;
  view: ConfirmDialogView | null;
}

const OK_KEY: MachineMessageKey = 'confirm.ok';
const CANCEL_KEY: MachineMessageKey = 'confirm.cancel';

export function toConfirmView(options: ConfirmOptions = {}): ConfirmDialogView {
  const variant = options.variant ?? 'default';
  return {
    title: options.title ?? null,
    message: options.message ?? null,
    confirmLabel: options.confirmLabel ?? OK_KEY,
    cancelLabel: options.cancelLabel ?? CANCEL_KEY,
    variant,
    showCancel: variant !== 'error',
  };
}

export const confirmDialogMachine = setup({
  types: {
    context: {} as ConfirmDialogContext,
    events: {} as ConfirmDialogEvent,
    emitted: {} as ConfirmDialogEmitted,
  },
  actions: {
    show: assign(({ context }, params: { options?: ConfirmOptions }) => ({
      requestId: context.requestId + 1,
      view: toConfirmView(params.options),
    })),
    answer: emit(({ context }, params: { result: boolean }) => ({
      type: 'resolved' as const,
      requestId: context.requestId,
      result: params.result,
    })),
    hide: assign({ view: null }),
  },
}).createMachine({
  id: 'confirmDialog',
  context: { requestId: 0, view: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: { type: 'show', params: ({ event }) => ({ options: event.options }) } },
      },
    },
    open: {
      on: {
        CONFIRM: { target: 'closed', actions: [{ type: 'answer', params: { result: true } }, 'hide'] },
        CANCEL: { target: 'closed', actions: [{ type: 'answer', params: { result: false } }, 'hide'] },
        // A second request replaces the first; the first is answered false so its caller never hangs.
        OPEN: {
          target: 'open',
          reenter: true,
          actions: [{ type: 'answer', params: { result: false } }, { type: 'show', params: ({ event }) => ({ options: event.options }) }],
        },
      },
    },
  },
});

export type ConfirmDialogActor = ActorRefFrom<typeof confirmDialogMachine>;

/** Opens the dialog and resolves with the answer to this very request. */
export function requestConfirm(actor: ConfirmDialogActor, options?: ConfirmOptions): Promise<boolean> {
  const requestId = actor.getSnapshot().context.requestId + 1;
  return new Promise((resolve) => {
    const subscription = actor.on('resolved', (event) => {
      if (event.requestId !== requestId) return;
      subscription.unsubscribe();
      resolve(event.result);
    });
    actor.send({ type: 'OPEN', options });
  });
}
