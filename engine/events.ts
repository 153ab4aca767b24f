/**
 * The event vocabulary. Events are a PERSISTED format (undo history in local storage, scripted
 * edits, logs): plain JSON objects named `<noun>.<verb>` (or `<noun>.<part>.<verb>`). Add fields
 * only as optional; never rename. Every event is documented in engine/README.md.
 *
 * Widget events may carry `fragmentId`: absent means the page's tree, a number means that modal's.
 * The editor fills it from its current store, so the UI never has to.
 */
import type {
  Cfg, Design, DesignClass, DesignClassId, FontPreset, Globals, Palette, Screen, Widget, WidgetStyle,
} from './model';
import type { Lang } from './catalogue';
import type { PopupTrigger } from './engage/popup-trigger';
import type { Subtree } from './tree';

export type Position =
  | { readonly where: 'inside'; readonly target: number | null; readonly index?: number }
  | { readonly where: 'before' | 'after'; readonly target: number };

/**
 * What `widget.add` needs: only `type` (a widget type or a catalogue key such as 'h2' or
 * 'container-3'). Missing fields come from the catalogue; given ones are used as they are.
 */
export interface WidgetDraft {
  readonly type: string;
  readonly id?: number;
  readonly name?: string;
  readonly cfg?: Cfg;
  readonly classes?: readonly (string | number)[];
  readonly style?: WidgetStyle;
  readonly v?: string;
  readonly contentType?: string;
}

export interface SubtreeDraft {
  readonly widget: WidgetDraft;
  readonly children?: readonly SubtreeDraft[];
}

interface Scoped {
  /** Absent: the page. A number: that fragment (modal). */
  readonly fragmentId?: number;
}

/**
 * How a widget added from the catalogue is filled in. `lang`: its default content (and its name,
 * unless `nameLang` says otherwise) in that language (absent: English). `nameLang`: its name — what
 * the layers list and a form's leads call it — in that language, when the person working on the
 * page reads another language than the page's visitors. `design`: it takes the page's design — the
 * default class of its type from the page's design, in place of the catalogue's own look.
 */
export interface AddOptions {
  readonly lang?: Lang;
  readonly nameLang?: Lang;
  readonly design?: boolean;
}

export type WidgetEvent =
  | (Scoped & AddOptions & { readonly type: 'widget.add'; readonly at: Position; readonly widget: WidgetDraft; readonly children?: readonly SubtreeDraft[] })
  | (Scoped & { readonly type: 'widget.delete'; readonly id: number })
  | (Scoped & { readonly type: 'widget.move'; readonly id: number; readonly at: Position })
  | (Scoped & { readonly type: 'widget.clone'; readonly id: number })
  | (Scoped & { readonly type: 'widget.paste'; readonly at: Position; readonly clipboard: Subtree })
  | (Scoped & { readonly type: 'widget.replace'; readonly id: number; readonly widget: WidgetDraft; readonly children?: readonly SubtreeDraft[] })
  | (Scoped & { readonly type: 'widget.rename'; readonly id: number; readonly name: string })
  | (Scoped & { readonly type: 'widget.param.set'; readonly id: number; readonly path: string; readonly value: unknown })
  | (Scoped & { readonly type: 'widget.param.delete'; readonly id: number; readonly path: string })
  | (Scoped & { readonly type: 'widget.style.set'; readonly id: number; readonly screen: Screen; readonly props: Readonly<Record<string, string | number | null>> })
  | (Scoped & { readonly type: 'widget.class.add'; readonly id: number; readonly className: string | number; readonly index?: number })
  | (Scoped & { readonly type: 'widget.class.remove'; readonly id: number; readonly className: string | number })
  | (Scoped & { readonly type: 'widget.hide'; readonly id: number; readonly screen?: Screen })
  | (Scoped & { readonly type: 'widget.show'; readonly id: number; readonly screen?: Screen });

/** Exported fragment content, the stored shape of SPEC §3. */
export interface FragmentData {
  readonly widgets: Readonly<Record<string, Widget>>;
  readonly tree: readonly TreeNodeJson[];
  readonly style?: Readonly<Record<string, unknown>>;
  readonly config?: Readonly<Record<string, unknown>>;
}

export interface TreeNodeJson {
  readonly id: number;
  readonly type: string;
  readonly cd: readonly TreeNodeJson[];
  readonly parentId: number | null;
}

export type FragmentEvent =
  | { readonly type: 'fragment.create'; readonly id?: number; readonly title?: string; readonly data?: FragmentData; readonly isOpen?: boolean }
  | { readonly type: 'fragment.rename'; readonly id: number; readonly title: string }
  | { readonly type: 'fragment.delete'; readonly id: number }
  /** The popup's auto-open trigger (engage/popup-trigger.ts); stored in the fragment's config. */
  | { readonly type: 'fragment.trigger.set'; readonly id: number; readonly trigger: PopupTrigger };

