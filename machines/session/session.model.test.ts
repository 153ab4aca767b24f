import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createMemoryStorage } from '../shared/storage';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { checkFixture, UNAUTHORIZED } from './fixtures';
import { sessionMachine, type SessionEvent, type SessionSnapshot } from './sessionMachine';
import { TOKENS_KEY } from './tokens';

// Stored at start: user 1 twice ('a', 'a2'), user 2, and a dead token.
const STORED = ['a', 'b', 'a2', 'dead'];
const modelStorage = createMemoryStorage({ [TOKENS_KEY]: JSON.stringify(STORED) });
const WRONG_LOGIN = { status: 422, code: 'login.wrong', message: 'Неправильный email или пароль' };
const NETWORK = { status: 503, code: 'network', message: 'Ошибка сети' };
const REDIRECT_PATH = '/pages?folder=2';

type DoneOrError = { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };

function events(s: SessionSnapshot): Array<SessionEvent | DoneOrError> {
  const { context } = s;
  const auth: SessionEvent = { type: 'AUTH_ERROR', path: REDIRECT_PATH };
  switch (s.value) {
    case 'checking': {
      const result = checkFixture(context.tokens);
      return [
        'output' in result ? { type: 'xstate.done.actor.checkTokens', output: result.output } : { type: 'xstate.error.actor.checkTokens', error: result.error },
        { type: 'xstate.error.actor.checkTokens', error: NETWORK },
        // The active token expired since the last check.
        { type: 'xstate.error.actor.checkTokens', error: UNAUTHORIZED },
        auth,
      ];
    }
    case 'unavailable':
      return [{ type: 'RETRY' }, { type: 'DROP_ALL_TOKENS' }, auth];
    case 'loggedOut':
      return [
        { type: 'LOGIN', credentials: { email: 'u3@example.com', password: 'secret1' } },
        { type: 'REGISTER', payload: { email: 'u3@example.com', password: 'secret1' } },
        { type: 'CONFIRM_EMAIL', query: { email: 'u3@example.com', code: '1234', token: 'mail-token' } },
        // The SSO sign-in screen hands over the session it received.
        { type: 'ADOPT_TOKEN', token: 'new' },
        auth,
      ];
    case 'loggingIn':
      return [
        { type: 'xstate.done.actor.login', output: { token: 'new' } },
        { type: 'xstate.done.actor.login', output: { token: null } },
        { type: 'xstate.error.actor.login', error: WRONG_LOGIN },
      ];
    case 'registering':
      return [
        { type: 'xstate.done.actor.register', output: { token: 'reg' } },
        { type: 'xstate.done.actor.register', output: {} },
        { type: 'xstate.error.actor.register', error: WRONG_LOGIN },
      ];
    case 'confirmingEmail':
      return [
        { type: 'xstate.done.actor.confirmEmail', output: { token: 'conf' } },
        { type: 'xstate.done.actor.confirmEmail', output: {} },
        { type: 'xstate.error.actor.confirmEmail', error: { status: 422, code: 'email.confirm_failed' } },
      ];
    case 'loggingOut':
      return [{ type: 'xstate.done.actor.logout', output: undefined }, { type: 'xstate.error.actor.logout', error: NETWORK }];
    case 'loggedIn': {
      const list: SessionEvent[] = [{ type: 'LOGOUT' }, { type: 'DROP_ALL_TOKENS' }, { type: 'REFRESH' }, auth];
      // A second user signs in only once (keeps the explored token lists small).
      if (context.user?.user.id !== 3 && !context.tokens.includes('new')) {
        list.push({ type: 'LOGIN', credentials: { email: 'u3@example.com', password: 'secret1' } });
        list.push({ type: 'REGISTER', payload: { email: 'u3@example.com', password: 'secret1' } });
        list.push({ type: 'CONFIRM_EMAIL', query: { email: 'u3@example.com', code: '1234', token: 'mail-token' } });
        list.push({ type: 'ADOPT_TOKEN', token: 'new' });
      }
      const other = context.others[0];
      if (other) list.push({ type: 'SWITCH_USER', token: other.token }, { type: 'DROP_TOKEN', token: other.token });
      if (context.tokens[0]) list.push({ type: 'DROP_TOKEN', token: context.tokens[0] });
      return list;
    }
    default:
      return [];
  }
}

