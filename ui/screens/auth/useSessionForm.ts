// Shared by login, sign-up and confirm-email: the session machine runs the request; the screen reads
// whether it is busy and which failure to show.
import { useSelector } from '@xstate/react';
import { sessionActor } from '../../app/services';
import { errorText } from '../../i18n/index';

export function useSessionForm() {
  const busy = useSelector(sessionActor, (s) => s.matches('loggingIn') || s.matches('registering') || s.matches('confirmingEmail') || s.matches('checking'));
  const loggedIn = useSelector(sessionActor, (s) => s.matches('loggedIn'));
  const failure = useSelector(sessionActor, (s) => s.context.error);
  const failureCode = failure?.code ?? null;
  const failureText = failure ? (errorText(failure.code) ?? failure.message ?? errorText('generic')) : null;
  return { busy, loggedIn, failureCode, failureText };
}

/** Only same-site paths are followed after login (an open redirect would be a phishing tool). */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}
