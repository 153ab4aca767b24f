// Error reporting (SPEC §7 "Other"): usage data, tracing on every transaction (sample rate 1.0) and a
// release tag `${serverType}@1.9.5`. Without a DSN it does nothing. With one, it posts a small JSON
// event to the DSN's endpoint; we do not ship a vendor SDK in the app shell.
import { PRODUCT_VERSION } from './version';

export interface ErrorReporter {
  readonly enabled: boolean;
  readonly release: string;
  capture(error: unknown, context?: Record<string, unknown>): void;
  setUser(user: { id: number; email: string } | null): void;
}

/** Two server types are told apart by the draft-domain setting (SPEC §1). */
export function serverTypeOf(draftDomain: string | undefined): 'dev' | 'ru' | 'global' {
  if (!draftDomain || draftDomain === 'localhost' || draftDomain.endsWith('.localhost')) return 'dev';
  return draftDomain.endsWith('.ru') ? 'ru' : 'global';
}

export function releaseTag(draftDomain: string | undefined): string {
  return `${serverTypeOf(draftDomain)}@${PRODUCT_VERSION}`;
}

export const TRACES_SAMPLE_RATE = 1.0;

export function createErrorReporter(
  dsn: string | undefined,
  draftDomain: string | undefined,
  send: (url: string, payload: string) => void = (url, payload) => void globalThis.navigator?.sendBeacon?.(url, payload),
): ErrorReporter {
  const release = releaseTag(draftDomain);
  if (!dsn) return { enabled: false, release, capture: () => {}, setUser: () => {} };
  let user: { id: number; email: string } | null = null;
  return {
    enabled: true,
    release,
    capture(error, context) {
      const e = error instanceof Error ? error : new Error(String(error));
      send(dsn, JSON.stringify({ release, sampleRate: TRACES_SAMPLE_RATE, message: e.message, name: e.name, stack: e.stack, user, context, url: globalThis.location?.href }));
    },
    setUser(next) {
      user = next;
    },
  };
}
