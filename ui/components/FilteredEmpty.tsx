import SearchX from 'lucide-react/icons/search-x';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { EmptyState } from './States';

/** UI.md: a filtered list with no rows says 'Ничего не найдено' and offers to clear the filters. */
export function FilteredEmpty({ onClear, title }: { onClear: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SearchX}
      title={title ?? t('table.nothingFound')}
      text={t('table.nothingFoundText')}
      action={<Button variant="secondary" onPress={onClear}>{t('table.clearFilters')}</Button>}
    />
  );
}
