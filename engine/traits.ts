/**
 * What each widget type is to an editor (SPEC §2 "Editor right bar"): which Style and Settings panels
 * apply, and which cfg text a double click edits in place. Each type says it in its own file
 * (engine/widgets/<type>.ts, `editor`); the editor UI reads it (through the catalogue or
 * `editorTraits`) instead of keeping lists of types of its own.
 */
import { widgetDef } from './widgets/registry';

export const STYLE_PANELS = ['layout', 'background', 'typography', 'border', 'shadow', 'spacer', 'design', 'animation'] as const;
export type StylePanel = (typeof STYLE_PANELS)[number];

export const SETTINGS_PANELS = [
  'text', 'heading', 'button', 'picture', 'video', 'bgVideo', 'map', 'images', 'formField', 'formLogic', 'consent', 'form', 'html', 'menu', 'burger', 'counter',
  'spoiler', 'tabs', 'socialLinks', 'slider', 'service', 'cookie', 'stickyBar', 'params',
] as const;
/** Content editors of the Settings tab; 'params' (name, element id, classes, hiding) is every widget's. */
export type SettingsPanel = (typeof SETTINGS_PANELS)[number];

export interface EditorTraits {
  readonly stylePanels: readonly StylePanel[];
  readonly settingsPanels: readonly SettingsPanel[];
  /** The cfg path a double click edits in place on the canvas; null when the type has no such text. */
  readonly inlineText: string | null;
  /** Whether that text takes marks and links ('inline') and lists ('block'); null: plain text only. */
  readonly richText: 'inline' | 'block' | null;
}

const cache = new Map<string, EditorTraits>();

/** Traits of any widget type ('widget-text' or 'text'); an unknown type gets the panels every box has. */
export function editorTraits(type: string): EditorTraits {
  const t = type.startsWith('widget-') ? type : `widget-${type}`;
  const hit = cache.get(t);
  if (hit !== undefined) return hit;
  const spec = widgetDef(t)?.editor ?? {};
  const stylePanels: StylePanel[] = spec.stylePanels === undefined ? ['layout'] : [...spec.stylePanels];
  if (spec.stylePanels === undefined) {
    if (spec.textual === true) stylePanels.push('typography');
    if (spec.noBackground !== true) stylePanels.push('background');
    stylePanels.push('border', 'shadow', 'design');
    if (spec.animated === true) stylePanels.push('animation');
  }
  const traits: EditorTraits = {
    stylePanels,
    settingsPanels: [...(spec.content ?? []), 'params'],
    inlineText: spec.inlineText ?? null,
    richText: spec.richText ?? null,
  };
  cache.set(t, traits);
  return traits;
}
