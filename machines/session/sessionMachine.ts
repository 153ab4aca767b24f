// Session (SPEC §4 "Session", §8 handling rules). Owns the stored token list and the current user.
// HTTP calls are actors the caller provides; storage comes in as input; navigation to /login is an
// action the caller provides (the target is also kept in context.redirectTo).
import { assign, fromPromise, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorCode, errorMessage, isAuthError } from '../shared/errors';
import type { KeyValueStorage } from '../shared/storage';
import { checkTokensWith, loginRedirect, promoteToken, readTokens, removeToken, writeTokens, type TokenCheckResult } from './tokens';
import type { ConfirmEmailQuery, CurrentUser, LoginCredentials, OtherUser, RegisterPayload, TokenAnswer } from './types';

export interface SessionInput {
  /** Prefixed local storage (ui/ passes its localStorage wrapper). */
  storage: KeyValueStorage;
}

export interface SessionFailure {
  /** Catalogue code (api/errors.ts) or 'generic'. */
  code: string;
  message: string | null;
}

export interface SessionContext {
  storage: KeyValueStorage;
  /** Stored tokens, active first. */
  tokens: string[];
  user: CurrentUser | null;
  /** Other stored users to switch to: no duplicates, never the current user. */
  others: OtherUser[];
  /** Failure of the last login / register / confirm / check, for the form to show. */
  error: SessionFailure | null;
  /** Where the UI must navigate after a 401: '/login?redirect=<path+query>'. */
  redirectTo: string | null;
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: LoginCredentials }
  | { type: 'REGISTER'; payload: RegisterPayload }
  | { type: 'CONFIRM_EMAIL'; query: ConfirmEmailQuery }
  | { type: 'LOGOUT' }
  | { type: 'SWITCH_USER'; token: string }
  /** A session token the UI received elsewhere (the customer area's SSO sign-in) becomes the active one. */
  | { type: 'ADOPT_TOKEN'; token: string }
  /** Drops one stored token; dropping the active one makes the next stored user active. */
  | { type: 'DROP_TOKEN'; token: string }
  /** Drops every stored token: logged out. */
  | { type: 'DROP_ALL_TOKENS' }
  /** Reload the current user (after a profile or flags change). */
  | { type: 'REFRESH' }
  /** Retry after the session check failed for a reason other than 401 (network). */
  | { type: 'RETRY' }
  /** A 401 / AuthError anywhere. `path` is the current path + query, kept for the redirect. */
  | { type: 'AUTH_ERROR'; path?: string | null };

