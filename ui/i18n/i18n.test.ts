import { describe, expect, it } from 'vitest';
import ru from './ru.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

/** Flat keys, with plural suffixes folded: ru has _one/_few/_many, en only _one/_other. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, '')] : keys(v, `${prefix}${k}.`)));
}

describe('i18n catalogues', () => {
  it('ru and en have exactly the same keys', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(ru))].sort());
  });

  it('every value is a non-empty string', () => {
    for (const tree of [ru, en]) {
      const walk = (t: Tree): void => Object.values(t).forEach((v) => (typeof v === 'string' ? expect(v.trim()).not.toBe('') : walk(v)));
      walk(tree);
    }
  });

  it('ru has all Russian plural forms wherever it has plurals', () => {
    const flat = JSON.stringify(ru);
    for (const base of ['sessionsEnded', 'selected']) {
      for (const form of ['one', 'few', 'many', 'other']) expect(flat).toContain(`"${base}_${form}"`);
    }
  });
});

describe('editor catalogues', () => {
  it('ru and en have exactly the same keys', async () => {
    const [edRu, edEn] = await Promise.all([import('./editor.ru.json'), import('./editor.en.json')]);
    expect([...new Set(keys(edEn.default as Tree))].sort()).toEqual([...new Set(keys(edRu.default as Tree))].sort());
  });

  it('every engine error code has a message in both languages', async () => {
    const { ENGINE_ERROR_CODES } = await import('../../engine/index');
    const [edRu, edEn] = await Promise.all([import('./editor.ru.json'), import('./editor.en.json')]);
    for (const catalogue of [edRu.default, edEn.default] as unknown as { errors: Record<string, string> }[]) {
      for (const code of ENGINE_ERROR_CODES) expect(catalogue.errors[code], code).toMatch(/\S/);
    }
  });
});

describe('webinars catalogues', () => {
  it('ru and en have exactly the same keys, and ru every Russian plural form', async () => {
    const [wRu, wEn] = await Promise.all([import('./webinars.ru.json'), import('./webinars.en.json')]);
    expect([...new Set(keys(wEn.default as Tree))].sort()).toEqual([...new Set(keys(wRu.default as Tree))].sort());
    const flat = JSON.stringify(wRu.default);
    for (const base of ['minutes', 'when', 'title', 'more']) {
      for (const form of ['one', 'few', 'many', 'other']) expect(flat).toContain(`"${base}_${form}"`);
    }
  });
});
