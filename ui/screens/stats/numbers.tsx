// Small pieces the statistics and campaign screens share: a KPI card with its change, and SPEC §9
// number formats (percents and durations come from api/stats-format.ts).
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

export const SERIES_COLORS = ['#2563eb', '#16a34a', '#ea580c', '#9333ea', '#0891b2'];

export function useNumber() {
  const { i18n } = useTranslation();
  const f = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'ru-RU');
  return (n: number) => f.format(n);
}

export const statsLocale = (language: string): 'ru' | 'en' => (language === 'en' ? 'en' : 'ru');

/** The change against the previous period, as a signed percent; nothing when there was nothing before. */
export function Change({ now, before }: { now: number | null; before: number | null }) {
  const { t } = useTranslation('stats');
  if (now === null || before === null || before === 0) return null;
  const change = (now - before) / before;
  const text = `${change > 0 ? '+' : ''}${Math.round(change * 100)}%`;
  return <span className={`kpi__change ${change >= 0 ? 'is-up' : 'is-down'}`} title={t('kpi.vsPrevious')}>{text}</span>;
}

export function Kpi({ label, value, change, testId }: { label: string; value: ReactNode; change?: ReactNode; testId?: string }) {
  return (
    <div className="kpi" data-testid={testId}>
      <div className="kpi__label">{label}</div>
      <div className="kpi__value">{value}</div>
      {change}
    </div>
  );
}
