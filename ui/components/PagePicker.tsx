// Picks one page out of all the account's pages (statistics, and any other place that narrows to a
// page): a SearchPicker over GET /pages/short (search, limit, more; ids for the chosen page).
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../adapters/index';
import { SearchPicker, type PickOption } from './SearchPicker';

export const pagePickerKey = ['pages-short', 'picker'] as const;

export interface PagePickerProps {
  label: string;
  /** The chosen page; null = none (or "all pages" when `allLabel` is given). */
  value: number | null;
  onChange: (pageId: number | null) => void;
  allLabel?: string;
  helper?: string;
  error?: string | null;
  testId?: string;
}

export function PagePicker({ testId = 'page-picker', ...props }: PagePickerProps) {
  const { t } = useTranslation();
  const option = (p: { id: number; title: string; name: string }): PickOption => ({
    id: p.id,
    label: p.title || p.name || t('pagePicker.untitled'),
    // The internal name (owners only) tells apart pages with one title.
    hint: p.name && p.title && p.name !== p.title ? p.name : undefined,
  });
  return (
    <SearchPicker
      {...props}
      testId={testId}
      placeholder={t('pagePicker.placeholder')}
      noneText={t('pagePicker.none')}
      queryKey={pagePickerKey}
      find={async (search, limit) => {
        const r = await endpoints.pages.short({ query: { ...(search ? { search } : {}), limit } });
        return { items: r.items.map(option), more: r.more };
      }}
      get={async (id) => {
        const r = await endpoints.pages.short({ query: { ids: String(id), limit: 1 } });
        return r.items[0] ? option(r.items[0]) : null;
      }}
    />
  );
}
