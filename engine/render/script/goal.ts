/**
 * The goal part: each counter the page's plugins configure (and only those) is told of a goal —
 * a form's once its lead is stored (form.ts's `goal` event), a goal button's on its click. A
 * counter not loaded (blocked, still loading) is skipped; one that throws does not stop the rest.
 */
export interface GoalScriptConfig {
  /** Yandex Metrica counter ids. */
  readonly ym: readonly (string | number)[];
  readonly ga: boolean;
  readonly gtm: boolean;
  readonly vk: boolean;
  readonly fb: boolean;
  /** A form's goal when it names none (goals.ts DEFAULT_GOAL); told to Google Analytics as `generate_lead`. */
  readonly lead: string;
}

/** The counters' own globals, present once their scripts have loaded. */
interface Counters {
  ym?: (id: string | number, action: string, goal: string) => void;
  gtag?: (kind: string, name: string) => void;
  dataLayer?: unknown[];
  VK?: { Goal?: (name: string) => void };
  fbq?: (kind: string, name: string) => void;
}

function tell(f: () => void): void {
  try { f(); } catch { /* one counter's failure does not stop the others */ }
}

export function run(k: GoalScriptConfig): void {
  const w = window as unknown as Counters;
  const fire = (g: string): void => {
    // Each counter called as its own global's method (the checks above each call are what may be absent).
    k.ym.forEach((id) => { if (w.ym) tell(() => (w as Required<Counters>).ym(id, 'reachGoal', g)); });
    if (k.ga && w.gtag) tell(() => (w as Required<Counters>).gtag('event', g === k.lead ? 'generate_lead' : g));
    if (k.gtm) tell(() => { (w.dataLayer = w.dataLayer || []).push({ event: g }); });
    if (k.vk && w.VK && w.VK.Goal) tell(() => (w.VK as Required<Required<Counters>['VK']>).Goal('lead'));
    if (k.fb && w.fbq) tell(() => (w as Required<Counters>).fbq('track', 'Lead'));
  };
  document.addEventListener('goal', (e) => fire((e.target as HTMLElement).getAttribute('data-goal') || k.lead));
  document.addEventListener('click', (e) => {
    const t = e.target as HTMLElement;
    const b = t.closest && t.closest('[data-goal]');
    if (b && b.tagName !== 'FORM') fire(b.getAttribute('data-goal') as string);
  });
}
