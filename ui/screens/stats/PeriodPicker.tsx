import { useTranslation } from 'react-i18next';
import { STATS_PERIODS, type StatsPeriod } from '../../../api/routes/stats';
import { SelectField } from '../../components/SelectField';
import type { StatsScopeState } from './data';

/** SPEC §9 stats presets and a custom range (choosing it clears the preset, SPEC §4). */
export function PeriodPicker({ value, onChange }: { value: StatsScopeState; onChange: (s: StatsScopeState) => void }) {
  const { t } = useTranslation('stats');
  return (
    <>
      <div className="stats-filter">
        <SelectField label={t('period.label')} value={value.period} options={STATS_PERIODS.map((p) => ({ id: p, label: t(`period.${p}`) }))}
          onChange={(p) => onChange({ ...value, period: p as StatsPeriod, from: p === 'custom' ? value.from : undefined, to: p === 'custom' ? value.to : undefined })} />
      </div>
      {value.period === 'custom' && (
        <>
          <label className="field stats-filter">
            <span className="field__label">{t('period.from')}</span>
            <input className="field__input" type="date" value={value.from ?? ''} max={value.to} onChange={(e) => onChange({ ...value, from: e.target.value || undefined })} data-testid="stats-from" />
          </label>
          <label className="field stats-filter">
            <span className="field__label">{t('period.to')}</span>
            <input className="field__input" type="date" value={value.to ?? ''} min={value.from} onChange={(e) => onChange({ ...value, to: e.target.value || undefined })} data-testid="stats-to" />
          </label>
        </>
      )}
    </>
  );
}
