/** Rich text in textual widgets: the data model, its rendering, and the paste sanitiser. */
export {
  MARKS, canonicalRich, cleanRel, hasLists, inlineOnly, isList, linkHref, plainText, readRich, runMarks, runText, tidyParagraph,
} from './model';
export type { Mark, MarkedRun, RichBlock, RichList, RichParagraph, RichRun, RichText, RichValue } from './model';
export { blockNodes, linkAttrsOf, paragraphNodes } from './render';
export { richSlot } from './slot';
