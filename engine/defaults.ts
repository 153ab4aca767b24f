/**
 * Page-load defaults (SPEC §4): missing globals default to the first design, the first palette, the
 * first font preset, collection 1, and the selected collection equal to the collection. A design
 * that has a child design (one whose parent is it) switches to that child.
 */
import type { Globals, Library } from './model';

export function applyLoadDefaults(globals: Globals, library: Library): Globals {
  let designId = globals.designId ?? library.designs[0]?.id ?? null;
  if (designId !== null) {
    const child = library.designs.find((d) => d.parent_id === designId);
    if (child !== undefined) designId = child.id;
  }
  const collectionId = globals.collectionId ?? 1;
  return {
    ...globals,
    designId,
    paletteId: globals.paletteId ?? library.palettes[0]?.id ?? null,
    fontId: globals.fontId ?? library.fontPresets[0]?.id ?? null,
    collectionId,
    selectedCollectionId: globals.selectedCollectionId ?? collectionId,
  };
}