export type TextStyleEvent =
  /** `code` absent: the editor picks a free random one (SPEC §9); apply itself needs it. */
  | { readonly type: 'textStyle.create'; readonly code?: number; readonly title: string; readonly params?: Readonly<Record<string, string | number>>; readonly index?: number }
  | { readonly type: 'textStyle.update'; readonly code: number; readonly title?: string; readonly params?: Readonly<Record<string, string | number>> }
  | { readonly type: 'textStyle.delete'; readonly code: number };

type PaletteDraft = Omit<Palette, 'id' | 'colors' | 'childrenPalettes'> & Partial<Pick<Palette, 'id' | 'colors' | 'childrenPalettes'>>;
export type PaletteEvent =
  | { readonly type: 'palette.create'; readonly palette: PaletteDraft; readonly index?: number }
  | { readonly type: 'palette.update'; readonly id: number; readonly title?: string; readonly colors?: Palette['colors']; readonly childrenPalettes?: Palette['childrenPalettes'] }
  | { readonly type: 'palette.clone'; readonly id: number }
  | { readonly type: 'palette.delete'; readonly id: number };

type FontPresetDraft = Omit<FontPreset, 'id'> & { readonly id?: number };
export type FontPresetEvent =
  | { readonly type: 'fontPreset.create'; readonly preset: FontPresetDraft; readonly index?: number }
  /** Rename (title) or change one existing font (code + value). */
  | { readonly type: 'fontPreset.update'; readonly id: number; readonly title?: string; readonly code?: string; readonly value?: string }
  | { readonly type: 'fontPreset.clone'; readonly id: number }
  | { readonly type: 'fontPreset.delete'; readonly id: number };

type DesignDraft = Omit<Design, 'id' | 'classes' | 'parent_id'> & Partial<Pick<Design, 'id' | 'classes' | 'parent_id'>>;
export type DesignClassDraft = Pick<DesignClass, 'name' | 'type'> & Partial<Omit<DesignClass, 'name' | 'type'>>;
export type DesignClassPatch = Partial<Pick<DesignClass, 'name' | 'hideInAddingWidgets' | 'style'>>;

export type DesignEvent =
  | { readonly type: 'design.create'; readonly design: DesignDraft; readonly index?: number }
  | { readonly type: 'design.update'; readonly id: number; readonly title: string }
  | { readonly type: 'design.clone'; readonly id: number }
  | { readonly type: 'design.delete'; readonly id: number }
  /** Replaces a whole design record; what undo of class edits uses. */
  | { readonly type: 'design.set'; readonly design: Design }
  | { readonly type: 'design.class.add'; readonly designId: number; readonly cls: DesignClassDraft }
  | { readonly type: 'design.class.update'; readonly designId: number; readonly classId: DesignClassId; readonly patch: DesignClassPatch }
  | { readonly type: 'design.class.delete'; readonly designId: number; readonly classId: DesignClassId }
  | { readonly type: 'design.class.reparent'; readonly designId: number; readonly classId: DesignClassId; readonly parentId: DesignClassId | null };

export type GlobalsPatch = Partial<Pick<Globals, 'paletteId' | 'fontId' | 'designId' | 'collectionId' | 'selectedCollectionId' | 'palette'>>;
export type GlobalsEvent = { readonly type: 'globals.set'; readonly patch: GlobalsPatch };

/** Events that change the document; `apply` folds them and returns their inverse. */
export type DocEvent = WidgetEvent | FragmentEvent | TextStyleEvent | PaletteEvent | FontPresetEvent | DesignEvent | GlobalsEvent;

/** Events that change only the editor's state (never recorded in history). */
export type EditorEvent =
  | { readonly type: 'selection.set'; readonly ids: readonly number[] }
  | { readonly type: 'fragment.open'; readonly id: number }
  | { readonly type: 'fragment.close' }
  | { readonly type: 'widget.copy'; readonly id: number; readonly fragmentId?: number };

export type EngineEvent = DocEvent | EditorEvent;

export const EDITOR_EVENT_TYPES: ReadonlySet<string> = new Set(['selection.set', 'fragment.open', 'fragment.close', 'widget.copy']);

export const isEditorEvent = (e: EngineEvent): e is EditorEvent => EDITOR_EVENT_TYPES.has(e.type);
export const isWidgetEvent = (e: EngineEvent): e is WidgetEvent => e.type.startsWith('widget.') && e.type !== 'widget.copy';
