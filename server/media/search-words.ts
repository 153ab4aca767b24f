// Light stemming for searching short Russian and English keyword lists (the shipped stock catalogue):
// 'гора' finds 'горы', 'морем' finds 'море', 'офисы' finds 'офис', 'mountain' finds 'mountains'.
// Not a full stemmer (Snowball would be): it cuts one common inflectional ending. A query word that
// had an ending (a whole word form) matches a keyword of the same stem, or a keyword stem it extends
// by a suffix of up to two letters ('горный' → 'горы'); a query word without one may be a prefix
// still being typed ('гор' finds 'горы' and 'город').

const RU_ENDINGS = [
  'иями', 'ями', 'ами', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ией', 'ия', 'ие', 'ий', 'ью',
  'ая', 'яя', 'ое', 'ее', 'ые', 'ой', 'ей', 'ый', 'ов', 'ев', 'ом', 'ем', 'ам', 'ям', 'ах', 'ях', 'ую', 'юю',
  'а', 'я', 'ы', 'и', 'у', 'ю', 'е', 'о', 'ь', 'й',
];
const EN_ENDINGS = ['ies', 'es', 's', 'ing', 'ed'];

/** Lower case, 'ё' as 'е', split into words of letters and digits. */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/ё/g, 'е').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The word without one inflectional ending, keeping at least two letters. */
export function stem(word: string): string {
  const endings = /[а-я]/.test(word) ? RU_ENDINGS : EN_ENDINGS;
  for (const e of endings) if (word.length - e.length >= 2 && word.endsWith(e)) return word.slice(0, -e.length);
  return word;
}

/** Keywords prepared for matching. */
export function keywordStems(text: string): string[] {
  return words(text).map(stem);
}

function matchesWord(stems: readonly string[], word: string): boolean {
  const w = stem(word);
  const whole = w !== word;
  return stems.some((k) => (whole ? k === w : k.startsWith(w)) || (k.length >= 3 && w.length > k.length && w.length - k.length <= 2 && w.startsWith(k)));
}

/** Every query word matches some keyword. */
export function matchesQuery(stems: readonly string[], query: string): boolean {
  return words(query).every((w) => matchesWord(stems, w));
}
