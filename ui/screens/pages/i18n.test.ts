import { describe, expect, it } from 'vitest';
import ru from '../../i18n/pages.ru.json';
import en from '../../i18n/pages.en.json';

type Tree = { [key: string]: string | Tree };

/** Flat keys with plural suffixes folded (ru has _one/_few/_many/_other, en needs only _one/_other). */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, '')] : keys(v, `${prefix}${k}.`)));
}

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
}

describe("the 'pages' namespace", () => {
  it('has the same keys in ru and en', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(ru))].sort());
  });

  it('has no empty texts', () => {
    for (const tree of [ru, en]) for (const v of values(tree)) expect(v.trim()).not.toBe('');
  });

  it('has every Russian plural form wherever ru has plurals', () => {
    const flat = JSON.stringify(ru);
    const bases = new Set([...flat.matchAll(/"(\w+)_one"/g)].map((m) => m[1]));
    expect(bases.size).toBeGreaterThan(0);
    for (const base of bases) for (const form of ['few', 'many', 'other']) expect(flat).toContain(`"${base}_${form}"`);
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
