/** Field formats of SPEC §5 for widgets: class names, element ids, video links. */
import { MESSAGES } from './constants';
import { fail } from './errors';
import { videoEmbedUrl } from './video-links';

export { videoEmbedUrl };

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

export function assertVideoLink(value: unknown): void {
  if (value === '') return;
  if (typeof value !== 'string' || videoEmbedUrl(value) === null) fail('widget.invalidVideo', MESSAGES.invalidVideo);
}
