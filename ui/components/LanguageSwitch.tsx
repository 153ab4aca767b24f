import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n/index';
import type { Locale } from '../../api/errors';

/** RU / EN switch; the choice is stored and sets <html lang> (SPEC §4 "Language"). */
export function LanguageSwitch({ onChange }: { onChange?: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'en' ? 'en' : 'ru';
  return (
    <ToggleButtonGroup
      className="lang-switch"
      aria-label={t('common.language')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[current]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next === 'ru' || next === 'en') {
          void changeLocale(next);
          onChange?.(next);
        }
      }}
    >
      <ToggleButton id="ru" className="lang-switch__btn" data-testid="lang-ru">RU</ToggleButton>
      <ToggleButton id="en" className="lang-switch__btn" data-testid="lang-en">EN</ToggleButton>
    </ToggleButtonGroup>
  );
}
