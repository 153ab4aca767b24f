// React Aria's own words (what a drag and drop announces — «Переместить на …», dates, list counts)
// follow the interface language, not the browser's: without this a Russian screen announced
// «Drop on» in a browser set to English.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from 'react-aria-components/I18nProvider';

/** The React Aria locale of an interface language. */
export const ariaLocale = (language: string | undefined): string => (language?.startsWith('en') ? 'en-US' : 'ru-RU');

export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={ariaLocale(i18n.language)}>{children}</I18nProvider>;
}
