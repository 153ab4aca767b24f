// What one shipped block layout is: a category of SPEC §3 and a builder that draws it in a Theme.
import type { N } from '../build';
import type { Theme } from '../themes';
import type { BlockCategory } from '../types';

export interface BlockDesign {
  key: string;
  category: BlockCategory;
  title: string;
  build: (t: Theme) => N;
}