function notProvided(name: string): never {
  throw new Error(`sessionMachine: actor '${name}' was not provided`);
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Checks every stored token; see createCheckTokensActor. */
    checkTokens: fromPromise<TokenCheckResult, { tokens: string[] }>(async () => notProvided('checkTokens')),
    login: fromPromise<TokenAnswer, LoginCredentials>(async () => notProvided('login')),
    register: fromPromise<TokenAnswer, RegisterPayload>(async () => notProvided('register')),
    confirmEmail: fromPromise<TokenAnswer, ConfirmEmailQuery>(async () => notProvided('confirmEmail')),
    /** POST /session/logout; its failure does not keep the user logged in. */
    logout: fromPromise<void, { token: string }>(async () => undefined),
  },
  actions: {
    // Effects the caller provides. Defaults do nothing so the machine runs headless.
    /** Navigate to `to` ('/login?redirect=…'). */
    redirectToLogin: (_args, _params: { to: string }) => {},
    /** Clear cached server data and other stored values of the signed-in user. */
    clearLocalData: () => {},
    // Own effect: the storage comes in through input.
    persistTokens: ({ context }) => writeTokens(context.storage, context.tokens),
    clearSession: assign({ tokens: [], user: null, others: [] }),
    dropActiveSession: assign({ tokens: ({ context }) => context.tokens.slice(1), user: null, others: [] }),
    setFailure: assign({ error: (_args, params: { error: unknown }) => ({ code: errorCode(params.error) ?? 'generic', message: errorMessage(params.error) ?? null }) }),
    clearFailure: assign({ error: null }),
    adoptToken: assign({ tokens: ({ context, event }) => (event.type === 'ADOPT_TOKEN' && event.token ? promoteToken(context.tokens, event.token) : context.tokens) }),
  },
  guards: {
    hasTokens: ({ context }) => context.tokens.length > 0,
    hasUser: ({ context }) => context.user !== null,
    isStoredOther: ({ context, event }) => event.type === 'SWITCH_USER' && context.others.some((o) => o.token === event.token),
    isActiveToken: ({ context, event }) => event.type === 'DROP_TOKEN' && context.tokens[0] === event.token,
    isStoredToken: ({ context, event }) => event.type === 'DROP_TOKEN' && context.tokens.includes(event.token),
    /** Another session is stored besides the active one. */
    hasOtherSessions: ({ context }) => context.tokens.length > 1,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    storage: input.storage,
    tokens: readTokens(input.storage),
    user: null,
    others: [],
    error: null,
    redirectTo: null,
  }),
  initial: 'checking',
  on: {
    AUTH_ERROR: {
      target: '.loggedOut',
      actions: [
        'clearSession',
        'persistTokens',
        'clearLocalData',
        assign({ redirectTo: ({ event }) => loginRedirect(event.path) }),
        { type: 'redirectToLogin', params: ({ context }) => ({ to: context.redirectTo ?? '/login' }) },
      ],
    },
  },
  states: {
    // On start (and after a login, switch or drop) every stored token is checked.
    checking: {
      always: { guard: not('hasTokens'), target: 'loggedOut' },
      invoke: {
        id: 'checkTokens',
        src: 'checkTokens',
        input: ({ context }) => ({ tokens: context.tokens }),
        onDone: {
          target: 'loggedIn',
          actions: [
            assign(({ event }) => ({ user: event.output.current, tokens: event.output.tokens, others: event.output.others, error: null })),
            'persistTokens',
          ],
        },
        onError: [
          // 401 on the active token: session data cleared (SPEC §8).
          {
            guard: ({ event }) => isAuthError(event.error),
            target: 'loggedOut',
            actions: ['clearSession', 'persistTokens', 'clearLocalData'],
          },
          // Network or server trouble: keep the tokens, let the user retry.
          { target: 'unavailable', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    unavailable: {
      on: {
        RETRY: { target: 'checking', actions: 'clearFailure' },
        DROP_ALL_TOKENS: { target: 'loggedOut', actions: ['clearSession', 'persistTokens', 'clearLocalData'] },
      },
    },
    loggedOut: {
      on: {
        ADOPT_TOKEN: { target: 'checking', actions: ['clearFailure', 'adoptToken', 'persistTokens'] },
        LOGIN: { target: 'loggingIn', actions: 'clearFailure' },
        REGISTER: { target: 'registering', actions: 'clearFailure' },
        CONFIRM_EMAIL: { target: 'confirmingEmail', actions: 'clearFailure' },
      },
    },
    // Login, sign-up and email confirmation store the returned token, then the session is checked.
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event.type === 'LOGIN' ? event.credentials : { email: '', password: '' }),
        onDone: [
          {
            guard: ({ event }) => Boolean(event.output.token),
            target: 'checking',
            actions: [assign({ tokens: ({ context, event }) => promoteToken(context.tokens, event.output.token ?? '') }), 'persistTokens'],
          },
          { guard: 'hasUser', target: 'loggedIn' },
          { target: 'loggedOut' },
        ],
        onError: [
          { guard: 'hasUser', target: 'loggedIn', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'loggedOut', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => (event.type === 'REGISTER' ? event.payload : { email: '', password: '' }),
        onDone: [
          {
            guard: ({ event }) => Boolean(event.output.token),
            target: 'checking',
            actions: [assign({ tokens: ({ context, event }) => promoteToken(context.tokens, event.output.token ?? '') }), 'persistTokens'],
          },
          { guard: 'hasUser', target: 'loggedIn' },
          { target: 'loggedOut' },
        ],
        onError: [
          { guard: 'hasUser', target: 'loggedIn', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'loggedOut', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    confirmingEmail: {
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ event }) => (event.type === 'CONFIRM_EMAIL' ? event.query : { email: '', code: '', token: '' }),
        onDone: [
          {
            guard: ({ event }) => Boolean(event.output.token),
            target: 'checking',
            actions: [assign({ tokens: ({ context, event }) => promoteToken(context.tokens, event.output.token ?? '') }), 'persistTokens'],
          },
          { guard: 'hasUser', target: 'loggedIn' },
          { target: 'loggedOut' },
        ],
        onError: [
          { guard: 'hasUser', target: 'loggedIn', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'loggedOut', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loggedIn: {
      entry: assign({ redirectTo: null }),
      on: {
        LOGOUT: 'loggingOut',
        ADOPT_TOKEN: { target: 'checking', actions: ['clearFailure', 'adoptToken', 'persistTokens', 'clearLocalData'] },
        // Signing in another user while signed in adds a session (it becomes the active one).
        LOGIN: { target: 'loggingIn', actions: 'clearFailure' },
        REGISTER: { target: 'registering', actions: 'clearFailure' },
        CONFIRM_EMAIL: { target: 'confirmingEmail', actions: 'clearFailure' },
        SWITCH_USER: {
          guard: 'isStoredOther',
          target: 'checking',
          actions: [assign({ tokens: ({ context, event }) => promoteToken(context.tokens, event.token) }), 'persistTokens', 'clearLocalData'],
        },
        DROP_TOKEN: [
          {
            guard: 'isActiveToken',
            target: 'checking',
            actions: [assign({ tokens: ({ context, event }) => removeToken(context.tokens, event.token), user: null }), 'persistTokens', 'clearLocalData'],
          },
          {
            guard: 'isStoredToken',
            actions: [
              assign({
                tokens: ({ context, event }) => removeToken(context.tokens, event.token),
                others: ({ context, event }) => context.others.filter((o) => o.token !== event.token),
              }),
              'persistTokens',
            ],
          },
        ],
        DROP_ALL_TOKENS: { target: 'loggedOut', actions: ['clearSession', 'persistTokens', 'clearLocalData'] },
        REFRESH: 'checking',
      },
    },
    // Logout ends the active session only (SPEC §4: several stored sessions; dropping one token leaves
    // the others), whatever the server answers: its token goes and local data is cleared; the next
    // stored user becomes the active one, or, with none left, the user is logged out.
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.tokens[0] ?? '' }),
        onDone: [
          { guard: 'hasOtherSessions', target: 'checking', actions: ['dropActiveSession', 'persistTokens', 'clearLocalData'] },
          { target: 'loggedOut', actions: ['clearSession', 'persistTokens', 'clearLocalData'] },
        ],
        onError: [
          { guard: 'hasOtherSessions', target: 'checking', actions: ['dropActiveSession', 'persistTokens', 'clearLocalData'] },
          { target: 'loggedOut', actions: ['clearSession', 'persistTokens', 'clearLocalData'] },
        ],
      },
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The `checkTokens` actor built from the caller's current-user fetch (X-Token = the given token). */
export function createCheckTokensActor(fetchCurrentUser: (token: string) => Promise<CurrentUser>) {
  const check = checkTokensWith(fetchCurrentUser);
  return fromPromise<TokenCheckResult, { tokens: string[] }>(({ input }) => check(input.tokens));
}

export function isLoggedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('loggedIn');
}

/** The token to send as X-Token: the active session's, or null. */
export function activeToken(snapshot: SessionSnapshot): string | null {
  return snapshot.context.tokens[0] ?? null;
}
