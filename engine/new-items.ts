/**
 * The words of an item a person adds to a list on the page — a menu's link, a choice's option, a
 * tab's title, a popup's title (its dialog's accessible name) — numbered, in the page's language:
 * visitors read or hear them, so they follow the page as a catalogue widget's default content does,
 * not the language of whoever edits the page.
 */
import type { Lang, Localized } from './lang';

export type NewItemKind = 'menuItem' | 'option' | 'tab' | 'popup';

const WORDS: Localized<Readonly<Record<NewItemKind, string>>> = {
  en: { menuItem: 'Item', option: 'Option', tab: 'Tab', popup: 'Modal' },
  ru: { menuItem: 'Пункт', option: 'Вариант', tab: 'Вкладка', popup: 'Модальное окно' },
};

/** The title of the `n`th item (from 1) of a list, in `lang`. */
export const newItemTitle = (kind: NewItemKind, n: number, lang: Lang): string => `${WORDS[lang][kind]} ${n}`;
