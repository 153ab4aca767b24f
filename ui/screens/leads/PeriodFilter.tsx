import { useTranslation } from 'react-i18next';
import { ALL_TIME, customPeriod, isPeriodPreset, PERIOD_PRESETS, presetPeriod, type Period } from '../../../api/lead-period';
import { SelectField } from '../../components/SelectField';

/**
 * Week, month, 90 days, all time, or a custom range (SPEC §9). Choosing the custom range clears
 * the preset (SPEC §4) and shows the two dates; the rules are api/lead-period.ts.
 */
export function PeriodFilter({ value, zone, onChange }: { value: Period; zone: string; onChange: (p: Period) => void }) {
  const { t } = useTranslation('leads');
  const custom = value.preset === null && (value.from !== null || value.to !== null);
  const selected = value.preset ?? (custom ? 'custom' : 'all');
  const options = [
    { id: 'all', label: t('period.all') },
    ...PERIOD_PRESETS.map((p) => ({ id: p, label: t(`period.${p}`) })),
    { id: 'custom', label: t('period.custom') },
  ];
  const choose = (id: string) => {
    if (isPeriodPreset(id)) onChange(presetPeriod(id, new Date(), zone));
    else if (id === 'custom') onChange(customPeriod(value.from, value.to));
    else onChange(ALL_TIME);
  };
  return (
    <>
      <div className="lead-filter lead-filter--period"><SelectField label={t('period.label')} options={options} value={selected} onChange={choose} /></div>
      {selected === 'custom' && (
        <>
          <label className="field lead-filter">
            <span className="field__label">{t('period.from')}</span>
            <input className="field__input" type="date" value={value.from ?? ''} max={value.to ?? undefined} onChange={(e) => onChange(customPeriod(e.target.value, value.to))} data-testid="period-from" />
          </label>
          <label className="field lead-filter">
            <span className="field__label">{t('period.to')}</span>
            <input className="field__input" type="date" value={value.to ?? ''} min={value.from ?? undefined} onChange={(e) => onChange(customPeriod(value.from, e.target.value))} data-testid="period-to" />
          </label>
        </>
      )}
    </>
  );
}
