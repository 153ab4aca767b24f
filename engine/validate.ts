/** Field formats of SPEC §5 for widgets: class names, element ids, video links. */
import { MESSAGES } from './constants';
import { fail } from './errors';

const CSS_CLASS = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;
const DESIGN_CHILD_ID = /^child-\d+$/;
const ELEMENT_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** A widget class is a design class id (number or child-N) or a CSS class name. */
export function isValidWidgetClass(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0;
  return typeof value === 'string' && (DESIGN_CHILD_ID.test(value) || CSS_CLASS.test(value));
}

export function assertWidgetClass(value: unknown): asserts value is string | number {
  if (!isValidWidgetClass(value)) fail('widget.invalidClass', MESSAGES.invalidClass);
}

export const isValidElementId = (value: unknown): value is string => typeof value === 'string' && ELEMENT_ID.test(value);

export function assertElementId(value: unknown): asserts value is string {
  if (!isValidElementId(value)) fail('widget.invalidElementId', MESSAGES.invalidElementId);
}

/** Returns the embed URL of a YouTube or Vimeo link, or null when the link is not one. */
export function videoEmbedUrl(link: string): string | null {
  const url = link.trim();
  let m = /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{6,})/.exec(url);
  if (m === null) m = /^(?:https?:\/\/)?(?:www\.)?youtu\.be\/([\w-]{6,})/.exec(url);
  if (m === null) m = /^(?:https?:\/\/)?(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,})/.exec(url);
  if (m !== null) return `https://www.youtube-nocookie.com/embed/${m[1]}`;
  const v = /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (v !== null) return `https://player.vimeo.com/video/${v[1]}`;
  return null;
}

export function assertVideoLink(value: unknown): void {
  if (value === '') return;
  if (typeof value !== 'string' || videoEmbedUrl(value) === null) fail('widget.invalidVideo', MESSAGES.invalidVideo);
}
