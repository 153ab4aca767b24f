// i18next with ru (default and fallback, Russian plural rules via Intl) and en. Server error texts come
// from api/errors.ts as the `errors` namespace, so they are written once. The choice is stored in
// prefixed local storage and sets <html lang> (SPEC §4 "Language").
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorMessages, type Locale } from '../../api/errors';
import { setLocaleProvider, storage } from '../../adapters/index';
import { setDateLocale } from '../lib/dates';
import { LOCALE_KEY } from './keys';
import ru from './ru.json';
import en from './en.json';
import editorRu from './editor.ru.json';
import editorEn from './editor.en.json';
import pagesRu from './pages.ru.json';
import pagesEn from './pages.en.json';

export const LOCALES: readonly Locale[] = ['ru', 'en'];
export { LOCALE_KEY };

function isLocale(value: unknown): value is Locale {
  return value === 'ru' || value === 'en';
}

/** api/errors uses `{0}` placeholders; i18next wants `{{0}}`. */
function errorsNamespace(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(errorMessages).map(([code, texts]) => [code, texts[locale].replace(/\{(\d+)\}/g, '{{$1}}')]));
}

export function storedLocale(): Locale {
  const value = storage.getItem(LOCALE_KEY);
  return isLocale(value) ? value : 'ru';
}

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  setDateLocale(isLocale(locale) ? locale : 'ru');
}

export async function initI18n(locale: Locale = storedLocale()): Promise<typeof i18next> {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'ru',
    supportedLngs: LOCALES,
    // Error codes contain dots ('login.wrong'): only the translation namespace nests by '.'.
    nsSeparator: ':',
    resources: {
      ru: { translation: ru, errors: errorsNamespace('ru'), pages: pagesRu, editor: editorRu },
      en: { translation: en, errors: errorsNamespace('en'), pages: pagesEn, editor: editorEn },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(locale);
  setLocaleProvider(() => i18next.language);
  return i18next;
}

export async function changeLocale(locale: Locale): Promise<void> {
  storage.setItem(LOCALE_KEY, locale);
  await i18next.changeLanguage(locale);
}

/** Text of a server error code in the current language, or null when the catalogue lacks it. */
export function errorText(code: string | null | undefined, args: Record<string, string> = {}): string | null {
  if (!code || !(code in errorMessages)) return null;
  return i18next.t(code, { ns: 'errors', keySeparator: false, ...args });
}

export { i18next };
