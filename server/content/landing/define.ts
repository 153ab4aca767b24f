// What one landing template is: a look (one of the four themes, so it shares its palette, font
// pair and block collection), its name and description, and its sections, each a layout of kit.ts
// filled with the template's copy in Russian or English. defineLanding checks at compile time
// that both languages have the same copy shape.
import type { N } from '../build';
import type { Theme } from '../themes';
import type { BlockCategory } from '../types';
import type { Lang } from './kit';

interface LandingSection {
  /** Unique among all shipped layouts: the section's key in the block library. */
  key: string;
  category: BlockCategory;
  /** Its title in the block library. */
  title: string;
  build: (t: Theme, lang: Lang) => N;
}

export interface Landing {
  code: string;
  theme: Theme['code'];
  title: Record<Lang, string>;
  description: Record<Lang, string>;
  sections: LandingSection[];
}

export interface LandingDef<C> {
  code: string;
  theme: Theme['code'];
  title: Record<Lang, string>;
  description: Record<Lang, string>;
  copy: Record<Lang, C>;
  sections: { key: string; category: BlockCategory; title: string; build: (t: Theme, c: C, lang: Lang) => N }[];
}

export function defineLanding<C>(def: LandingDef<C>): Landing {
  return {
    code: def.code, theme: def.theme, title: def.title, description: def.description,
    sections: def.sections.map((s) => ({ key: s.key, category: s.category, title: s.title, build: (t, lang) => s.build(t, def.copy[lang], lang) })),
  };
}
