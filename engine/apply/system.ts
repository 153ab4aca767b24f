/** Design-system events other than designs: text styles, palettes, font presets, globals. */
import { TEXT_STYLE_CODE_MAX } from '../constants';
import { fail, show } from '../errors';
import type { DocEvent, FontPresetEvent, GlobalsEvent, GlobalsPatch, PaletteEvent, TextStyleEvent } from '../events';
import type { FontPreset, Globals, Library, PageDocument, Palette, TextStyle } from '../model';
import type { ApplyResult } from './context';

type TS<T extends TextStyleEvent['type']> = Extract<TextStyleEvent, { type: T }>;

/** A fresh text-style code: a random number up to 10000 not used yet (SPEC §9). */
export function newTextStyleCode(existing: readonly TextStyle[], random: () => number = Math.random): number {
  const used = new Set(existing.map((t) => t.code));
  for (let i = 0; i < 1000; i++) {
    const code = 1 + Math.floor(random() * TEXT_STYLE_CODE_MAX);
    if (!used.has(code)) return code;
  }
  for (let code = 1; code <= TEXT_STYLE_CODE_MAX; code++) if (!used.has(code)) return code;
  return fail('event.invalid', 'No free text style code is left');
}

function textStyleIndex(doc: PageDocument, code: unknown): number {
  if (code === undefined || code === null || code === '') fail('textStyle.codeMissing', 'Text style code is required');
  const i = doc.globals.textStyles.findIndex((t) => t.code === code);
  if (i < 0) fail('textStyle.notFound', `Text style ${show(code)} not found`);
  return i;
}

const withGlobals = (doc: PageDocument, patch: Partial<Globals>): PageDocument => ({ ...doc, globals: { ...doc.globals, ...patch } });

export function applyTextStyle(doc: PageDocument, e: TextStyleEvent): ApplyResult {
  const list = doc.globals.textStyles;
  if (e.type === 'textStyle.create') {
    if (e.code === undefined || e.code === null) fail('textStyle.codeMissing', 'Text style code is required');
    if (!Number.isInteger(e.code) || e.code < 1 || e.code > TEXT_STYLE_CODE_MAX) fail('event.invalid', `A text style code is a number from 1 to ${TEXT_STYLE_CODE_MAX}`);
    if (list.some((t) => t.code === e.code)) fail('event.invalid', `Text style ${e.code} already exists`);
    const next = list.slice();
    next.splice(Math.max(0, Math.min(e.index ?? next.length, next.length)), 0, { code: e.code, title: show(e.title ?? ''), params: e.params ?? {} });
    return { doc: withGlobals(doc, { textStyles: next }), inverse: [{ type: 'textStyle.delete', code: e.code }] };
  }
  const index = textStyleIndex(doc, (e as TS<'textStyle.update'>).code);
  const old = list[index];
  if (e.type === 'textStyle.delete') {
    return {
      doc: withGlobals(doc, { textStyles: list.filter((_t, i) => i !== index) }),
      inverse: [{ type: 'textStyle.create', code: old.code, title: old.title, params: old.params, index }],
    };
  }
  const next = list.slice();
  next[index] = { ...old, ...(e.title !== undefined ? { title: e.title } : {}), ...(e.params !== undefined ? { params: e.params } : {}) };
  return {
    doc: withGlobals(doc, { textStyles: next }),
    inverse: [{ type: 'textStyle.update', code: old.code, ...(e.title !== undefined ? { title: old.title } : {}), ...(e.params !== undefined ? { params: old.params } : {}) }],
  };
}

const nextId = (items: readonly { id: number }[]): number => items.reduce((m, x) => Math.max(m, x.id), 0) + 1;
const cloneTitle = (title: string): string => `${title} (1)`;

function insertAt<T>(items: readonly T[], item: T, index: number | undefined): T[] {
  const next = items.slice();
  next.splice(Math.max(0, Math.min(index ?? next.length, next.length)), 0, item);
  return next;
}

function findIndex(items: readonly { id: number }[], id: unknown, code: 'palette.notFound' | 'fontPreset.notFound', what: string): number {
  const i = items.findIndex((x) => x.id === id);
  if (i < 0) fail(code, `${what} ${show(id)} not found`);
  return i;
}

const withLibrary = (doc: PageDocument, patch: Partial<Library>): PageDocument => ({ ...doc, library: { ...doc.library, ...patch } });

