// What differs between the design library as last stored and as it is now (SPEC §7 font presets,
// palettes, styles): each resource that is new or changed is written whole (PUT), each one that is
// gone is deleted. Resources are told apart by id; untouched ones are the same objects (the engine
// shares what an event did not change), and equal copies count as unchanged.

/** The account's design resources, as the engine's `Library` holds them (structurally). */
export interface LibraryShape {
  readonly designs: readonly LibraryResource[];
  readonly palettes: readonly LibraryResource[];
  readonly fontPresets: readonly LibraryResource[];
}

export interface LibraryResource {
  readonly id: number;
}

/** The API's names of the three resources (SPEC §7 /styles, /palettes, /font_presets). */
export type LibraryKind = 'style' | 'palette' | 'font_preset';

export type LibraryChange =
  | { readonly op: 'put'; readonly kind: LibraryKind; readonly resource: LibraryResource }
  | { readonly op: 'delete'; readonly kind: LibraryKind; readonly id: number };

const LISTS: readonly (readonly [keyof LibraryShape, LibraryKind])[] = [['designs', 'style'], ['palettes', 'palette'], ['fontPresets', 'font_preset']];

export const emptyLibraryShape = (): LibraryShape => ({ designs: [], palettes: [], fontPresets: [] });

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export function libraryChanges(saved: LibraryShape, current: LibraryShape): LibraryChange[] {
  const out: LibraryChange[] = [];
  for (const [list, kind] of LISTS) {
    const before = new Map(saved[list].map((r) => [r.id, r]));
    const now = new Set<number>();
    for (const r of current[list]) {
      now.add(r.id);
      const old = before.get(r.id);
      if (old === undefined || !same(old, r)) out.push({ op: 'put', kind, resource: r });
    }
    for (const id of before.keys()) if (!now.has(id)) out.push({ op: 'delete', kind, id });
  }
  return out;
}
