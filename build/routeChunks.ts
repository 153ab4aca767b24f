// Fewer, larger script chunks for the app's heavy routes (editor open). Left alone, the
// bundler cuts a chunk for every set of lazy imports that share a module: opening the editor fetched
// 99 files. Here the entry's static graph becomes one chunk ('app'), and a route's static graph
// (the editor's, from ui/editor/EditorScreen.tsx) two: what only that route uses ('editor'), and
// what it shares with other lazy parts of the app ('editor-shared', e.g. React Aria's tabs, which
// the pages screens use too). So the login and the pages screens never load the editor's own code,
// and the editor loads a handful of files. Lazy parts inside the route (its dialogs) stay apart.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The edges of the bundler's module graph this needs (rolldown's ModuleInfo has both). */
export interface ModuleGraph {
  imports(id: string): readonly string[];
  dynamicImports(id: string): readonly string[];
}

/**
 * A route split off into its own chunks: its name (the chunks' names), its lazily imported module,
 * and, when given, the addresses (a regular expression's source, matched against the path) on
 * which index.html asks for its files before the app's entry has even run.
 */
export interface RouteChunk {
  name: string;
  module: string;
  preloadOn?: string;
  /** Lazily imported modules the route always asks for too (its catalogues), preloaded with it. */
  preloadAlso?: readonly string[];
}

/** The modules of one route: `only` that route's, `shared` also reached by the rest of the app. */
export interface RouteModules {
  only: Set<string>;
  shared: Set<string>;
}

function reach(starts: readonly string[], next: (id: string) => readonly string[], stop: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const queue = starts.filter((id) => !stop(id));
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const n of next(id)) if (!seen.has(n) && !stop(n)) queue.push(n);
  }
  return seen;
}

/**
 * The route's static graph, split by whether the rest of the app (everything reachable from the
 * entry, statically or lazily, without going through the route's module) reaches the module too.
 * The entry's own graph is in there too: the 'app' group, asked first, takes it. `light`: screens
 * (the login) whose static graph is left out, so that they never load a route's chunk for a part.
 * Barrel modules (lucide-react, react-aria-components) re-export far more than is used, so a
 * library module is "reached" whenever its barrel is: only the app's own modules are grouped.
 */
export function routeModules(graph: ModuleGraph, entry: string, route: string, light: readonly string[] = []): RouteModules {
  const lightModules = lightGraph(graph, light);
  const mine = reach([route], (id) => graph.imports(id), (id) => lightModules.has(id));
  const elsewhere = reach([entry], (id) => [...graph.imports(id), ...graph.dynamicImports(id)], (id) => id === route);
  const only = new Set<string>();
  const shared = new Set<string>();
  for (const id of mine) (elsewhere.has(id) ? shared : only).add(id);
  return { only, shared };
}

/** The static graph of the light screens (the sign-in screens): what they load, all of it. */
export function lightGraph(graph: ModuleGraph, light: readonly string[]): Set<string> {
  return reach(light, (id) => graph.imports(id));
}

const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Whether a module goes to the one 'icons' chunk: an icon (a few hundred bytes each, a file each
 * otherwise) that no light screen uses. The login's own icons (the password field's eye) stay
 * with the login's chunks, so the sign-in screens never load the lazy screens' 40 KB of icons.
 * The app imports each icon from its own module (`lucide-react/icons/<name>`), never the barrel,
 * so `light` holds exactly the icons those screens draw.
 */
export function sharedIcon(id: string, light: ReadonlySet<string>): boolean {
  return LUCIDE_ICON.test(id) && !light.has(id);
}

/** A group of rolldown's `output.codeSplitting` (the fields used here). */
export interface ChunkGroup {
  name: string;
  priority: number;
  test?: RegExp | ((id: string) => boolean);
  tags?: '$initial'[];
  includeDependenciesRecursively?: boolean;
}

/** The built chunks this needs (a rolldown output chunk's fields). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  css: readonly string[];
}

/**
 * The files a route needs beyond the entry's: its chunk, the chunks it imports (all the way down)
 * and their stylesheets, the entry's own closure left out (index.html loads it anyway).
 */
