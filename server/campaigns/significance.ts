// When the data supports a winner, in a way that stays right however often the numbers are read.
//
// A fixed-horizon test (one two-proportion z-test at a chosen sample size) is only valid if it is
// looked at once; a dashboard is looked at all the time, and "stop when it says 95 %" names a
// winner between two identical variants in about one test of three. So the test is
// group-sequential: it has a planned maximum of visitors per variant (N), and at any moment with
// n visitors per variant (the smaller arm) it names a winner only when the two-proportion z clears
// an O'Brien–Fleming-shaped boundary
//
//     |z| ≥ c / √(min(n, N) / N)
//
// — very strict early (at 1 % of the plan the bar is 10·c), c at the plan's end. On the scale of
// the running sum of the difference the boundary is the constant c·√N, so its false-alarm
// probability over *continuous* monitoring is that of a Brownian motion leaving [−c, c] on [0, 1]:
// at most 4·(1 − Φ(c)). Any discrete schedule of looks is covered by it. With several variants,
// each is compared with the original and the error is split among the comparisons (Bonferroni),
// so c = Φ⁻¹(1 − α / (4·m)) for m comparisons: 2.24 for a plain A/B test at α = 5 %.
// bench/ab-aa.bench.ts simulates the rule: false winners and power at 5 % → 6 %.
//
// Past the planned maximum the bar stays at c: the plan has been spent, and the campaign screen
// says the test is over (no further evidence is promised by reading on).
import { MIN_VISITORS, PLANNED_MAX, PLANNED_MIN, WINNER_ALPHA } from '../../api/routes/campaigns';

export interface Arm { id: number; visitors: number; leads: number }

/** Φ(x), the standard normal CDF (Abramowitz–Stegun 7.1.26 erf, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Φ⁻¹(p) for 0 < p < 1 (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549671010243142, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

/** The boundary constant c for m comparisons with the original at the overall error α. */
export function boundaryConstant(comparisons: number, alpha = WINNER_ALPHA): number {
  return normalQuantile(1 - alpha / (4 * Math.max(1, comparisons)));
}

/** The |z| a comparison must reach with n visitors per variant of a planned N (n ≥ 1). */
export function boundaryAt(n: number, planned: number, comparisons: number): number {
  const fraction = Math.min(1, Math.max(n, 1) / Math.max(planned, 1));
  return boundaryConstant(comparisons) / Math.sqrt(fraction);
}

