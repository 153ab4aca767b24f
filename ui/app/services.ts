// The long-lived actors of the app, wired to the adapters. Machines own the rules (SPEC §4); this
// file only supplies their effects: HTTP through adapters/, storage, navigation, cache clearing.
import { createActor, fromPromise } from 'xstate';
// Each machine from its own module, not the machines/ barrel: this file is in the entry chunk, and the
// barrel would pull the editor's machines (autosave, publish dialog, media manager) in with it.
import { activeToken, createCheckTokensActor, sessionMachine } from '../../machines/session/sessionMachine';
import type { ConfirmEmailQuery, LoginCredentials, RegisterPayload, TokenAnswer } from '../../machines/session/types';
import { confirmDialogMachine, requestConfirm, type ConfirmDialogActor, type ConfirmOptions } from '../../machines/confirmDialog/confirmDialogMachine';
import { delayedLoadingMachine } from '../../machines/delayedLoading/delayedLoadingMachine';
import { endpoints, requestActivity, setTokenProvider, storage, uiBus } from '../../adapters/index';
import { followProfileLocale } from '../i18n/index';
import { LOCALE_KEY } from '../i18n/keys';
import { setDisplayTimezone } from '../lib/dates';
import { CURRENT_PROJECTS_KEY } from '../lib/currentProject';
import { navigate } from './navigation';
import { queryClient } from './queryClient';

/**
 * Stored values that survive logout: the token list is the machine's, the language is the device's,
 * and each user's current project is their view state (SPEC §4), read again when they come back.
 */
const KEPT_ON_LOGOUT = new Set(['tokens', LOCALE_KEY, CURRENT_PROJECTS_KEY]);

function clearUserData(): void {
  queryClient.clear();
  const keep = new Map([...KEPT_ON_LOGOUT].map((k) => [k, storage.getItem(k)]));
  storage.clear();
  keep.forEach((value, key) => value !== null && storage.setItem(key, value));
}

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      checkTokens: createCheckTokensActor((token) => endpoints.session.account({ token })),
      login: fromPromise<TokenAnswer, LoginCredentials>(({ input }) => endpoints.session.login({ body: input, suppressErrors: true })),
      // The sign-up form builds the full api/ body; the machine passes it through untouched.
      register: fromPromise<TokenAnswer, RegisterPayload>(({ input }) =>
        endpoints.session.register({ body: input as Parameters<typeof endpoints.session.register>[0]['body'], suppressErrors: true }),
      ),
      confirmEmail: fromPromise<TokenAnswer, ConfirmEmailQuery>(({ input }) =>
        // `token` is the one-time token of the mail's link; the session token goes in X-Token, never in the URL.
        endpoints.session.confirmEmail({ query: { email: input.email, code: input.code || undefined, token: input.token || undefined }, suppressErrors: true }),
      ),
      logout: fromPromise<void, { token: string }>(async ({ input }) => {
        if (input.token) await endpoints.session.logout({ token: input.token });
      }),
    },
    actions: {
      redirectToLogin: (_args, params: { to: string }) => navigate(params.to),
      clearLocalData: clearUserData,
    },
  }),
  { input: { storage } },
);

setTokenProvider(() => activeToken(sessionActor.getSnapshot()));

// Dates show in the signed-in user's time zone (SPEC §3 "client time zone"), Moscow otherwise.
sessionActor.subscribe((s) => setDisplayTimezone(s.context.user?.user.timezone));
/**
 * A device without its own language choice shows the profile's (after sign-in and on session load).
 * The entry also calls this once its translations are set up: the session check goes out before
 * them and may have answered while followProfileLocale could not act yet.
 */
export function followSessionLocale(): Promise<void> {
  return followProfileLocale(sessionActor.getSnapshot().context.user?.user.locale);
}
sessionActor.subscribe(() => void followSessionLocale());

// AuthError / 401 from any call: the session machine clears data and sends the user to /login.
uiBus.subscribe((event) => {
  if (event.type === 'session-expired') {
    sessionActor.send({ type: 'AUTH_ERROR', path: window.location.pathname + window.location.search });
  }
});

export const loadingActor = createActor(delayedLoadingMachine);
requestActivity.subscribe((active) => loadingActor.send({ type: active ? 'START' : 'END' }));

// The confirm dialog's actor is created on the first confirm, not at start (start-up cost):
// nothing asks for one before the first screen shows. (Its module stays in the entry: loaded lazily it
// would land in the editor's shared chunk, which other screens should not load for a dialog.)
let confirmActor: ConfirmDialogActor | null = null;
const confirmListeners = new Set<() => void>();

function confirmDialog(): ConfirmDialogActor {
  if (confirmActor === null) {
    confirmActor = createActor(confirmDialogMachine).start();
    confirmListeners.forEach((listener) => listener());
  }
  return confirmActor;
}

/** The confirm dialog's actor once the first confirm has created it (ConfirmHost renders it), null before. */
export function currentConfirmActor(): ConfirmDialogActor | null {
  return confirmActor;
}

/** Calls `listener` when the confirm dialog's actor is created; returns the unsubscribe. */
export function onConfirmActor(listener: () => void): () => void {
  confirmListeners.add(listener);
  return () => confirmListeners.delete(listener);
}

/** Resolves true on confirm, false on cancel (SPEC §4 "Confirm dialog"). */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return requestConfirm(confirmDialog(), options);
}

export function startServices(): void {
  sessionActor.start();
  loadingActor.start();
}