export function routeFiles(chunks: readonly BuiltChunk[], entryFile: string, routeModules: readonly string[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (starts: string[]): Set<string> => reach(starts, (f) => byFile.get(f)?.imports ?? []);
  const entry = closure([entryFile]);
  const route = chunks.filter((c) => c.facadeModuleId !== null && routeModules.includes(c.facadeModuleId)).map((c) => c.fileName);
  const js = [...closure(route)].filter((f) => !entry.has(f));
  return [...js, ...new Set(js.flatMap((f) => byFile.get(f)?.css ?? []))];
}

/**
 * A classic script for index.html (async: it never holds the page up; the CSP allows no inline one): on a route's address it adds a
 * <link rel=modulepreload> per script and <link rel=preload as=style> per stylesheet, so the route's
 * files load and compile while the entry does, not after it has run. Each link is `crossorigin`, as
 * the bundler's own stylesheet and module links are: a preload in another credentials mode is not
 * used, and the file is fetched twice.
 */
export function preloadScript(routes: readonly { pattern: string; files: readonly string[] }[], base = '/'): string {
  const table = JSON.stringify(routes.map((r) => [r.pattern, r.files.map((f) => base + f)]));
  return `(function(){var p=location.pathname;${table}.forEach(function(r){if(!new RegExp(r[0]).test(p))return;r[1].forEach(function(h){var l=document.createElement('link');if(/\\.css$/.test(h)){l.rel='preload';l.as='style';}else l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l);});});})();\n`;
}

/**
 * The plugin that reads the module graph once it is built, and the chunk groups that use what it
 * read (rolldown asks the groups after the build step, when chunks are cut).
 */
export function routeChunks(root: string, entry: string, routes: readonly RouteChunk[], light: readonly string[] = []): { plugin: Plugin; groups: ChunkGroup[] } {
  const split = new Map<string, RouteModules>();
  let lightModules = new Set<string>();
  let preloadFile: string | null = null;
  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    buildEnd() {
      const graph: ModuleGraph = {
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicImports: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      };
      lightModules = lightGraph(graph, light.map((l) => resolve(root, l)));
      for (const r of routes) split.set(r.name, routeModules(graph, resolve(root, entry), resolve(root, r.module), light.map((l) => resolve(root, l))));
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((c) => (c.type === 'chunk'
        ? [{ fileName: c.fileName, facadeModuleId: c.facadeModuleId, imports: c.imports, css: [...(c.viteMetadata?.importedCss ?? [])] }] : []));
      const entryChunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (entryChunk === undefined) return;
      const preloaded = routes.flatMap((r) => (r.preloadOn === undefined ? [] : [{ pattern: r.preloadOn, files: routeFiles(chunks, entryChunk.fileName, [r.module, ...(r.preloadAlso ?? [])].map((m) => resolve(root, m))) }]));
      if (preloaded.length === 0) return;
      const source = preloadScript(preloaded);
      preloadFile = `assets/route-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: preloadFile, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (preloadFile === null ? [] : [{ tag: 'script', attrs: { src: `/${preloadFile}`, async: true }, injectTo: 'head-prepend' }]),
    },
  };
  const ours = (id: string) => !id.includes('/node_modules/');
  const groups: ChunkGroup[] = [
    // The entry's static graph (React, the router, i18next, the session, the shell's frame): one file.
    { name: 'app', tags: ['$initial'], priority: 30 },
    // The sign-in screens' icons (the password field's eye, a check): one file of about 1 KB, rather
    // than a file each or the lazy screens' 40 KB 'icons' below.
    { name: 'sign-in-icons', priority: 26, test: (id: string) => LUCIDE_ICON.test(id) && lightModules.has(id) },
    // The icons the lazy screens use, but not the sign-in screens' own (sharedIcon).
    { name: 'icons', test: (id: string) => sharedIcon(id, lightModules), priority: 25 },
    ...routes.map((r) => ({ name: `${r.name}-shared`, priority: 20, includeDependenciesRecursively: false, test: (id: string) => ours(id) && (split.get(r.name)?.shared.has(id) ?? false) })),
    ...routes.map((r) => ({ name: r.name, priority: 10, includeDependenciesRecursively: false, test: (id: string) => ours(id) && (split.get(r.name)?.only.has(id) ?? false) })),
  ];
  return { plugin, groups };
}
