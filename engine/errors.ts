/**
 * The one error type the engine throws. Callers (UI, server, scripts) switch on `code` and show
 * `reasons`; an import that fails lists every problem it found, not just the first.
 */
/** Every code an EngineError may carry; an editor has a message for each. */
export const ENGINE_ERROR_CODES = [
  'content.malformed',
  'content.unsupported',
  'import.invalid',
  'event.invalid',
  'widget.notFound',
  'widget.duplicateId',
  'widget.invalidMove',
  'widget.invalidClass',
  'widget.invalidElementId',
  'widget.duplicateElementId',
  'widget.duplicateFieldName',
  'widget.invalidVideo',
  'widget.invalidLink',
  'widget.cookieExists',
  'widget.noChildren',
  'fragment.idMissing',
  'fragment.notFound',
  'textStyle.codeMissing',
  'textStyle.notFound',
  'palette.notFound',
  'fontPreset.invalid',
  'fontPreset.notFound',
  'design.notFound',
  'design.classNotFound',
  'design.invalid',
  'history.transaction',
  'history.invalid',
] as const;
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly reasons: readonly string[];

  constructor(code: EngineErrorCode, reasons: string | readonly string[]) {
    const list = typeof reasons === 'string' ? [reasons] : [...reasons];
    super(list.length > 0 ? list.join('; ') : code);
    this.name = 'EngineError';
    this.code = code;
    this.reasons = list;
  }
}

export const isEngineError = (e: unknown): e is EngineError => e instanceof EngineError;

/** Throw helper so guards read as one line at the call site. */
export function fail(code: EngineErrorCode, reasons: string | readonly string[]): never {
  throw new EngineError(code, reasons);
}

/** Any value as short text for a message; never throws (String() does on some objects). */
export function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value === null || value === undefined) return String(value);
  try {
    return JSON.stringify(value).slice(0, 60);
  } catch {
    return typeof value;
  }
}
