/**
 * importContent: stored page content (current or legacy, object or JSON text) → PageDocument.
 * Pipeline: content check → normalise short keys → migrate → validate (valibot) → tree check.
 * Either the whole page imports or an EngineError lists every reason; nothing is half-imported.
 */
import * as v from 'valibot';
import { applyLoadDefaults } from '../defaults';
import { EngineError, show } from '../errors';
import { MESSAGES } from '../constants';
import {
  emptyLibrary, PAGE_VERSION, STYLE_VERSION,
  type Fragment, type Globals, type Library, type PageDocument, type Widget,
} from '../model';
import { pforEach } from '../pmap';
import { compactTree, namesLanguage, type StoredNode, type StoredTree, type StoredWidget } from './compact';
import { num, SCHEMA_VERSION, storedAt } from './migrate';
import { isRaw, type Raw, toId } from './normalize';
import { readTree, type Versions } from './read-tree';
import { GlobalsSchema, issueLines, LibrarySchema } from './schema';

export interface ImportOptions {
  /** The account's designs, palettes and font presets (from /styles, /palettes, /font_presets). */
  readonly library?: unknown;
  /** Apply the page-load defaults of SPEC §4 to globals (default true). */
  readonly defaults?: boolean;
}

const UNSUPPORTED = 'is not supported';

function parseInput(input: unknown): Raw {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw new EngineError('content.malformed', MESSAGES.malformed);
    }
  }
  if (!isRaw(value)) throw new EngineError('content.malformed', MESSAGES.malformed);
  // The API's GET /pages/{id}/content shape: { id, globals, data: { widgets, tree, fragments, version } }.
  if (value.widgets === undefined && isRaw(value.data)) return { ...value.data, globals: value.globals ?? value.data.globals };
  return value;
}

function readVersions(content: Raw, errors: string[]): Versions {
  const page = num(content.version);
  if (!(page <= Number(PAGE_VERSION))) errors.push(`Page version ${show(content.version)} ${UNSUPPORTED} (up to ${PAGE_VERSION})`);
  // Content without a style version is as old as its page: 0.1 pages carry 0.1 styles.
  const styleRaw = content.styleVersion ?? (page < 0.2 ? '0.1' : STYLE_VERSION);
  const style = num(styleRaw);
  if (!(style <= Number(STYLE_VERSION))) errors.push(`Style version ${show(styleRaw)} ${UNSUPPORTED} (up to ${STYLE_VERSION})`);
  // Content from before integer migration versions has no schema: its labels say where it stands.
  const schema = content.schema ?? null;
  if (schema !== null && !(Number.isSafeInteger(schema) && (schema as number) >= 1 && (schema as number) <= SCHEMA_VERSION)) {
    errors.push(`Schema ${show(schema)} ${UNSUPPORTED} (up to ${SCHEMA_VERSION})`);
  }
  const names = content.names ?? 'ru';
  if (names !== 'ru' && names !== 'en') errors.push(`Widget names language ${show(names)} ${UNSUPPORTED} (ru or en)`);
  return { at: storedAt(typeof schema === 'number' ? schema : null, page, style), names: names === 'en' ? 'en' : 'ru' };
}

function fragmentEntries(fragments: unknown): unknown[] | null {
  if (fragments === undefined || fragments === null) return [];
  if (Array.isArray(fragments)) return fragments;
  if (isRaw(fragments)) return Object.values(fragments);
  return null;
}

function readFragments(content: Raw, versions: Versions, errors: string[]): Fragment[] {
  const list = fragmentEntries(content.fragments);
  if (list === null) {
    errors.push('Fragments are malformed');
    return [];
  }
  const out: Fragment[] = [];
  for (const raw of list) {
    const id = isRaw(raw) ? toId(raw.id) : undefined;
    if (!isRaw(raw) || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
      errors.push('A fragment has no valid id');
      continue;
    }
    if (out.some((f) => f.id === id)) errors.push(`Fragment ${id} appears more than once`);
    const data = raw.data ?? { widgets: {}, tree: [] };
    const read = readTree(data, `Fragment ${id}`, versions);
    errors.push(...read.errors);
    const d = isRaw(data) ? data : {};
    out.push({
      id,
      title: typeof raw.title === 'string' ? raw.title : `Modal ${id}`,
      tree: read.tree,
      style: isRaw(d.style) ? d.style : {},
      config: isRaw(d.config) ? d.config : {},
      isOpen: raw.isOpen === true,
    });
  }
  return out;
}

