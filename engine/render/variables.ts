/**
 * The page's CSS variables: palette colours `--color-1` … `--color-N` and the font preset's fonts
 * `--font-<code>` (`--font-heading`, `--font-body`). Templates, blocks and design classes refer to
 * them (`var(--color-1)`), so choosing another palette or font pair restyles the whole page.
 *
 * Child palettes (a palette's `childrenPalettes`, chosen by a design class's `childPaletteCode`)
 * re-map the palette's own colours for a part of the page that sits on another ground. Palettes
 * follow the product's eight roles: 1 main, 2 accent, 3 text, 4 secondary text, 5 background,
 * 6 section background, 7 dark background, 8 text on dark. `dark` puts the text-on-dark colour in
 * the text roles and the dark background in the background roles (and back); `light` restores the
 * palette as it is (inside a dark part). Other codes change nothing.
 */
import type { FontPreset, Globals, Library, Palette } from '../model';
import type { StyleDecl } from '../model';

/** A value that cannot break out of its declaration. */
const clean = (v: string): string => v.replace(/[{};<>]/g, '');

/** The page's palette: the library palette it chose, else one the page carries itself. */
export function activePalette(globals: Globals, library: Library): Palette | null {
  return library.palettes.find((p) => p.id === globals.paletteId) ?? globals.palette ?? null;
}

export const activeFontPreset = (globals: Globals, library: Library): FontPreset | undefined =>
  library.fontPresets.find((f) => f.id === globals.fontId);

/** How a value refers to palette colour `n` (1-based): the page's variable for it. */
export const colorVariable = (n: number): string => `var(--color-${n})`;

const COLOR_VARIABLE = /^var\(--color-(\d+)\s*(?:,\s*([^)]*?)\s*)?\)$/;

/**
 * The palette colour a value refers to — `var(--color-2)`, or as the design's classes write it with a
 * fallback, `var(--color-1,#1d4ed8)` — and that fallback; null for any other value.
 */
export function readColorVariable(value: string): { n: number; fallback: string | null } | null {
  const m = COLOR_VARIABLE.exec(value.trim());
  return m === null ? null : { n: Number(m[1]), fallback: m[2] ?? null };
}

/** Role → the role whose colour it takes, per child palette code (1-based). */
const CHILD_PALETTES: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  dark: { 3: 8, 4: 8, 5: 7, 6: 7, 7: 5, 8: 3 },
  light: {},
};

function colorDecl(palette: Palette, map: Readonly<Record<number, number>>): Record<string, string> {
  const out: Record<string, string> = {};
  palette.colors.forEach((_c, i) => {
    const from = palette.colors[(map[i + 1] ?? i + 1) - 1] ?? palette.colors[i];
    out[`--color-${i + 1}`] = clean(from.value);
  });
  return out;
}

/** The root variables of the page (empty when it has no palette and no font preset). */
export function rootVariables(globals: Globals, library: Library): StyleDecl {
  const palette = activePalette(globals, library);
  const out: Record<string, string> = palette === null ? {} : colorDecl(palette, {});
  for (const [code, family] of Object.entries(activeFontPreset(globals, library)?.fonts ?? {})) {
    if (/^[\w-]+$/.test(code)) out[`--font-${code}`] = clean(family);
  }
  return out;
}

/** The colour variables inside a part of the page on a child palette ({} for an unknown code). */
export function childPaletteVariables(globals: Globals, library: Library, code: string): StyleDecl {
  const palette = activePalette(globals, library);
  const map = CHILD_PALETTES[code];
  return palette === null || map === undefined ? {} : colorDecl(palette, map);
}
