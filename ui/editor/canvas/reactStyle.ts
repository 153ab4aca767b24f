// CSS declarations (the engine's, camelCase or kebab-case, or a description's `style` text) as a
// React style object. Values stay strings, as the published CSS has them.
import type { CSSProperties } from 'react';

const camelCache = new Map<string, string>();
function camel(prop: string): string {
  let c = camelCache.get(prop);
  if (c === undefined) {
    c = prop.startsWith('--') ? prop : prop.replace(/-([a-z])/g, (_m, ch: string) => ch.toUpperCase());
    camelCache.set(prop, c);
  }
  return c;
}

export function toReactStyle(decl: Readonly<Record<string, string | number>>): CSSProperties {
  const out: Record<string, string> = {};
  for (const key of Object.keys(decl)) {
    const value = decl[key];
    if (value === '' || value === null || value === undefined) continue;
    out[camel(key)] = String(value);
  }
  return out as CSSProperties;
}

/** `display:block;width:100%` → { display: 'block', width: '100%' }. */
export function parseStyle(text: string): CSSProperties {
  const decl: Record<string, string> = {};
  for (const part of text.split(';')) {
    const i = part.indexOf(':');
    if (i > 0) decl[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return toReactStyle(decl);
}
