// Which panels of SPEC §2 "Editor right bar" a widget type shows, per tab. Display configuration
// only: what each control writes is decided by the engine.
export type StylePanel = 'layout' | 'background' | 'typography' | 'border' | 'shadow' | 'spacer' | 'design' | 'animation';
export type SettingsPanel = 'button' | 'picture' | 'video' | 'formField' | 'form' | 'map' | 'params';

const TEXTUAL = ['widget-text', 'widget-heading', 'widget-counter', 'widget-menu', 'widget-social-links', 'widget-spoiler', 'widget-link-button'];
const BUTTONS = ['widget-button', 'widget-cookie-button'];

export function stylePanelsFor(type: string): StylePanel[] {
  if (type === 'widget-spacer') return ['spacer', 'background'];
  const out: StylePanel[] = ['layout'];
  if (TEXTUAL.includes(type) || BUTTONS.includes(type) || type === 'widget-input' || type === 'widget-cookie') out.push('typography');
  if (type !== 'widget-video' && type !== 'widget-map') out.push('background');
  out.push('border', 'shadow', 'design');
  if (BUTTONS.includes(type) || type === 'widget-image') out.push('animation');
  return out;
}

export function settingsPanelsFor(type: string): SettingsPanel[] {
  const out: SettingsPanel[] = [];
  if (BUTTONS.includes(type) || type === 'widget-link-button') out.push('button');
  if (type === 'widget-image' || type === 'widget-icon') out.push('picture');
  if (type === 'widget-video') out.push('video');
  if (type === 'widget-input') out.push('formField');
  if (type === 'widget-form') out.push('form');
  if (type === 'widget-map') out.push('map');
  out.push('params');
  return out;
}
