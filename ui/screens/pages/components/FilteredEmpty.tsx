import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/States';

/** UI.md: a filtered list with no rows says 'Ничего не найдено' and offers to clear the filters. */
export function FilteredEmpty({ onClear, title }: { onClear: () => void; title?: string }) {
  const { t } = useTranslation('pages');
  return (
    <EmptyState
      icon={SearchX}
      title={title ?? t('common.nothingFound')}
      text={t('common.nothingFoundText')}
      action={<Button variant="secondary" onPress={onClear}>{t('common.clearFilters')}</Button>}
    />
  );
}
