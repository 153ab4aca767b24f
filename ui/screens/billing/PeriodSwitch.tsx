// How many months to pay for, with the discount of longer periods (the server's list).
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from 'react-i18next';
import { billingPeriods, type BillingMonths } from '../../../api/billing';

/** The period in the address (?months=), or one month when it is missing or not one of the periods. */
export function periodFrom(value: string | null): BillingMonths {
  return billingPeriods.find((p) => String(p.months) === value)?.months ?? 1;
}

export function PeriodSwitch({ periods, value, onChange }: { periods: readonly { months: number; discount: number }[]; value: number; onChange: (months: number) => void }) {
  const { t } = useTranslation('billing');
  return (
    <RadioGroup className="segmented" aria-label={t('period.label')} orientation="horizontal" value={String(value)} onChange={(v) => onChange(Number(v))}>
      {periods.map((p) => (
        <Radio key={p.months} value={String(p.months)} className="segmented__item" data-testid={`period-${p.months}`}>
          {t('period.months', { count: p.months })}
          {p.discount > 0 && <span className="segmented__badge">−{p.discount}%</span>}
        </Radio>
      ))}
    </RadioGroup>
  );
}
