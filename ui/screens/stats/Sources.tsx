// Statistics › sources: visits, visitors, leads and conversion by referring site, UTM source /
// medium / campaign, device, browser, OS and screen size, with the top five over time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_ENTITIES, type SourceEntity } from '../../../api/routes/stats';
import { formatPercent } from '../../../api/stats-format';
import { ErrorState, SkeletonRows } from '../../components/States';
import { ChartSlot, TimeChart } from './Chart';
import { useSources, useSourcesDynamic } from './data';
import { SERIES_COLORS, statsLocale, useNumber } from './numbers';
import { useStatsOutlet } from './StatsLayout';

/** A source value as people read it: '' is direct / not tagged / unknown; classes have names. */
export function useSourceLabel() {
  const { t } = useTranslation('stats');
  return (entity: SourceEntity, value: string): string => {
    if (value === '') return t(`sources.empty.${entity === 'referrer' ? 'referrer' : entity.startsWith('utm_') ? 'utm' : 'other'}`);
    if (entity === 'device' || entity === 'screen') return t(`sources.${entity}.${value}`, { defaultValue: value });
    return value;
  };
}

export default function Sources() {
  const { t, i18n } = useTranslation('stats');
  const num = useNumber();
  const lang = statsLocale(i18n.language);
  const label = useSourceLabel();
  const { scope, zone } = useStatsOutlet();
  const [entity, setEntity] = useState<SourceEntity>('referrer');
  const rows = useSources(scope, entity);
  const chart = useSourcesDynamic(scope, entity);
  return (
    <>
      <div className="stats-entities" role="tablist" aria-label={t('sources.label')}>
        {SOURCE_ENTITIES.map((e) => (
          <button key={e} type="button" role="tab" aria-selected={e === entity} className={`chip${e === entity ? ' is-active' : ''}`} onClick={() => setEntity(e)} data-testid={`entity-${e}`}>
            {t(`sources.entity.${e}`)}
          </button>
        ))}
      </div>
      <section className="card stats-card">
        <h2 className="stats-card__title">{t('sources.top5')}</h2>
        <ChartSlot query={chart}>
          {(c) => (
            <TimeChart label={t('sources.top5')} at={c.series[0]?.points.map((p) => p.at) ?? []} bucket={c.range.bucket} zone={zone}
              series={c.series.map((s, i) => ({ label: label(entity, s.value), values: s.points.map((p) => p.visits), color: SERIES_COLORS[i % SERIES_COLORS.length] }))} />
          )}
        </ChartSlot>
      </section>
      <section className="card card--flush stats-card">
        {rows.isError ? <ErrorState onRetry={() => void rows.refetch()} /> : (
          <table className="table" data-testid="sources-table">
            <thead><tr><th>{t(`sources.entity.${entity}`)}</th><th className="num">{t('columns.visits')}</th><th className="num">{t('columns.visitors')}</th><th className="num">{t('columns.leads')}</th><th className="num">{t('columns.conversion')}</th><th className="num">{t('columns.share')}</th></tr></thead>
            <tbody>
              {!rows.data ? <SkeletonRows cols={6} /> : rows.data.items.length === 0 ? (
                <tr><td colSpan={6} className="stats-hint">{t('noVisitsInPeriod')}</td></tr>
              ) : rows.data.items.map((r) => (
                <tr key={r.value} data-testid="source-row">
                  <td>{label(entity, r.value)}</td>
                  <td className="num">{num(r.visits)}</td><td className="num">{num(r.visitors)}</td><td className="num">{num(r.leads)}</td>
                  <td className="num">{formatPercent(r.conversion, lang)}</td><td className="num">{formatPercent(r.share, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
