/** The interface languages (SPEC: Russian by default, English too). */
export const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export type Localized<T> = Readonly<Record<Lang, T>>;

export const isLang = (x: unknown): x is Lang => x === 'ru' || x === 'en';
