import { describe, expect, it } from 'vitest';
import ru from '../../i18n/billing.ru.json';
import en from '../../i18n/billing.en.json';
import { limitKinds, tariffFeatures } from '../../../api/billing';
import { catalogueKeys, catalogueTexts, missingRussianPlurals } from '../../i18n/catalogueTree';

describe("the 'billing' namespace", () => {
  it('has the same keys in ru and en, and no empty texts', () => {
    expect([...new Set(catalogueKeys(en))].sort()).toEqual([...new Set(catalogueKeys(ru))].sort());
    for (const tree of [ru, en]) for (const v of catalogueTexts(tree)) expect(v.trim()).not.toBe('');
  });

  it('has every Russian plural form wherever ru has plurals', () => {
    const { bases, missing } = missingRussianPlurals(ru);
    expect(bases).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('names every feature and packet the server can send', () => {
    for (const f of tariffFeatures) expect(ru.features[f]).toBeTruthy();
    for (const k of limitKinds) expect(ru.packets[`${k}_one`]).toBeTruthy();
  });
});
