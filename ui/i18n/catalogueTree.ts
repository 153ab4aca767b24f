// Walking a translation catalogue (a JSON tree of texts) for the tests that check every namespace:
// the same keys in ru and en, no empty text, every Russian plural form.

export type CatalogueTree = { [key: string]: string | CatalogueTree };

/** Flat keys with plural suffixes folded (ru has _one/_few/_many/_other, en needs only _one/_other). */
export function catalogueKeys(tree: CatalogueTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, '')] : catalogueKeys(v, `${prefix}${k}.`)));
}

/** Every text of the tree. */
export function catalogueTexts(tree: CatalogueTree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : catalogueTexts(v)));
}

/** The plural keys (without the suffix) that lack one of Russian's forms: one, few, many, other. */
export function missingRussianPlurals(tree: CatalogueTree): { bases: number; missing: string[] } {
  const flat = JSON.stringify(tree);
  const bases = new Set([...flat.matchAll(/"(\w+)_one"/g)].map((m) => m[1]));
  const missing = [...bases].flatMap((base) => ['few', 'many', 'other'].filter((form) => !flat.includes(`"${base}_${form}"`)).map((form) => `${base}_${form}`));
  return { bases: bases.size, missing };
}
