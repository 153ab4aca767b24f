/**
 * What each widget type is to an editor (SPEC §2 "Editor right bar"): which Style and Settings panels
 * apply, and which cfg text a double click edits in place. Said once here; the editor UI reads it
 * (through the catalogue or `editorTraits`) instead of keeping lists of types of its own.
 */

export const STYLE_PANELS = ['layout', 'background', 'typography', 'border', 'shadow', 'spacer', 'design', 'animation'] as const;
export type StylePanel = (typeof STYLE_PANELS)[number];

export const SETTINGS_PANELS = [
  'text', 'heading', 'button', 'picture', 'video', 'map', 'images', 'formField', 'form', 'html', 'menu', 'burger', 'counter',
  'spoiler', 'tabs', 'socialLinks', 'slider', 'service', 'cookie', 'params',
] as const;
/** Content editors of the Settings tab; 'params' (name, element id, classes, hiding) is every widget's. */
export type SettingsPanel = (typeof SETTINGS_PANELS)[number];

export interface EditorTraits {
  readonly stylePanels: readonly StylePanel[];
  readonly settingsPanels: readonly SettingsPanel[];
  /** The cfg path a double click edits in place on the canvas; null when the type has no such text. */
  readonly inlineText: string | null;
}

/** Types whose text is styled by the Typography panel. */
const TEXTUAL: ReadonlySet<string> = new Set([
  'text', 'heading', 'button', 'link-button', 'cookie-button', 'counter', 'menu', 'social-links', 'spoiler', 'input', 'cookie',
  'service', 'tab', 'burger', 'navbar', 'form',
]);
const ANIMATED: ReadonlySet<string> = new Set(['button', 'link-button', 'cookie-button', 'image']);
const NO_BACKGROUND: ReadonlySet<string> = new Set(['video', 'map']);

/** The content panel(s) of each type, before 'params'. */
const CONTENT: Readonly<Record<string, readonly SettingsPanel[]>> = {
  text: ['text'], heading: ['heading'], button: ['button'], 'link-button': ['button'], 'cookie-button': ['text'],
  image: ['picture'], icon: ['picture'], video: ['video'], map: ['map'], gallery: ['images'], carousel: ['images'],
  input: ['formField'], form: ['form'], html: ['html'], menu: ['menu'], navbar: ['menu'], burger: ['burger'],
  counter: ['counter'], spoiler: ['spoiler'], tab: ['tabs'], 'social-links': ['socialLinks'], slider: ['slider'],
  service: ['service'], cookie: ['cookie'],
};

const INLINE: Readonly<Record<string, string>> = {
  text: 'text', heading: 'text', button: 'text', 'link-button': 'text', 'cookie-button': 'text', cookie: 'text',
  spoiler: 'title', service: 'title',
};

const cache = new Map<string, EditorTraits>();

/** Traits of any widget type ('widget-text' or 'text'); an unknown type gets the panels every box has. */
export function editorTraits(type: string): EditorTraits {
  const t = type.replace(/^widget-/, '');
  const hit = cache.get(t);
  if (hit !== undefined) return hit;
  const stylePanels: StylePanel[] = t === 'spacer' ? ['spacer', 'background'] : ['layout'];
  if (t !== 'spacer') {
    if (TEXTUAL.has(t)) stylePanels.push('typography');
    if (!NO_BACKGROUND.has(t)) stylePanels.push('background');
    stylePanels.push('border', 'shadow', 'design');
    if (ANIMATED.has(t)) stylePanels.push('animation');
  }
  const traits: EditorTraits = {
    stylePanels,
    settingsPanels: [...(CONTENT[t] ?? []), 'params'],
    inlineText: INLINE[t] ?? null,
  };
  cache.set(t, traits);
  return traits;
}
