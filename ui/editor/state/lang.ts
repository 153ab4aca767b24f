// The two languages the editor works in, kept apart. The interface language (useLang, interfaceLang)
// is the person's: widget names, panel labels, the catalogue's titles. The page's language
// (EditorServices.contentLang) is the visitors': the default words of every widget the editor adds.
// An English page built in the Russian interface gets English words and Russian names.
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AddOptions, Lang } from '../engine';
import type { EditorServices } from './EditorContext';

const langOf = (language: string | undefined): Lang => (language === 'en' ? 'en' : 'ru');

/** The interface language, for event handlers (outside render). */
const interfaceLang = (): Lang => langOf(i18next.language);

/** The interface language, in render. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return langOf(i18n.language);
}

/** The languages of a widget.add: its words in the page's language, its name in the interface's. */
export function addLangs({ contentLang }: Pick<EditorServices, 'contentLang'>): Pick<AddOptions, 'lang' | 'nameLang'> {
  return { lang: contentLang, nameLang: interfaceLang() };
}