/** The pooled two-proportion z of b against a (positive: b converts better); null without data. */
export function zScore(a: Arm, b: Arm): number | null {
  if (a.visitors <= 0 || b.visitors <= 0) return null;
  const la = Math.min(a.leads, a.visitors);
  const lb = Math.min(b.leads, b.visitors);
  const pooled = (la + lb) / (a.visitors + b.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  const diff = lb / b.visitors - la / a.visitors;
  if (se === 0) return diff === 0 ? 0 : Math.sign(diff) * Infinity;
  return diff / se;
}

export type Verdict = 'better' | 'worse' | 'unclear';

/** One variant against the original: its z, the bar it must clear now, and what that says. */
export interface Comparison { id: number; z: number | null; bar: number; verdict: Verdict }

export interface Reading {
  /** Too little data for any reading (fewer than MIN_VISITORS in some variant). */
  tooLittle: boolean;
  /** Visitors per variant so far (the smallest arm) over the planned maximum, capped at 1. */
  progress: number;
  /** The planned maximum has been reached. */
  reached: boolean;
  comparisons: Comparison[];
  /** The variant the data supports as the best, or null. */
  winner: { id: number } | null;
}

/**
 * Every variant against the original (the first arm) under the sequential boundary. A winner is a
 * variant that beats the original and every other variant that also clears the bar; or the
 * original when every other variant is proved worse.
 */
export function readCampaign(original: Arm, others: readonly Arm[], planned: number): Reading {
  const arms = [original, ...others];
  const n = Math.min(...arms.map((a) => a.visitors));
  const progress = Math.min(1, n / Math.max(planned, 1));
  const tooLittle = arms.some((a) => a.visitors < MIN_VISITORS);
  const m = others.length;
  const comparisons = others.map((arm): Comparison => {
    const z = zScore(original, arm);
    const bar = boundaryAt(Math.min(original.visitors, arm.visitors), planned, m);
    const verdict: Verdict = tooLittle || z === null || Math.abs(z) < bar ? 'unclear' : z > 0 ? 'better' : 'worse';
    return { id: arm.id, z, bar, verdict };
  });
  const rate = (a: Arm) => a.leads / Math.max(a.visitors, 1);
  const better = others.filter((a, i) => comparisons[i].verdict === 'better');
  let winner: { id: number } | null = null;
  if (better.length > 0) winner = { id: better.reduce((x, y) => (rate(y) > rate(x) ? y : x)).id };
  else if (m > 0 && comparisons.every((c) => c.verdict === 'worse')) winner = { id: original.id };
  return { tooLittle, progress, reached: progress >= 1, comparisons, winner };
}

/** Σ e^{−x/2}·(x/2)^j / j! for j < k: the chi-square survival function for an even df = 2k. */
function poissonTail(half: number, k: number): number {
  let term = Math.exp(-half);
  let sum = 0;
  for (let j = 0; j < k; j++) {
    sum += term;
    term *= half / (j + 1);
  }
  return sum;
}

/** P(χ²(df) ≥ x), exact for any df by the closed forms of even and odd degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  if (x <= 0) return 1;
  if (df % 2 === 0) return Math.min(1, poissonTail(x / 2, df / 2));
  // Odd: Q(x; 1) = 2(1 − Φ(√x)); Q(x; k + 2) = Q(x; k) + (x/2)^{k/2}·e^{−x/2} / Γ(k/2 + 1).
  let q = 2 * (1 - normalCdf(Math.sqrt(x)));
  let term = Math.sqrt(x / 2) * Math.exp(-x / 2) / (Math.sqrt(Math.PI) / 2); // k = 1: Γ(3/2) = √π / 2
  for (let k = 1; k < df; k += 2) {
    q += term;
    term *= (x / 2) / (k / 2 + 1);
  }
  return Math.min(1, Math.max(0, q));
}

/**
 * Sample-ratio mismatch: whether the visitors' split matches the configured shares (Pearson's χ²
 * against the expected counts). A very small p means the split itself is broken (a variant that
 * fails to load, bots, caching), so the conversions cannot be compared. Null with too few visitors.
 */
export function sampleRatio(observed: readonly { visitors: number; share: number }[]): { p: number } | null {
  const total = observed.reduce((s, o) => s + o.visitors, 0);
  const shares = observed.reduce((s, o) => s + o.share, 0);
  if (total < MIN_VISITORS || shares <= 0 || observed.length < 2) return null;
  let chi = 0;
  let cells = 0;
  for (const o of observed) {
    const expected = (total * o.share) / shares;
    // A variant given no traffic that still gets visitors is a mismatch by itself.
    if (expected === 0) {
      if (o.visitors > 0) return { p: 0 };
      continue;
    }
    chi += (o.visitors - expected) ** 2 / expected;
    cells++;
  }
  return cells < 2 ? null : { p: chiSquareSurvival(chi, cells - 1) };
}

/** The lift (relative) the default plan is sized to find, and the power it is sized for. */
const PLANNED_LIFT = 0.2;
const PLANNED_POWER = 0.8;

/**
 * The default planned maximum per variant: enough visitors to find a PLANNED_LIFT relative lift
 * over the page's own conversion with PLANNED_POWER under the boundary above — the usual
 * (c + z_power)² · 2·p̄(1 − p̄) / δ², rounded up to a hundred. 5 % conversion (9,900 per variant)
 * when the page has too few visitors to say.
 */
export function plannedSample(conversion: number | null, comparisons: number): number {
  const base = conversion !== null && conversion > 0 && conversion < 0.8 ? conversion : 0.05;
  const mean = base * (1 + PLANNED_LIFT / 2);
  const delta = base * PLANNED_LIFT;
  const k = (boundaryConstant(comparisons) + normalQuantile(PLANNED_POWER)) ** 2;
  const n = Math.ceil((k * 2 * mean * (1 - mean)) / (delta * delta) / 100) * 100;
  return Math.min(PLANNED_MAX, Math.max(PLANNED_MIN, n));
}
