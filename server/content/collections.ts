// Template collections (SPEC §3: id, title, compatible collections) and the shipped blocks in them.
// Each collection is one visual language (server/content/themes.ts) and holds every block layout
// drawn in that look. Collection 1 is the default of SPEC §4 page-load defaults.
import { toContent } from './build';
import { coverSvg } from './cover';
import { extraBlocks } from './blocks/extra';
import { heroBlocks } from './blocks/hero';
import { navigationBlocks } from './blocks/navigation';
import { offerBlocks } from './blocks/offer';
import { sellBlocks } from './blocks/sell';
import { socialBlocks } from './blocks/social';
import { LANDINGS } from './landing/index';
import type { BlockDesign } from './blocks/design';
import type { Lang } from './landing/kit';
import { THEMES, variableTheme, type Theme } from './themes';
import { BLOCK_CATEGORIES, type BlockCategory, type StoredContent } from './types';

export interface TemplateCollection { id: number; code: Theme['code']; title: string; compatible: number[] }

export const COLLECTIONS: TemplateCollection[] = [
  { id: 1, code: 'default', title: 'Базовая', compatible: [2, 3] },
  { id: 2, code: 'flat', title: 'Плоская', compatible: [1] },
  { id: 3, code: 'green', title: 'Зелёная', compatible: [1] },
  { id: 4, code: 'square', title: 'Квадрат', compatible: [] },
];

export const findCollection = (id: number): TemplateCollection | undefined => COLLECTIONS.find((c) => c.id === id);

/**
 * Append-only: a layout's position here is part of its block ids (see blockId), so new layouts go
 * at the end and none is ever removed or reordered.
 */
const ID_ORDER: BlockDesign[] = [
  ...navigationBlocks, ...heroBlocks, ...sellBlocks, ...socialBlocks, ...offerBlocks, ...extraBlocks,
  // Every section of the landing templates, with its demo copy in the language asked (Russian, the block library's, by default).
  ...LANDINGS.flatMap((l) => l.sections.map((s): BlockDesign => ({ key: s.key, category: s.category, title: s.title, build: (t, lang = 'ru') => s.build(t, lang) }))),
];

/** Every layout, ordered by SPEC §3's category order so lists read like a page from top to bottom. */
export const BLOCK_DESIGNS: BlockDesign[] = [...ID_ORDER]
  .sort((a, b) => BLOCK_CATEGORIES.indexOf(a.category) - BLOCK_CATEGORIES.indexOf(b.category));

export interface ShippedBlock {
  id: number;
  key: string;
  collection_id: number;
  category: BlockCategory;
  title: string;
  is_course: boolean;
  cover: string;
  content: StoredContent;
}

/** Stable ids below 100000 (user blocks start there): collection × 1000 + the layout's position. */
const blockId = (collectionId: number, index: number) => collectionId * 1000 + index + 1;

let shipped: { blocks: ShippedBlock[]; covers: Map<string, string> } | undefined;

function build() {
  const blocks: ShippedBlock[] = [];
  const covers = new Map<string, string>();
  for (const c of COLLECTIONS) {
    BLOCK_DESIGNS.forEach((design) => {
      const id = blockId(c.id, ID_ORDER.indexOf(design));
      const node = design.build(variableTheme(THEMES[c.code]));
      covers.set(`block-${id}`, coverSvg([node]));
      blocks.push({
        id, key: design.key, collection_id: c.id, category: design.category, title: design.title, is_course: false,
        cover: `/content-files/covers/block-${id}.svg`, content: toContent([node]),
      });
    });
  }
  return { blocks, covers };
}

/** Built once per process: content is static and the same for every account. */
export function shippedBlocks(): ShippedBlock[] {
  shipped ??= build();
  return shipped.blocks;
}

const translated = new Map<string, StoredContent>();

/**
 * One shipped block with its content in `lang`. The list (shippedBlocks) holds the Russian copy; a
 * layout with copy in another language is drawn in it on first ask and kept, one with a single copy
 * answers that copy.
 */
export function shippedBlock(id: number, lang: Lang): ShippedBlock | undefined {
  const block = shippedBlocks().find((b) => b.id === id);
  if (!block || lang === 'ru') return block;
  let content = translated.get(`${lang}:${id}`);
  if (!content) {
    const design = ID_ORDER[id - block.collection_id * 1000 - 1];
    const collection = findCollection(block.collection_id);
    if (!design || !collection) return block;
    content = toContent([design.build(variableTheme(THEMES[collection.code]), lang)]);
    translated.set(`${lang}:${id}`, content);
  }
  return { ...block, content };
}

export function blockCover(name: string): string | undefined {
  shipped ??= build();
  return shipped.covers.get(name);
}
