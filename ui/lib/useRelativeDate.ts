// SPEC §9 relative date labels in the interface language ('сегодня в 14:05', 'Today at 14:05'),
// in the user's time zone (lib/dates.ts holds the zone and the format).
import { useTranslation } from 'react-i18next';
import { formatRelative } from './dates';

type DateValue = Parameters<typeof formatRelative>[0];

export function useRelativeDate(): (value: DateValue) => string {
  const { t } = useTranslation();
  const labels = { today: t('dates.today'), yesterday: t('dates.yesterday'), at: t('dates.at') };
  return (value) => formatRelative(value, labels);
}
