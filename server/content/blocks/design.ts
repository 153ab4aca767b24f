// What one shipped block layout is: a category of SPEC §3 and a builder that draws it in a Theme.
import type { N } from '../build';
import type { Lang } from '../landing/kit';
import type { Theme } from '../themes';
import type { BlockCategory } from '../types';

export interface BlockDesign {
  key: string;
  category: BlockCategory;
  title: string;
  /**
   * The layout with its demo copy in `lang` (Russian by default: the block library's language).
   * The layouts the four looks of SPEC §3 are drawn from have English copy too; the others are Russian only.
   */
  build: (t: Theme, lang?: Lang) => N;
}