interface Recorded {
  redirects: string[];
  cleared: number;
}
const recorded = new WeakMap<object, Recorded>();
const storages = new WeakMap<object, ReturnType<typeof createMemoryStorage>>();

function storedTokens(actor: object): string[] {
  const raw = storages.get(actor)?.getItem(TOKENS_KEY);
  return raw ? (JSON.parse(raw) as string[]) : [];
}

modelSuite('session machine', {
  machine: sessionMachine,
  input: { storage: modelStorage },
  // Only this cast needs explaining: the events include the done/error events of invoked actors,
  // which are not in SessionEvent.
  events: events as (s: SessionSnapshot) => SessionEvent[],
  projectContext: ({ storage: _storage, ...rest }) => rest,
  start: () => {
    const clock = new SimulatedClock();
    const effects = createFakeEffects();
    const storage = createMemoryStorage({ [TOKENS_KEY]: JSON.stringify(STORED) });
    const log: Recorded = { redirects: [], cleared: 0 };
    const machine = sessionMachine.provide({
      actors: {
        checkTokens: effects.actor(),
        login: effects.actor(),
        register: effects.actor(),
        confirmEmail: effects.actor(),
        logout: effects.actor(),
      },
      actions: {
        redirectToLogin: (_a, params) => log.redirects.push(params.to),
        clearLocalData: () => {
          log.cleared += 1;
        },
      },
    });
    const actor = createActor(machine, { clock, input: { storage } });
    recorded.set(actor, log);
    storages.set(actor, storage);
    actor.start();
    return { actor, clock, effects };
  },
  states: {
    checking: (s, { actor, effects }) => {
      expect(s.context.tokens.length).toBeGreaterThan(0);
      // Every stored token goes to the check, active first.
      expect(effects.callsOf('checkTokens').at(-1)).toEqual({ tokens: s.context.tokens });
      expect(storedTokens(actor)).toEqual(s.context.tokens);
    },
    unavailable: (s, { actor }) => {
      expect(s.context.error).toEqual({ code: 'network', message: 'Ошибка сети' });
      // A network failure keeps the stored sessions.
      expect(storedTokens(actor)).toEqual(s.context.tokens);
      expect(s.context.tokens.length).toBeGreaterThan(0);
    },
    loggedOut: (s, { actor }) => {
      expect(s.context.user).toBeNull();
      expect(s.context.others).toEqual([]);
      expect(s.context.tokens).toEqual([]);
      expect(storedTokens(actor)).toEqual([]);
      const log = recorded.get(actor);
      if (s.context.redirectTo !== null) {
        expect(s.context.redirectTo).toBe('/login?redirect=%2Fpages%3Ffolder%3D2');
        expect(log?.redirects.at(-1)).toBe(s.context.redirectTo);
      }
    },
    loggedIn: (s, { actor }) => {
      const user = s.context.user;
      expect(user).not.toBeNull();
      expect(s.context.redirectTo).toBeNull();
      expect(storedTokens(actor)).toEqual(s.context.tokens);
      // Other users: never the current one, never twice, exactly the stored tokens after the first.
      const ids = s.context.others.map((o) => o.user.id);
      expect(ids).not.toContain(user?.user.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(s.context.others.map((o) => o.token)).toEqual(s.context.tokens.slice(1));
      expect(s.context.tokens).not.toContain('dead');
      expect(s.context.tokens).not.toContain('a2');
    },
    loggingIn: (_s, { effects }) => {
      expect(effects.callsOf('login').at(-1)).toEqual({ email: 'u3@example.com', password: 'secret1' });
    },
    registering: (_s, { effects }) => {
      expect(effects.callsOf('register').at(-1)).toEqual({ email: 'u3@example.com', password: 'secret1' });
    },
    confirmingEmail: (_s, { effects }) => {
      expect(effects.callsOf('confirmEmail').at(-1)).toEqual({ email: 'u3@example.com', code: '1234', token: 'mail-token' });
    },
    loggingOut: (s, { effects }) => {
      expect(effects.callsOf('logout').at(-1)).toEqual({ token: s.context.tokens[0] });
    },
  },
});

