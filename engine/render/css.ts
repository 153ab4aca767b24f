/**
 * Collects CSS while widgets render. Identical declarations on the same screen share one class,
 * named in order of first use (a, b, …, a1, …), so a page of 1,000 similar widgets needs a handful
 * of rules. Each screen's own declarations go into its media block; the cascade then gives the
 * desktop → laptop → tablet → mobile inheritance for free.
 */
import { BREAKPOINTS } from '../constants';
import { SCREENS, type Screen, type StyleDecl } from '../model';
import { declText } from '../styles';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Short unique class names; no hyphens, so they never clash with the fixed `_x` / `dc-` / `ts-` names. */
export function className(n: number): string {
  let s = LETTERS[n % 26];
  for (let m = Math.floor(n / 26); m > 0; m = Math.floor(m / 36)) s += ALNUM[m % 36];
  return s;
}

export const MEDIA: Readonly<Record<Screen, string | null>> = {
  desktop: null,
  laptop: `@media (max-width:${BREAKPOINTS.md}px)`,
  tablet: `@media (max-width:${BREAKPOINTS.sm}px)`,
  mobile: `@media (max-width:${BREAKPOINTS.xs}px)`,
};

export class CssCollector {
  private readonly byKey = new Map<string, string>();
  private readonly rules: Record<Screen, string[]> = { desktop: [], laptop: [], tablet: [], mobile: [] };
  private count = 0;

  /** The class for these declarations on this screen ('' when there is nothing to declare). */
  classFor(screen: Screen, decl: StyleDecl | undefined): string {
    if (decl === undefined) return '';
    const text = declText(decl);
    if (text === '') return '';
    const key = screen === 'desktop' ? text : `${screen}|${text}`;
    let name = this.byKey.get(key);
    if (name === undefined) {
      name = className(this.count++);
      this.byKey.set(key, name);
      this.rules[screen].push(`.${name}{${text}}`);
    }
    return name;
  }

  /** A rule with a fixed selector (design classes, text styles), added once. */
  fixed(selector: string, screen: Screen, decl: StyleDecl | undefined): void {
    if (decl === undefined) return;
    const text = declText(decl);
    const key = `fixed|${screen}|${selector}`;
    if (text === '' || this.byKey.has(key)) return;
    this.byKey.set(key, selector);
    this.rules[screen].unshift(`${selector}{${text}}`);
  }

  toString(): string {
    let out = '';
    for (const s of SCREENS) {
      if (this.rules[s].length === 0) continue;
      const body = this.rules[s].join('');
      const media = MEDIA[s];
      out += media === null ? body : `${media}{${body}}`;
    }
    return out;
  }
}
