import { useTranslation } from 'react-i18next';

/** SPEC §5 / §9: about 140 characters are advised for the description; longer is allowed, only advised against. */
export const DESCRIPTION_ADVICE = 140;

export function DescriptionHelp({ length }: { length: number }) {
  const { t } = useTranslation('pages');
  return (
    <span className="row-between">
      <span>{t('other.descriptionHelp', { max: DESCRIPTION_ADVICE })}</span>
      <span className="counter" data-over={length > DESCRIPTION_ADVICE} data-testid="description-counter">{length} / {DESCRIPTION_ADVICE}</span>
    </span>
  );
}
