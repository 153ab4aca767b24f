import { describe, expect, it } from 'vitest';
import ru from '../../i18n/pages.ru.json';
import en from '../../i18n/pages.en.json';
import { catalogueKeys, catalogueTexts, missingRussianPlurals } from '../../i18n/catalogueTree';

describe("the 'pages' namespace", () => {
  it('has the same keys in ru and en', () => {
    expect([...new Set(catalogueKeys(en))].sort()).toEqual([...new Set(catalogueKeys(ru))].sort());
  });

  it('has no empty texts', () => {
    for (const tree of [ru, en]) for (const v of catalogueTexts(tree)) expect(v.trim()).not.toBe('');
  });

  it('has every Russian plural form wherever ru has plurals', () => {
    const { bases, missing } = missingRussianPlurals(ru);
    expect(bases).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('keeps the SPEC texts verbatim', () => {
    expect(ru.common.nothingFound).toBe('Ничего не найдено');
    expect(ru.common.required).toBe('Заполните поле');
    expect(ru.common.format).toBe('Заполните поле в указанном формате');
    expect(ru.plugins.saveFailed).toBe('Произошла ошибка при сохранении');
    expect(ru.plugins.createFailed).toBe('Произошла ошибка при создании');
    expect(ru.common.saved).toBe('Настройки успешно сохранены!');
    expect(ru.common.saveFailed).toBe('Произошла ошибка при сохранении настроек!');
  });
});
