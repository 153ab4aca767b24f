// When a server process refuses requests with 503 + Retry-After (ops/operations.ts registers the check).

/** When a process counts as overloaded (OVERLOAD_* variables; README "Configuration"). */
export interface OverloadLimits {
  /** Mean event-loop delay over a sample, in ms. */
  maxEventLoopDelayMs: number;
  /** Share of time the event loop was busy over a sample (0–1); 0: not checked (the default: a process busy all second may still keep up, the delay says when it does not). */
  maxEventLoopUtilization: number;
  /** Seconds a refused client is told to wait. */
  retryAfterS: number;
  sampleIntervalMs: number;
}

export function overloadLimitsOf(env: NodeJS.ProcessEnv): OverloadLimits | { error: string } {
  const num = (name: string, fallback: number, ok: (n: number) => boolean): number | string => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    return ok(n) ? n : `${name} must be ${name === 'OVERLOAD_MAX_ELU' ? 'a share between 0 and 1' : 'a positive number'}, not "${raw}"`;
  };
  const delay = num('OVERLOAD_MAX_DELAY_MS', 1000, (n) => n > 0);
  const elu = num('OVERLOAD_MAX_ELU', 0, (n) => n > 0 && n <= 1);
  const retry = num('OVERLOAD_RETRY_AFTER_S', 5, (n) => Number.isInteger(n) && n > 0);
  for (const v of [delay, elu, retry]) if (typeof v === 'string') return { error: v };
  return { maxEventLoopDelayMs: delay as number, maxEventLoopUtilization: elu as number, retryAfterS: retry as number, sampleIntervalMs: 1000 };
}
