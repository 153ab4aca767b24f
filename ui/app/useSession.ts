import { useSelector } from '@xstate/react';
import type { CurrentUser } from '../../machines/session/types';
import { sessionActor } from './services';

export type SessionStatus = 'checking' | 'loggedIn' | 'loggedOut' | 'busy' | 'unavailable';

export function useSessionStatus(): SessionStatus {
  return useSelector(sessionActor, (s) => {
    if (s.matches('loggedIn')) return 'loggedIn';
    if (s.matches('loggedOut')) return 'loggedOut';
    if (s.matches('unavailable')) return 'unavailable';
    if (s.matches('checking')) return 'checking';
    return 'busy';
  });
}

export function useCurrentUser(): CurrentUser | null {
  return useSelector(sessionActor, (s) => s.context.user);
}

export function useIsOwner(): boolean {
  return useSelector(sessionActor, (s) => s.context.user?.permissions.account.is_owner ?? false);
}
