// When the data supports a winner. Each variant's conversion (leads / visitors) is compared with
// the others by a two-proportion z-test (two-sided); the confidence of a difference is 1 − p.
// A winner is named only when every variant has at least MIN_VISITORS visitors and the best
// variant beats every other one with WINNER_CONFIDENCE, Bonferroni-corrected for the number of
// comparisons (with three variants, each of the two comparisons must reach 97.5%).
import { MIN_VISITORS, WINNER_CONFIDENCE } from '../../api/routes/campaigns';

export interface Arm { id: number; visitors: number; leads: number }

/** Φ(x), the standard normal CDF (Abramowitz–Stegun 7.1.26 erf, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Confidence (0..1) that a and b convert differently; null when either has no visitors. */
export function confidence(a: Arm, b: Arm): number | null {
  if (a.visitors <= 0 || b.visitors <= 0) return null;
  const pa = Math.min(a.leads, a.visitors) / a.visitors;
  const pb = Math.min(b.leads, b.visitors) / b.visitors;
  const pooled = (Math.min(a.leads, a.visitors) + Math.min(b.leads, b.visitors)) / (a.visitors + b.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  if (se === 0) return pa === pb ? 0 : 1;
  const z = (pa - pb) / se;
  return 2 * normalCdf(Math.abs(z)) - 1;
}

export function winnerOf(arms: readonly Arm[]): { id: number; confidence: number } | null {
  if (arms.length < 2 || arms.some((a) => a.visitors < MIN_VISITORS)) return null;
  const rate = (a: Arm) => a.leads / a.visitors;
  const best = arms.reduce((x, y) => (rate(y) > rate(x) ? y : x));
  const needed = 1 - (1 - WINNER_CONFIDENCE) / (arms.length - 1);
  let weakest = 1;
  for (const other of arms) {
    if (other === best) continue;
    if (rate(other) >= rate(best)) return null;
    const c = confidence(best, other) ?? 0;
    if (c < needed) return null;
    weakest = Math.min(weakest, c);
  }
  return { id: best.id, confidence: weakest };
}
