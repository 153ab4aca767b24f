// Shapes of the shipped content. StoredContent is the page content of SPEC §3 exactly as the pages
// service stores it and the engine's importContent reads it (long keys, current versions).

/** SPEC §3 "Block categories", the full list, in its order. */
export const BLOCK_CATEGORIES = [
  'empty', 'empty_wide', 'menu', 'first_screen', 'benefit', 'products', 'identification', 'evidence',
  'objections', 'about', 'conversion', 'reviews', 'price', 'stages', 'team', 'footer', 'modal',
] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

export type Screen = 'desktop' | 'laptop' | 'tablet' | 'mobile';
export type Decl = Record<string, string | number>;
export type NodeStyle = Partial<Record<Screen, Decl>>;

export interface StoredWidget {
  id: number;
  type: string;
  name: string;
  cfg: Record<string, unknown>;
  classes: (string | number)[];
  style: NodeStyle;
  parentId: number | null;
  v: string;
}

export interface StoredTreeNode {
  id: number;
  type: string;
  cd: StoredTreeNode[];
  parentId: number | null;
}

export interface StoredGlobals {
  paletteId: number | null;
  fontId: number | null;
  designId: number | null;
  collectionId: number | null;
  selectedCollectionId: number | null;
  textStyles: { code: number; title: string; params: Decl }[];
  palette: null;
}

export interface StoredContent {
  version: '0.2';
  styleVersion: '0.3';
  widgets: Record<string, StoredWidget>;
  tree: StoredTreeNode[];
  fragments: Record<string, never>;
  globals: StoredGlobals;
}
