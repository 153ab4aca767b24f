/**
 * A popup's auto-open trigger (kept in its fragment's config): none, after N seconds, at N % of the
 * page scrolled, or on exit intent (the pointer leaving through the top, desktop only), shown at
 * most once per session, day or week, or on every visit. The editor, the event check and the
 * renderer all read a config through `popupTrigger`, so a stored value out of range is never used.
 */
export const TRIGGER_KINDS = ['none', 'delay', 'scroll', 'exit'] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export const ONCE_PERIODS = ['session', 'day', 'week', 'always'] as const;
export type OncePeriod = (typeof ONCE_PERIODS)[number];

export interface PopupTrigger {
  readonly kind: TriggerKind;
  /** Seconds for 'delay' (1–600), percent for 'scroll' (1–100); unused otherwise. */
  readonly value: number;
  readonly once: OncePeriod;
}

export const TRIGGER_LIMITS = { delay: { min: 1, max: 600, initial: 5 }, scroll: { min: 1, max: 100, initial: 50 } } as const;

export const NO_TRIGGER: PopupTrigger = { kind: 'none', value: 0, once: 'day' };

const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

/** What is wrong with a trigger as an editor sends it (null when it is right). */
export function triggerProblem(v: unknown): string | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return 'A popup trigger must be an object';
  const t = v as Record<string, unknown>;
  if (!oneOf(TRIGGER_KINDS, t.kind)) return `A popup trigger kind must be one of ${TRIGGER_KINDS.join(', ')}`;
  if (!oneOf(ONCE_PERIODS, t.once)) return `A popup trigger period must be one of ${ONCE_PERIODS.join(', ')}`;
  if (t.kind === 'delay' || t.kind === 'scroll') {
    const { min, max } = TRIGGER_LIMITS[t.kind];
    if (typeof t.value !== 'number' || !Number.isInteger(t.value) || t.value < min || t.value > max) return `A popup trigger value must be a whole number from ${min} to ${max}`;
  }
  return null;
}

/** The fragment config's trigger, or NO_TRIGGER when it has none (or a broken one). */
export function popupTrigger(config: Readonly<Record<string, unknown>>): PopupTrigger {
  const t = config.trigger;
  if (triggerProblem(t) !== null) return NO_TRIGGER;
  const r = t as PopupTrigger;
  return { kind: r.kind, value: r.kind === 'delay' || r.kind === 'scroll' ? r.value : 0, once: r.once };
}
