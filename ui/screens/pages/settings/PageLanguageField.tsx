// The page's language (settings/other): what the published page says to visitors in its own words —
// the menu button, form messages and field errors, default thank-you and consent texts — and the
// language it declares to browsers, screen readers and search engines. The page's copy is the owner's.
import { useTranslation } from 'react-i18next';
import type { PageView } from '../../../../api/routes/pages';
import { SelectField } from '../../../components/SelectField';
import { isLang } from '../../../../engine/index';

type PageLanguage = PageView['lang'];

export function PageLanguageField({ value, onChange, error }: { value: PageLanguage; onChange: (lang: PageLanguage) => void; error?: string | null }) {
  const { t } = useTranslation('pages');
  // Each language is named in itself, as language pickers do (both catalogues say «Русский» and «English»).
  const options = [{ id: 'ru', label: t('other.langRu') }, { id: 'en', label: t('other.langEn') }];
  return (
    <SelectField
      label={t('other.lang')}
      helper={t('other.langHelp')}
      error={error}
      options={options}
      value={value}
      onChange={(id) => { if (isLang(id)) onChange(id); }}
    />
  );
}
