// The 'integrations' and 'contacts' namespaces: the same keys in both languages, no empty text,
// every Russian plural form, and a label for every field of the catalogue in api/.
import { describe, expect, it } from 'vitest';
import { INTEGRATION_TYPES } from '../../../api/integrationCatalogue';
import integrationsRu from '../../i18n/integrations.ru.json';
import integrationsEn from '../../i18n/integrations.en.json';
import contactsRu from '../../i18n/contacts.ru.json';
import contactsEn from '../../i18n/contacts.en.json';

type Tree = { [key: string]: string | Tree };

const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, '')] : keys(v, `${prefix}${k}.`)));
const values = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));

describe.each([['integrations', integrationsRu, integrationsEn], ['contacts', contactsRu, contactsEn]] as const)("the '%s' namespace", (_name, ru, en) => {
  it('has the same keys in ru and en, and no empty text', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(ru))].sort());
    for (const tree of [ru, en]) for (const v of values(tree)) expect(v.trim()).not.toBe('');
  });

  it('has every Russian plural form wherever ru has plurals', () => {
    const flat = JSON.stringify(ru);
    for (const [, base] of flat.matchAll(/"(\w+)_one"/g)) for (const form of ['few', 'many', 'other']) expect(flat).toContain(`"${base}_${form}"`);
  });
});

it('every field of the catalogue has a label in both languages', () => {
  for (const type of Object.values(INTEGRATION_TYPES)) {
    for (const f of type.fields) {
      expect(integrationsRu.fields, `${type.code}.${f.key}`).toHaveProperty(f.key);
      expect(integrationsEn.fields, `${type.code}.${f.key}`).toHaveProperty(f.key);
    }
  }
});
