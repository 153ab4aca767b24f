/**
 * The A/B winner rule under peeking (server/campaigns/significance.ts), simulated: a marketer reads
 * the campaign screen every 100 visitors per variant up to the planned 10,000, and acts on the
 * first winner it shows.
 * 1. A/A: two identical variants at 5 % conversion, 2,000 runs — the share of runs that ever name
 *    a winner (target ≤ 5 %).
 * 2. Power: 5 % against 6 % (a +20 % lift), 2,000 runs — the share that name the better variant
 *    within 10,000 visitors per variant (target ≥ 80 %).
 * The baseline, measured in the same run on the same draws: the rule it replaced (a two-sided
 * z-test at 95 % read at every look). A seeded PRNG makes every run print the same figures.
 * Writes bench/results/ab-aa.json; exits 1 when a target is missed.
 */
import { loadavg } from 'node:os';
import { readCampaign, zScore, type Arm } from '../server/campaigns/significance';
import { MIN_VISITORS } from '../api/routes/campaigns';
import { round, writeResults } from './lib/measure';

const RUNS = Number(process.env.BENCH_AB_RUNS ?? 2000);
const STEP = 100;
const PLANNED = 10_000;
const BASE = 0.05;
const LIFT = 0.06;
const TARGETS = { falseWinners: 0.05, power: 0.8 };

/** mulberry32: a small, fast, seeded generator (uniform in [0, 1)). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Leads among `n` visitors converting with probability p. */
function leadsOf(random: () => number, n: number, p: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (random() < p) k++;
  return k;
}

interface Outcome { sequential: 'none' | 'b' | 'a'; naive: 'none' | 'b' | 'a'; at: number }

/** One test read every STEP visitors per variant: who each rule names first, and when. */
function simulate(random: () => number, pa: number, pb: number): Outcome {
  const a: Arm = { id: 1, visitors: 0, leads: 0 };
  const b: Arm = { id: 2, visitors: 0, leads: 0 };
  const out: Outcome = { sequential: 'none', naive: 'none', at: PLANNED };
  for (let n = STEP; n <= PLANNED; n += STEP) {
    a.visitors = n;
    b.visitors = n;
    a.leads += leadsOf(random, STEP, pa);
    b.leads += leadsOf(random, STEP, pb);
    if (out.naive === 'none' && n >= MIN_VISITORS) {
      const z = zScore(a, b) ?? 0;
      if (Math.abs(z) >= 1.96) out.naive = z > 0 ? 'b' : 'a';
    }
    if (out.sequential === 'none') {
      const w = readCampaign(a, [b], PLANNED).winner;
      if (w) {
        out.sequential = w.id === b.id ? 'b' : 'a';
        out.at = n;
      }
    }
    if (out.sequential !== 'none' && out.naive !== 'none') break;
  }
  return out;
}

function scenario(seed: number, pa: number, pb: number) {
  const random = prng(seed);
  const outs = Array.from({ length: RUNS }, () => simulate(random, pa, pb));
  const share = (f: (o: Outcome) => boolean) => outs.filter(f).length / RUNS;
  const found = outs.filter((o) => o.sequential === 'b').map((o) => o.at).sort((x, y) => x - y);
  return {
    sequentialAny: share((o) => o.sequential !== 'none'),
    sequentialB: share((o) => o.sequential === 'b'),
    naiveAny: share((o) => o.naive !== 'none'),
    naiveB: share((o) => o.naive === 'b'),
    medianVisitorsToWinner: found.length ? found[Math.floor(found.length / 2)] : null,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const started = Date.now();
const aa = scenario(20261128, BASE, BASE);
const power = scenario(20261129, BASE, LIFT);
const load = loadavg().map((x) => round(x, 2));

console.log(`A/B rule under peeking: ${RUNS} runs each, read every ${STEP} visitors per variant up to ${PLANNED.toLocaleString('en')} (load average ${load.join(', ')})`);
console.log(`false winners: ${pct(aa.sequentialAny)} (target ≤ ${pct(TARGETS.falseWinners)}; the old rule on the same draws: ${pct(aa.naiveAny)})`);
console.log(`power: ${pct(power.sequentialB)} (5 % → 6 %, target ≥ ${pct(TARGETS.power)}; the old rule: ${pct(power.naiveB)}, median ${power.medianVisitorsToWinner ?? '—'} visitors per variant to the winner)`);
console.log(`simulated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const ok = aa.sequentialAny <= TARGETS.falseWinners && power.sequentialB >= TARGETS.power;
writeResults('ab-aa', { when: new Date().toISOString(), runs: RUNS, step: STEP, planned: PLANNED, targets: TARGETS, loadavg: load, aa, power, ok });
if (!ok) {
  console.log('a target was missed');
  process.exit(1);
}
