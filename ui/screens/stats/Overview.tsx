// Statistics overview: the period's visitors, visits, leads, conversion, bounce rate and time on
// page against the period before, the dynamic chart, and the pages with the most visitors. Before
// the first visit it says how to get one.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import BarChart3 from 'lucide-react/icons/chart-column';
import { formatDuration, formatPercent } from '../../../api/stats-format';
import { Button } from '../../components/Button';
import { EmptyState, ErrorState } from '../../components/States';
import { ChartSlot, TimeChart } from './Chart';
import { useDashboard, useDynamic } from './data';
import { Change, Kpi, SERIES_COLORS, statsLocale, useNumber } from './numbers';
import { useStatsOutlet } from './StatsLayout';

export function KpiSkeleton() {
  return <div className="kpis" aria-busy="true">{Array.from({ length: 6 }, (_x, i) => <div key={i} className="kpi"><div className="skeleton" /><div className="skeleton" style={{ height: 28, marginTop: 8 }} /></div>)}</div>;
}

export default function Overview() {
  const { t, i18n } = useTranslation('stats');
  const navigate = useNavigate();
  const num = useNumber();
  const lang = statsLocale(i18n.language);
  const { scope, zone } = useStatsOutlet();
  const dash = useDashboard(scope);
  const chart = useDynamic(scope);
  if (dash.isError) return <ErrorState onRetry={() => void dash.refetch()} />;
  if (!dash.data) return <KpiSkeleton />;
  const d = dash.data;
  if (!d.any) {
    return (
      <section className="card">
        <EmptyState icon={BarChart3} title={t('empty.title')} text={t('empty.text')} action={<Button onPress={() => navigate('/pages')}>{t('empty.action')}</Button>} />
      </section>
    );
  }
  const c = d.totals;
  const p = d.previous;
  return (
    <>
      <div className="kpis">
        <Kpi testId="kpi-visitors" label={t('kpi.visitors')} value={num(c.visitors)} change={<Change now={c.visitors} before={p.visitors} />} />
        <Kpi testId="kpi-visits" label={t('kpi.visits')} value={num(c.visits)} change={<Change now={c.visits} before={p.visits} />} />
        <Kpi testId="kpi-leads" label={t('kpi.leads')} value={num(c.leads)} change={<Change now={c.leads} before={p.leads} />} />
        <Kpi testId="kpi-conversion" label={t('kpi.conversion')} value={formatPercent(c.conversion, lang)} change={<Change now={c.conversion} before={p.conversion} />} />
        <Kpi testId="kpi-bounce" label={t('kpi.bounce')} value={formatPercent(c.bounce_rate, lang)} />
        <Kpi testId="kpi-duration" label={t('kpi.duration')} value={formatDuration(c.avg_duration, lang)} />
      </div>
      <section className="card stats-card">
        <h2 className="stats-card__title">{t('chart.dynamic')}</h2>
        <ChartSlot query={chart}>
          {(c) => (
            <TimeChart testId="chart-dynamic" label={t('chart.dynamic')} at={c.points.map((x) => x.at)} bucket={c.range.bucket} zone={zone}
              series={[
                { label: t('kpi.visitors'), values: c.points.map((x) => x.visitors), color: SERIES_COLORS[0] },
                { label: t('kpi.leads'), values: c.points.map((x) => x.leads), color: SERIES_COLORS[1] },
              ]} />
          )}
        </ChartSlot>
      </section>
      <section className="card card--flush stats-card">
        <h2 className="stats-card__title stats-card__title--pad">{t('topPages')}</h2>
        {d.pages.length === 0 ? <p className="stats-hint stats-card__title--pad">{t('noVisitsInPeriod')}</p> : (
          <table className="table" data-testid="top-pages">
            <thead><tr><th>{t('columns.page')}</th><th className="num">{t('columns.visitors')}</th><th className="num">{t('columns.visits')}</th><th className="num">{t('columns.leads')}</th><th className="num">{t('columns.conversion')}</th></tr></thead>
            <tbody>
              {d.pages.map((r) => (
                <tr key={r.page?.id ?? 'gone'}>
                  <td>{r.page ? r.page.title || t('page.untitled') : <span className="muted">{t('page.deleted')}</span>}</td>
                  <td className="num">{num(r.visitors)}</td><td className="num">{num(r.visits)}</td><td className="num">{num(r.leads)}</td>
                  <td className="num">{formatPercent(r.conversion, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
