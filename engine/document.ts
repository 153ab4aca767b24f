/** A blank page: what a "start from scratch" page holds before its first edit. */
import { emptyGlobals, emptyLibrary, PAGE_VERSION, STYLE_VERSION, type PageDocument } from './model';
import { emptyTree } from './tree';

export const emptyDocument = (): PageDocument => ({
  version: PAGE_VERSION,
  styleVersion: STYLE_VERSION,
  page: emptyTree(),
  fragments: [],
  globals: emptyGlobals(),
  library: emptyLibrary(),
  nextId: 1,
});
