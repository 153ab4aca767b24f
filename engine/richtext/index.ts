/** Rich text in textual widgets (see model.ts): what the rest of the project reads of it. */
export { linkHref, plainText } from './model';
export type { RichValue } from './model';
