import { treeOf, type EditorState, type WidgetTree } from '../engine';

/** The widget tree being edited: the page's, or the open modal's. */
export const currentTree = (s: EditorState): WidgetTree => treeOf(s.doc, s.store === 'page' ? undefined : s.store);
