/**
 * Conversion goals: a form (always) and a button (when marked as a goal) carry a goal name, which
 * the published page reports to every counter the page carries once the server has stored the
 * lead (a button: on its click). The name is what the marketer sets up in Metrika or GA, so it is
 * kept to the characters those accept.
 */
import type { Widget } from './model';

/** A form's goal when its settings name none. */
export const DEFAULT_GOAL = 'lead';
const GOAL_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

export const isGoalName = (value: string): boolean => GOAL_NAME.test(value);

/** The goal a widget reports: a form's own name or `lead`; a button's only when it is marked as a goal; else null. */
export function goalOf(w: Widget): string | null {
  if (w.type !== 'widget-form' && w.cfg.isGoal !== true) return null;
  const own = typeof w.cfg.goal === 'string' ? w.cfg.goal.trim() : '';
  return own !== '' && isGoalName(own) ? own : DEFAULT_GOAL;
}

/** The counters a published page carries that can take a goal (from its plugins), with their ids. */
export interface GoalCounters {
  /** Yandex Metrika counter numbers: `ym(id, 'reachGoal', goal)`. */
  readonly ym?: readonly number[];
  /** Google Analytics (gtag): `gtag('event', 'generate_lead' | goal)`. */
  readonly ga?: boolean;
  /** Google Tag Manager: `dataLayer.push({ event: goal })`. */
  readonly gtm?: boolean;
  /** VK pixel: `VK.Goal('lead')`. */
  readonly vk?: boolean;
  /** Facebook pixel: `fbq('track', 'Lead')`. */
  readonly fb?: boolean;
}

export const hasGoalCounters = (c: GoalCounters | undefined): boolean =>
  c !== undefined && ((c.ym?.length ?? 0) > 0 || c.ga === true || c.gtm === true || c.vk === true || c.fb === true);
