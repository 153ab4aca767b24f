// The interface language as the engine's catalogue knows it (its names and default content come in
// Russian and English): the editor adds widgets and shows their names in the language the UI shows.
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../engine';

export const langOf = (language: string | undefined): Lang => (language === 'en' ? 'en' : 'ru');

/** For event handlers (outside render). */
export const currentLang = (): Lang => langOf(i18next.language);

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return langOf(i18n.language);
}
