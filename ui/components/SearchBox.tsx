import { Input } from 'react-aria-components/Input';
import { SearchField } from 'react-aria-components/SearchField';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** The search input of list toolbars: Escape or the cross clears it. */
export function SearchBox({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <SearchField className="search" value={value} onChange={onChange} aria-label={label}>
      <Search size={16} aria-hidden="true" />
      <Input className="field__input" placeholder={label} />
      {value && (
        <Button variant="ghost" size="sm" icon className="search__clear" aria-label={t('table.clearSearch')} onPress={() => onChange('')}>
          <X size={14} />
        </Button>
      )}
    </SearchField>
  );
}