export function applyPalette(doc: PageDocument, e: PaletteEvent): ApplyResult {
  const list = doc.library.palettes;
  switch (e.type) {
    case 'palette.create': {
      const id = e.palette.id ?? nextId(list);
      if (list.some((p) => p.id === id)) fail('event.invalid', `Palette ${id} already exists`);
      const palette: Palette = { id, title: e.palette.title, colors: e.palette.colors ?? [], childrenPalettes: e.palette.childrenPalettes ?? [] };
      return { doc: withLibrary(doc, { palettes: insertAt(list, palette, e.index) }), inverse: [{ type: 'palette.delete', id }] };
    }
    case 'palette.clone': {
      const old = list[findIndex(list, e.id, 'palette.notFound', 'Palette')];
      const id = nextId(list);
      return { doc: withLibrary(doc, { palettes: [...list, { ...old, id, title: cloneTitle(old.title) }] }), inverse: [{ type: 'palette.delete', id }] };
    }
    case 'palette.delete': {
      const index = findIndex(list, e.id, 'palette.notFound', 'Palette');
      return { doc: withLibrary(doc, { palettes: list.filter((_p, i) => i !== index) }), inverse: [{ type: 'palette.create', palette: list[index], index }] };
    }
    case 'palette.update': {
      const index = findIndex(list, e.id, 'palette.notFound', 'Palette');
      const old = list[index];
      const patch: Partial<Palette> = {};
      const undo: Partial<Palette> = {};
      for (const key of ['title', 'colors', 'childrenPalettes'] as const) {
        if (e[key] !== undefined) {
          Object.assign(patch, { [key]: e[key] });
          Object.assign(undo, { [key]: old[key] });
        }
      }
      const next = list.slice();
      next[index] = { ...old, ...patch };
      return { doc: withLibrary(doc, { palettes: next }), inverse: [{ type: 'palette.update', id: old.id, ...undo }] };
    }
  }
}

export function applyFontPreset(doc: PageDocument, e: FontPresetEvent): ApplyResult {
  const list = doc.library.fontPresets;
  switch (e.type) {
    case 'fontPreset.create': {
      const id = e.preset.id ?? nextId(list);
      if (list.some((p) => p.id === id)) fail('event.invalid', `Font preset ${id} already exists`);
      const preset: FontPreset = { id, title: e.preset.title, fonts: e.preset.fonts ?? {} };
      return { doc: withLibrary(doc, { fontPresets: insertAt(list, preset, e.index) }), inverse: [{ type: 'fontPreset.delete', id }] };
    }
    case 'fontPreset.clone': {
      const old = list[findIndex(list, e.id, 'fontPreset.notFound', 'Font preset')];
      const id = nextId(list);
      return { doc: withLibrary(doc, { fontPresets: [...list, { ...old, id, title: cloneTitle(old.title) }] }), inverse: [{ type: 'fontPreset.delete', id }] };
    }
    case 'fontPreset.delete': {
      const index = findIndex(list, e.id, 'fontPreset.notFound', 'Font preset');
      return { doc: withLibrary(doc, { fontPresets: list.filter((_p, i) => i !== index) }), inverse: [{ type: 'fontPreset.create', preset: list[index], index }] };
    }
    case 'fontPreset.update': {
      // SPEC §5: a change needs an id, a title or a font code, and a value; the code must exist.
      if (e.id === undefined || e.id === null) fail('fontPreset.invalid', 'A font preset change needs an id');
      const index = findIndex(list, e.id, 'fontPreset.notFound', 'Font preset');
      const old = list[index];
      const next = list.slice();
      let inverse: DocEvent;
      if (e.code !== undefined) {
        if (typeof e.value !== 'string') fail('fontPreset.invalid', 'A font preset change needs a value');
        if (!Object.prototype.hasOwnProperty.call(old.fonts, e.code)) fail('fontPreset.invalid', `Font code '${e.code}' does not exist in the preset`);
        next[index] = { ...old, fonts: { ...old.fonts, [e.code]: e.value } };
        inverse = { type: 'fontPreset.update', id: old.id, code: e.code, value: old.fonts[e.code] };
      } else if (e.title !== undefined) {
        if (typeof e.title !== 'string') fail('fontPreset.invalid', 'A font preset change needs a value');
        next[index] = { ...old, title: e.title };
        inverse = { type: 'fontPreset.update', id: old.id, title: old.title };
      } else {
        return fail('fontPreset.invalid', 'A font preset change needs a title or a font code');
      }
      return { doc: withLibrary(doc, { fontPresets: next }), inverse: [inverse] };
    }
  }
}

const GLOBAL_KEYS: readonly (keyof GlobalsPatch)[] = ['paletteId', 'fontId', 'designId', 'collectionId', 'selectedCollectionId', 'palette'];

export function applyGlobals(doc: PageDocument, e: GlobalsEvent): ApplyResult {
  if (e.patch === null || typeof e.patch !== 'object') fail('event.invalid', 'globals.set needs a patch');
  const undo: Record<string, unknown> = {};
  for (const key of Object.keys(e.patch)) {
    if (!GLOBAL_KEYS.includes(key as keyof GlobalsPatch)) fail('event.invalid', `Unknown global '${key}'`);
    undo[key] = doc.globals[key as keyof GlobalsPatch];
  }
  return { doc: withGlobals(doc, e.patch), inverse: [{ type: 'globals.set', patch: undo as GlobalsPatch }] };
}