function readGlobals(raw: unknown, errors: string[]): Globals {
  const parsed = v.safeParse(GlobalsSchema, raw ?? {});
  if (parsed.success) return parsed.output;
  errors.push(...issueLines('Globals', parsed.issues));
  return v.parse(GlobalsSchema, {});
}

export function readLibrary(raw: unknown, errors: string[]): Library {
  if (raw === undefined) return emptyLibrary();
  const parsed = v.safeParse(LibrarySchema, raw);
  if (parsed.success) return parsed.output as Library;
  errors.push(...issueLines('Library', parsed.issues));
  return emptyLibrary();
}

export function importContent(input: unknown, options: ImportOptions = {}): PageDocument {
  const content = parseInput(input);
  if (content.version === undefined || content.widgets === undefined || content.tree === undefined) {
    throw new EngineError('content.malformed', MESSAGES.malformed);
  }
  const errors: string[] = [];
  const versions = readVersions(content, errors);
  if (errors.length > 0) throw new EngineError('content.unsupported', errors);

  const page = readTree(content, '', versions);
  errors.push(...page.errors);
  const fragments = readFragments(content, versions, errors).sort((a, b) => a.id - b.id);
  const globals = readGlobals(content.globals, errors);
  const library = readLibrary(options.library, errors);

  // Widget ids are unique across the page and its modals.
  const owner = new Map<number, string>();
  let maxId = 0;
  for (const [label, tree] of [['the page', page.tree] as const, ...fragments.map((f) => [`fragment ${f.id}`, f.tree] as const)]) {
    pforEach(tree.widgets, (_w: Widget, id) => {
      const other = owner.get(id);
      if (other !== undefined) errors.push(`Widget id ${id} is used by both ${other} and ${label}`);
      owner.set(id, label);
      if (id > maxId) maxId = id;
    });
  }
  if (errors.length > 0) {
    throw new EngineError(errors.some((e) => e.includes(UNSUPPORTED)) ? 'content.unsupported' : 'import.invalid', errors);
  }
  return {
    version: PAGE_VERSION,
    styleVersion: STYLE_VERSION,
    page: page.tree,
    fragments,
    globals: options.defaults === false ? globals : applyLoadDefaults(globals, library),
    library,
    nextId: maxId + 1,
  };
}

export interface StoredFragment {
  readonly id: number;
  readonly title: string;
  readonly data: StoredTree & { readonly style: Readonly<Record<string, unknown>>; readonly config: Readonly<Record<string, unknown>> };
  readonly isOpen: boolean;
}

export interface PageContent {
  readonly version: string;
  readonly styleVersion: string;
  /** The newest migration step the content has been through (migrate.ts). */
  readonly schema: number;
  /** The language of the widget names its records leave out; absent: Russian. */
  readonly names?: 'en';
  readonly widgets: Record<string, StoredWidget>;
  readonly tree: StoredNode[];
  readonly fragments: Record<string, StoredFragment>;
  readonly globals: Globals;
}

/**
 * The stored JSON of SPEC §3 in the compact shape of the newest migration step (compact.ts: long
 * keys, records without what their key, the tree or a default gives, nested-id tree); `importContent`
 * reads it back, as it reads every older shape.
 */
export function exportContent(doc: PageDocument): PageContent {
  const names = namesLanguage(doc);
  const { widgets, tree } = compactTree(doc.page, names);
  const fragments: Record<string, StoredFragment> = {};
  for (const f of doc.fragments) {
    fragments[f.id] = { id: f.id, title: f.title, data: { ...compactTree(f.tree, names), style: f.style, config: f.config }, isOpen: f.isOpen };
  }
  return {
    version: doc.version, styleVersion: doc.styleVersion, schema: SCHEMA_VERSION, ...(names === 'en' ? { names } : {}),
    widgets, tree, fragments, globals: doc.globals,
  };
}

export const exportLibrary = (doc: PageDocument): Library => doc.library;
