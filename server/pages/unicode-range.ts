// CSS unicode-range lists (`U+20-22,U+41`) written from and read into code points: the shipped
// range files (./font-subsets.ts), the cuts of published pages (./font-cut.ts) and the rules a
// page's head carries (./font-face.ts) all use these.

/** `U+410-44F,U+2116`: consecutive code points (sorted, no repeats) as ranges. */
export function unicodeRange(points: readonly number[]): string {
  const out: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase();
  for (let i = 0; i < points.length; i++) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    out.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j;
  }
  return out.join(',');
}

/** Every code point a unicode-range lists, in its order. */
export function rangePoints(range: string): number[] {
  if (range === '') return [];
  return range.split(',').flatMap((part) => {
    const [from, to] = part.trim().slice(2).split('-').map((h) => parseInt(h, 16));
    return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
  });
}

/** Whether a unicode-range holds any of the code points. */
export function rangeHas(range: string, points: ReadonlySet<number>): boolean {
  if (range === '') return false;
  return range.split(',').some((part) => {
    const [from, to] = part.trim().slice(2).split('-').map((h) => parseInt(h, 16));
    for (const p of points) if (p >= from && p <= (to ?? from)) return true;
    return false;
  });
}
