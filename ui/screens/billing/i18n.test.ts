import { describe, expect, it } from 'vitest';
import ru from '../../i18n/billing.ru.json';
import en from '../../i18n/billing.en.json';
import { limitKinds, tariffFeatures } from '../../../api/billing';

type Tree = { [key: string]: string | Tree };

/** Flat keys with plural suffixes folded (ru has _one/_few/_many/_other, en needs only _one/_other). */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, '')] : keys(v, `${prefix}${k}.`)));
}

const values = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));

describe("the 'billing' namespace", () => {
  it('has the same keys in ru and en, and no empty texts', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(ru))].sort());
    for (const tree of [ru, en]) for (const v of values(tree)) expect(v.trim()).not.toBe('');
  });

  it('has every Russian plural form wherever ru has plurals', () => {
    const flat = JSON.stringify(ru);
    const bases = new Set([...flat.matchAll(/"(\w+)_one"/g)].map((m) => m[1]));
    expect(bases.size).toBeGreaterThan(0);
    for (const base of bases) for (const form of ['few', 'many', 'other']) expect(flat).toContain(`"${base}_${form}"`);
  });

  it('names every feature and packet the server can send', () => {
    for (const f of tariffFeatures) expect(ru.features[f]).toBeTruthy();
    for (const k of limitKinds) expect(ru.packets[`${k}_one`]).toBeTruthy();
  });
});
