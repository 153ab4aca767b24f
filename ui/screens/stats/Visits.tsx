// Statistics › visits: the dynamic chart, this period against the one before, and SPEC §2's table
// (date, page, leads, visitors, conversion) a page at a time, newest day first.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatStatsDay } from '../../../api/stats-format';
import { PAGE_SIZES, type PageSize } from '../../../api/list';
import { ErrorState, SkeletonRows } from '../../components/States';
import { Pagination } from '../../components/Pagination';
import { ChartSlot, TimeChart } from './Chart';
import { useDynamic, usePeriodChart, useStatsTable } from './data';
import { SERIES_COLORS, statsLocale, useNumber } from './numbers';
import { useStatsOutlet } from './StatsLayout';

export default function Visits() {
  const { t, i18n } = useTranslation('stats');
  const num = useNumber();
  const lang = statsLocale(i18n.language);
  const { scope, zone } = useStatsOutlet();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(10);
  // Another period or page starts the table on its first page again.
  const scopeKey = JSON.stringify(scope);
  useEffect(() => setPage(1), [scopeKey]);
  const chart = useDynamic(scope);
  const period = usePeriodChart(scope);
  const rows = useStatsTable(scope, page, limit);
  return (
    <>
      <div className="stats-grid">
        <section className="card stats-card">
          <h2 className="stats-card__title">{t('chart.dynamic')}</h2>
          <ChartSlot query={chart}>
            {(c) => (
              <TimeChart testId="chart-visits" label={t('chart.dynamic')} at={c.points.map((x) => x.at)} bucket={c.range.bucket} zone={zone}
                series={[
                  { label: t('kpi.visits'), values: c.points.map((x) => x.visits), color: SERIES_COLORS[2] },
                  { label: t('kpi.visitors'), values: c.points.map((x) => x.visitors), color: SERIES_COLORS[0] },
                  { label: t('kpi.leads'), values: c.points.map((x) => x.leads), color: SERIES_COLORS[1] },
                ]} />
            )}
          </ChartSlot>
        </section>
        <section className="card stats-card" data-testid="chart-period">
          <h2 className="stats-card__title">{t('chart.period')}</h2>
          <ChartSlot query={period}>
            {(pc) => (
            <dl className="compare">
              {(['visitors', 'visits', 'leads'] as const).map((k) => {
                const max = Math.max(1, pc.current[k], pc.previous[k]);
                return (
                  <div key={k} className="compare__row">
                    <dt>{t(`kpi.${k}`)}</dt>
                    <dd>
                      <span className="compare__bar" style={{ width: `${(pc.current[k] / max) * 100}%`, background: SERIES_COLORS[0] }} />
                      <span className="compare__value">{t('chart.thisPeriod')}: {num(pc.current[k])}</span>
                      <span className="compare__bar compare__bar--before" style={{ width: `${(pc.previous[k] / max) * 100}%` }} />
                      <span className="compare__value muted">{t('chart.previousPeriod')}: {num(pc.previous[k])}</span>
                    </dd>
                  </div>
                );
              })}
            </dl>
            )}
          </ChartSlot>
        </section>
      </div>
      <section className="card card--flush stats-card">
        {rows.isError ? <ErrorState onRetry={() => void rows.refetch()} /> : (
          <>
            <table className="table" data-testid="stats-table">
              <thead><tr><th>{t('columns.date')}</th><th>{t('columns.page')}</th><th className="num">{t('columns.leads')}</th><th className="num">{t('columns.visitors')}</th><th className="num">{t('columns.visits')}</th><th className="num">{t('columns.conversion')}</th></tr></thead>
              <tbody>
                {!rows.data ? <SkeletonRows cols={6} /> : rows.data.items.length === 0 ? (
                  <tr><td colSpan={6} className="stats-hint">{t('noVisitsInPeriod')}</td></tr>
                ) : rows.data.items.map((r) => (
                  <tr key={`${r.date}-${r.page?.id ?? 0}`} data-testid="stats-row">
                    <td>{formatStatsDay(r.date)}</td>
                    <td>{r.page ? r.page.title || t('page.untitled') : <span className="muted">{t('page.deleted')}</span>}</td>
                    <td className="num">{num(r.leads)}</td><td className="num">{num(r.visitors)}</td><td className="num">{num(r.visits)}</td>
                    <td className="num">{formatPercent(r.conversion, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.data && rows.data.total_items > 0 && (
              <Pagination page={page} size={limit} total={rows.data.total_items} onPage={setPage}
                onSize={(l) => { setLimit((PAGE_SIZES as readonly number[]).includes(l) ? (l as PageSize) : 10); setPage(1); }} />
            )}
          </>
        )}
      </section>
    </>
  );
}
