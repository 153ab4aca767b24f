// A time chart on uPlot (≈ 50 KB min, ≈ 22 KB gzipped — a tenth of the common alternatives; it is in
// the statistics and campaign chunks only, so no other screen pays for it). Lines or bars of
// series over bucket starts; the axis labels are the user's time zone (dayjs, SPEC §9 formats),
// the legend doubles as a text alternative, and an empty period shows a flat line, not nothing.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { Bucket } from '../../../api/routes/stats';
import { ErrorState } from '../../components/States';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface ChartSeries { label: string; values: readonly number[]; color: string }

const FORMATS: Record<Bucket, string> = { hour: 'HH:mm', day: 'DD.MM', month: 'MM.YYYY' };

/**
 * A legend cell's text. Away from the cursor uPlot has no bucket (`dataIdx` null) and, when a
 * formatter answers null, prints its own «--»; we print the app's «—» for a series and a hint for
 * the time column instead, so the resting legend reads as a key, not as broken numbers.
 */
export function legendValue(v: number | null, dataIdx: number | null | undefined, format: (v: number) => string, resting: string): string {
  if (dataIdx == null) return resting;
  return v == null ? '—' : format(v);
}

export function TimeChart({ at, series, bucket, zone, label, height = 240, bars = false, testId }: {
  at: readonly string[]; series: readonly ChartSeries[]; bucket: Bucket; zone: string; label: string; height?: number; bars?: boolean; testId?: string;
}) {
  const { t } = useTranslation('stats');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const xs = at.map((a) => new Date(a).getTime() / 1000);
    const fmt = (s: number) => dayjs(s * 1000).tz(zone).format(FORMATS[bucket]);
    const opts: uPlot.Options = {
      width: Math.max(280, el.clientWidth),
      height,
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
      axes: [
        // Ticks on the buckets themselves (every n-th when they would crowd), so each label names
        // the bucket under it — uPlot's own splits fall between days and repeat a day's label.
        { splits: (u) => xs.filter((_x, i) => i % Math.max(1, Math.ceil(xs.length / Math.max(2, Math.floor(u.bbox.width / devicePixelRatio / 64)))) === 0), values: (_u, splits) => splits.map(fmt), stroke: '#6b7280', grid: { stroke: '#eef0f3' } },
        { stroke: '#6b7280', grid: { stroke: '#eef0f3' }, size: 48, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
      ],
      legend: { live: true },
      series: [
        { label: t('chart.at'), value: (_u, v, _s, i) => legendValue(v, i, fmt, t('chart.hover')) },
        ...series.map((s) => ({
          label: s.label, value: (_u: uPlot, v: number | null, _s: number, i: number | null) => legendValue(v, i, String, '—'), stroke: s.color, width: 2, fill: bars ? s.color : `${s.color}14`,
          points: { show: xs.length <= 31 },
          ...(bars ? { paths: uPlot.paths.bars?.({ size: [0.6, 60] }) } : {}),
        })),
      ],
      cursor: { drag: { x: false, y: false } },
    };
    const chart = new uPlot(opts, [xs, ...series.map((s) => [...s.values])], el);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [at, series, bucket, zone, height, bars, t]);
  return <figure className="stats-chart" aria-label={label} data-testid={testId}><div ref={box} /></figure>;
}

/** A chart's place on a screen: the skeleton while it loads, the error with a retry, then the chart. */
export function ChartSlot<T>({ query, children }: { query: { data?: T; isError: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return query.data === undefined ? <div className="skeleton stats-chart-skeleton" aria-busy="true" /> : <>{children(query.data)}</>;
}
