import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUE } from './catalogue';
import { newItemTitle } from './new-items';

describe('a new list item\'s words', () => {
  it('are numbered in the page\'s language', () => {
    expect([newItemTitle('menuItem', 4, 'ru'), newItemTitle('option', 3, 'ru'), newItemTitle('tab', 3, 'ru')]).toEqual(['Пункт 4', 'Вариант 3', 'Вкладка 3']);
    expect([newItemTitle('menuItem', 4, 'en'), newItemTitle('option', 3, 'en'), newItemTitle('tab', 3, 'en')]).toEqual(['Item 4', 'Option 3', 'Tab 3']);
    expect([newItemTitle('popup', 2, 'ru'), newItemTitle('popup', 2, 'en')]).toEqual(['Модальное окно 2', 'Modal 2']);
  });

  it('continue the catalogue\'s own numbering: a third tab or option reads like the first two', () => {
    for (const lang of ['ru', 'en'] as const) {
      const tabs = WIDGET_CATALOGUE.find((e) => e.key === 'tab')?.content[lang].tabs;
      expect(tabs).toEqual([newItemTitle('tab', 1, lang), newItemTitle('tab', 2, lang)]);
      const options = WIDGET_CATALOGUE.filter((e) => Array.isArray(e.content[lang].options) && (e.content[lang].options as unknown[]).length > 0).map((e) => e.content[lang].options);
      expect(options.length).toBeGreaterThan(0);
      for (const list of options) expect(list).toEqual((list as unknown[]).map((_o, i) => newItemTitle('option', i + 1, lang)));
    }
  });
});
