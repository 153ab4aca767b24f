/**
 * The renderer main thread's tasks from a CDP trace (Tracing, category devtools.timeline), as a
 * timeline in ms from the navigation: each task longer than `minMs`, with what it spent its time on
 * (script by entry point, style, layout, paint…). Aligned to the page's clock by one performance
 * mark whose in-page time is known.
 */
export interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: Record<string, unknown>; name?: string } }

const KINDS: Record<string, string> = {
  FunctionCall: 'script', EvaluateScript: 'script', TimerFire: 'timer', FireAnimationFrame: 'rAF', FireIdleCallback: 'idle',
  EventDispatch: 'event', UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', PrePaint: 'prepaint', Layerize: 'layerize',
  ParseAuthorStyleSheet: 'css parse', HitTest: 'hit test', ScrollLayer: 'scroll', 'v8.compile': 'compile', 'v8.compileModule': 'compile',
};

export function mainThreadTimeline(events: readonly TraceEvent[], mark: string, markAtMs: number, fromMs: number, toMs: number, minMs = 3): Record<string, string | number>[] {
  const m = events.find((e) => e.name === mark && e.cat.includes('blink.user_timing'));
  if (m === undefined) return [];
  const tid = m.tid; // marks are set on the renderer's main thread
  const zero = m.ts / 1000 - markAtMs;
  const at = (ts: number) => ts / 1000 - zero;
  const mine = events.filter((e) => e.pid === m.pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = mine.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur! / 1000 >= minMs && at(e.ts) >= fromMs && at(e.ts) <= toMs);
  return tasks.map((t) => {
    const inside = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!);
    const spent = new Map<string, number>();
    for (const e of inside) {
      let kind = KINDS[e.name];
      if (kind === undefined) continue;
      if (kind === 'event') kind = `event ${String(e.args?.data?.type ?? '')}`;
      if (kind === 'script' || kind === 'timer' || kind === 'rAF' || kind === 'idle') {
        // Nested calls are counted once, in their outermost entry.
        const outer = inside.some((o) => o !== e && KINDS[o.name] !== undefined && ['script', 'timer', 'rAF', 'idle', 'event'].includes(KINDS[o.name]) && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!);
        if (outer) continue;
      }
      spent.set(kind, (spent.get(kind) ?? 0) + e.dur! / 1000);
    }
    const what = [...spent.entries()].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ');
    return { start: Math.round(at(t.ts)), ms: Math.round(t.dur! / 100) / 10, what };
  });
}
