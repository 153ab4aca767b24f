// The names shipped widgets carry (the editor's layers, selection frame and settings show them) in
// the page's language. Shipped layouts name their sections and a few parts in Russian, the block
// library's language; a page made from a template in English gets the English names: the engine's
// own type title where the name is the type's Russian title, else this table of the section names
// the layouts use.
import { typeTitle } from '../../engine/index';
import type { Lang } from './landing/kit';

const ENGLISH: Record<string, string> = {
  'Меню': 'Menu',
  'Первый экран': 'First screen',
  'Преимущества': 'Benefits',
  'Цифры': 'Figures',
  'Отзывы': 'Reviews',
  'Отзыв': 'Review',
  'Цены': 'Pricing',
  'Цена': 'Price',
  'Форма': 'Form',
  'Форма заявки': 'Lead form',
  'Поле': 'Field',
  'Подвал': 'Footer',
  'Этапы': 'Steps',
  'Вопросы': 'Questions',
  'Вопрос': 'Question',
  'О нас': 'About us',
  'Для кого': 'Audience',
  'Призыв': 'Call to action',
  'Шапка': 'Header',
  'Текст политики': 'Policy text',
};

/** `name`, the Russian name of a shipped widget of `type`, in `lang` (unchanged where no English is known). */
export function layerName(name: string, type: string, lang: Lang): string {
  if (lang === 'ru') return name;
  if (name === typeTitle(type, 'ru')) return typeTitle(type, 'en');
  return ENGLISH[name] ?? name;
}
