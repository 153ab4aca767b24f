/**
 * The phone mask as a file of its own (script/phone.ts compiled into SCRIPT_FILES.phone, with one
 * country's numbering plan filled in): the inline phone part (script/phone-load.ts) loads it from
 * the page's own host when a visitor starts on a phone field. Its name carries its country and the
 * hash of its text, so the server answers it cached for good and a new build is a new address.
 */
import { phoneMetadataFor } from '../phone-rule';
import { SCRIPT_FILES } from './script/compiled.generated';
import type { PhoneScriptConfig } from './script/phone';

/** Where the page script's files are served, on the app and every published host. */
export const PAGE_SCRIPT_URL = '/content-files/page-script/';

/**
 * A 64-bit FNV-1a hash of a text, as 16 hex digits: names a file by its content. Not a secret or a
 * guard (the server only answers texts it builds itself), so no crypto is needed, and the engine
 * stays free of Node's modules.
 */
export function contentHash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(h1) + hex(h2 ^ (h1 >>> 15));
}

export interface PageScriptFile {
  /** The file's name under PAGE_SCRIPT_URL: phone-<country>.<hash>.js. */
  readonly name: string;
  readonly text: string;
}

const built = new Map<string, PageScriptFile>();

/** The phone mask for an account's country (Russia when unset or unknown), built once per country. */
export function phoneFile(country: string): PageScriptFile {
  const config: PhoneScriptConfig = phoneMetadataFor(country);
  let file = built.get(config.country);
  if (file === undefined) {
    const at = SCRIPT_FILES.phone.indexOf('__CONFIG__');
    // A script file, not HTML: the configuration's JSON goes in as it is.
    const text = SCRIPT_FILES.phone.slice(0, at) + JSON.stringify(config) + SCRIPT_FILES.phone.slice(at + '__CONFIG__'.length);
    file = { name: `phone-${config.country.toLowerCase()}.${contentHash(text)}.js`, text };
    built.set(config.country, file);
  }
  return file;
}

/** The file a name asks for, or null when no file has that name (another build's, or made up). */
export function pageScriptFile(name: string): PageScriptFile | null {
  const m = /^phone-([a-z]{2})\.[0-9a-f]{16}\.js$/.exec(name);
  if (m === null) return null;
  const file = phoneFile(m[1].toUpperCase());
  return file.name === name ? file : null;
}
