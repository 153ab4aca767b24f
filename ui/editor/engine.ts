// The editor's one door to engine/. engine/index.ts is still being filled by its owner; until it
// exports everything, this file re-exports from the modules directly, so switching is a one-file change.
export { createEditor, type Editor, type EditorState } from '../../engine/editor';
export { importContent, exportContent, type PageContent } from '../../engine/import/index';
export { WIDGET_CATALOGUE, catalogueEntry, canHaveChildren, type CatalogueEntry, type AddCategory } from '../../engine/catalogue';
export { resolveStyle, isHiddenOn } from '../../engine/styles';
export { videoEmbedUrl } from '../../engine/validate';
export { treeOf } from '../../engine/apply/context';
export { childIds, getWidget, snapshot } from '../../engine/tree';
export { pget, pforEach } from '../../engine/pmap';
export { EngineError, isEngineError } from '../../engine/errors';
export { ANIMATIONS, BUTTON_ACTIONS, INPUT_TYPES, MESSAGES } from '../../engine/constants';
export { SCREENS, type Screen, type Widget, type WidgetTree, type PageDocument, type StoreId, type Design, type Palette, type FontPreset, type TextStyle } from '../../engine/model';
export type { EngineEvent, DocEvent, Position, SubtreeDraft, WidgetDraft, FragmentData, TreeNodeJson } from '../../engine/events';
