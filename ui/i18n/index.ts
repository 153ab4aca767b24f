// i18next with ru (default and fallback, Russian plural rules via Intl) and en. Server error texts come
// from api/errors.ts as the `errors` namespace, so they are written once. The choice is stored in
// prefixed local storage and sets <html lang> (SPEC §4 "Language").
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorMessages, type Locale } from '../../api/errors';
import { setLocaleProvider, storage } from '../../adapters/index';
import { setDateLocale } from '../lib/dates';
import { LOCALE_KEY } from './keys';

type Catalogue = Record<string, unknown>;
/** Namespaces of the screens behind the login: loaded with the main shell and the editor, not before. */
export type ScreenNamespace = 'pages' | 'editor' | 'leads' | 'billing' | 'integrations' | 'contacts' | 'stats' | 'cdp' | 'pipelines' | 'salesOrders' | 'webinars' | 'settings';
type Namespace = 'translation' | ScreenNamespace;
const SCREEN_NAMESPACES: readonly ScreenNamespace[] = ['pages', 'editor', 'leads', 'billing', 'integrations', 'contacts', 'stats', 'cdp', 'pipelines', 'salesOrders', 'webinars', 'settings'];

/**
 * Every catalogue is its own chunk: the first screen loads only the language it shows and only the
 * common namespace; the other language arrives when the person switches (changeLocale waits for it).
 */
const CATALOGUES: Record<Locale, Record<Namespace, () => Promise<{ default: Catalogue }>>> = {
  ru: {
    translation: () => import('./ru.json'), pages: () => import('./pages.ru.json'), editor: () => import('./editor.ru.json'), leads: () => import('./leads.ru.json'),
    billing: () => import('./billing.ru.json'), integrations: () => import('./integrations.ru.json'), contacts: () => import('./contacts.ru.json'),
    stats: () => import('./stats.ru.json'), cdp: () => import('./cdp.ru.json'), pipelines: () => import('./pipelines.ru.json'), salesOrders: () => import('./sales-orders.ru.json'), webinars: () => import('./webinars.ru.json'), settings: () => import('./settings.ru.json'),
  },
  en: {
    translation: () => import('./en.json'), pages: () => import('./pages.en.json'), editor: () => import('./editor.en.json'), leads: () => import('./leads.en.json'),
    billing: () => import('./billing.en.json'), integrations: () => import('./integrations.en.json'), contacts: () => import('./contacts.en.json'),
    stats: () => import('./stats.en.json'), cdp: () => import('./cdp.en.json'), pipelines: () => import('./pipelines.en.json'), salesOrders: () => import('./sales-orders.en.json'), webinars: () => import('./webinars.en.json'), settings: () => import('./settings.en.json'),
  },
};

/** The language and ru, its fallback. */
const withFallback = (locale: Locale): Locale[] => (locale === 'ru' ? ['ru'] : [locale, 'ru']);

/** Adds the namespaces of these languages that are not there yet (errors come with translation). */
async function addBundles(locales: readonly Locale[], namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(locales.flatMap((l) => namespaces.filter((ns) => !i18next.hasResourceBundle(l, ns)).map(async (ns) => {
    const { default: catalogue } = await CATALOGUES[l][ns]();
    i18next.addResourceBundle(l, ns, catalogue, true, true);
    if (ns === 'translation') i18next.addResourceBundle(l, 'errors', errorsNamespace(l), true, true);
  })));
}

const loadedScreenNamespaces = new Set<ScreenNamespace>();

/** Loads screen namespaces for the current language (and ru); route loaders await it. */
export async function loadNamespaces(namespaces: readonly ScreenNamespace[]): Promise<void> {
  namespaces.forEach((ns) => loadedScreenNamespaces.add(ns));
  await addBundles(withFallback(isLocale(i18next.language) ? i18next.language : 'ru'), namespaces);
}

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
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    // index.html names the tab in Russian; the English UI names it in English.
    if (i18next.exists('app.name', { lng: locale })) document.title = i18next.t('app.name', { lng: locale });
  }
  setDateLocale(isLocale(locale) ? locale : 'ru');
}

export interface InitOptions {
  /**
   * Load the pages and editor namespaces later, with their routes (loadNamespaces). The app does;
   * tests that render a screen directly get every namespace at once.
   */
  lazyScreenNamespaces?: boolean;
  /**
   * Screen namespaces fetched with the common one, in parallel, rather than by the route after it:
   * the entry names those of the route it opens on (router.tsx, routeNamespaces).
   */
  namespaces?: readonly ScreenNamespace[];
}

export async function initI18n(locale: Locale = storedLocale(), { lazyScreenNamespaces = false, namespaces: first = [] }: InitOptions = {}): Promise<typeof i18next> {
  i18next.on('languageChanged', applyDocumentLanguage);
  (lazyScreenNamespaces ? first : SCREEN_NAMESPACES).forEach((ns) => loadedScreenNamespaces.add(ns));
  const namespaces: Namespace[] = ['translation', ...loadedScreenNamespaces];
  const resources = Object.fromEntries(await Promise.all(withFallback(locale).map(async (l) => {
    const catalogues = await Promise.all(namespaces.map(async (ns) => [ns, (await CATALOGUES[l][ns]()).default] as const));
    return [l, { ...Object.fromEntries(catalogues), errors: errorsNamespace(l) }] as const;
  })));
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'ru',
    supportedLngs: LOCALES,
    // Error codes contain dots ('login.wrong'): only the translation namespace nests by '.'.
    nsSeparator: ':',
    resources,
    // Keeps the catalogues added later (addBundles) from being reported as missing resources.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(locale);
  setLocaleProvider(() => i18next.language);
  return i18next;
}

export async function changeLocale(locale: Locale): Promise<void> {
  storage.setItem(LOCALE_KEY, locale);
  await showLocale(locale);
}

async function showLocale(locale: Locale): Promise<void> {
  await addBundles(withFallback(locale), ['translation', ...loadedScreenNamespaces]);
  await i18next.changeLanguage(locale);
}

/**
 * The signed-in user's profile language, shown when this device has no choice of its own (a first
 * sign-in on a new device). It is not stored: the device's own choice, once made, wins; until then the
 * profile decides on every session load.
 */
export async function followProfileLocale(locale: string | null | undefined): Promise<void> {
  if (!i18next.isInitialized || !isLocale(locale) || isLocale(storage.getItem(LOCALE_KEY)) || i18next.language === locale) return;
  await showLocale(locale);
}

/** Text of a server error code in the current language, or null when the catalogue lacks it. */
export function errorText(code: string | null | undefined, args: Record<string, string> = {}): string | null {
  if (!code || !(code in errorMessages)) return null;
  return i18next.t(code, { ns: 'errors', keySeparator: false, ...args });
}

export { i18next };
