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

describe('Russian catalogues', () => {
  // «Malformed content data» reached the Russian editor untranslated. A Russian value may be a name
  // (Visa, Google Analytics, Email, utm_source) but never an English sentence: no lowercase English
  // word of four letters or more outside placeholders, field names and addresses.
  const RU = ['./ru.json', './pages.ru.json', './editor.ru.json', './leads.ru.json', './billing.ru.json', './integrations.ru.json', './contacts.ru.json',
    './stats.ru.json', './cdp.ru.json', './pipelines.ru.json', './sales-orders.ru.json', './webinars.ru.json', './settings.ru.json'];
  const englishWords = (value: string) => value
    .replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((token) => !/[._@/=:-]/.test(token) && !/[А-Яа-яЁё]/.test(token))
    .flatMap((token) => token.match(/\b[a-z]{4,}\b/g) ?? []);

  it('hold no English sentence', async () => {
    const leaks: string[] = [];
    const walk = (file: string, t: Tree, path: string): void => Object.entries(t).forEach(([k, v]) => {
      if (typeof v !== 'string') return walk(file, v, `${path}${k}.`);
      if (!/[А-Яа-яЁё]/.test(v) && englishWords(v).length > 0) leaks.push(`${file} ${path}${k}: ${v}`);
    });
    for (const file of RU) walk(file, (await import(/* @vite-ignore */ file) as { default: Tree }).default, '');
    expect(leaks).toEqual([]);
  });

  it('the check finds an English sentence and lets names through', () => {
    expect(englishWords('Malformed content data')).toEqual(['content', 'data']);
    expect(englishWords('Google Tag Manager')).toEqual([]);
    expect(englishWords('utm_source')).toEqual([]);
    expect(englishWords('example.ru')).toEqual([]);
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

describe('customers catalogues', () => {
  it('the customers screen, its card and its dialog are called what the menu calls them, in both languages', async () => {
    const [cdpRu, cdpEn] = await Promise.all([import('./cdp.ru.json'), import('./cdp.en.json')]);
    expect(cdpRu.default.persons.title).toBe(ru.nav.persons);
    expect(cdpEn.default.persons.title).toBe(en.nav.persons);
    // The English screens said "Persons" under the menu's "Customers".
    const values = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
    expect(values(cdpEn.default as unknown as Tree).filter((v) => /\b[Pp]ersons?\b/.test(v))).toEqual([]);
  });
});
