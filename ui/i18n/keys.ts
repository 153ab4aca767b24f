/** Storage key of the interface language (kept on logout). */
export const LOCALE_KEY = 'locale';
