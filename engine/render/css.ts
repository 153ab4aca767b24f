/**
 * Collects CSS while widgets render. Identical declarations on the same screen share one class,
 * named in order of first use (a, b, …, a1, …), so a page of 1,000 similar widgets needs a handful
 * of rules. Each screen's own declarations go into its media block (stylesheet.ts); the cascade
 * then gives the desktop → laptop → tablet → mobile inheritance for free.
 */
import { BREAKPOINTS } from '../constants';
import type { Screen, StyleDecl } from '../model';
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

  /** This screen's rules, in order of first use. */
  rulesFor(screen: Screen): readonly string[] {
    return this.rules[screen];
  }
}
