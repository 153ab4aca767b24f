// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { lightGraph, preloadScript, routeFiles, routeModules, sharedIcon, type BuiltChunk, type ModuleGraph } from './routeChunks';

/** main → router ⇢ (lazily) editor, pages, login; the editor and the pages share `table`, all share `api`. */
const edges: Record<string, { imports: string[]; dynamic?: string[] }> = {
  main: { imports: ['router', 'react'] },
  router: { imports: ['react'], dynamic: ['editor', 'pages', 'login'] },
  react: { imports: [] },
  editor: { imports: ['canvas', 'table', 'api', 'react'], dynamic: ['publish'] },
  canvas: { imports: ['engine'] },
  engine: { imports: [] },
  publish: { imports: ['dialog'] },
  dialog: { imports: [] },
  pages: { imports: ['table', 'api'], dynamic: ['publish'] },
  table: { imports: ['api'] },
  login: { imports: ['form', 'api'] },
  form: { imports: [] },
  api: { imports: [] },
};
const graph: ModuleGraph = { imports: (id) => edges[id]?.imports ?? [], dynamicImports: (id) => edges[id]?.dynamic ?? [] };

describe('route chunks', () => {
  it('splits a route’s static graph into its own modules and those the rest of the app reaches too', () => {
    const { only, shared } = routeModules(graph, 'main', 'editor');
    expect([...only].sort()).toEqual(['canvas', 'editor', 'engine']);
    // The entry's modules are in it too (the 'app' group takes them first); the lazy dialog is not.
    expect([...shared].sort()).toEqual(['api', 'react', 'table']);
  });

  it('leaves out what a light screen (the login) uses, so it never loads a route’s chunk', () => {
    const { only, shared } = routeModules(graph, 'main', 'editor', ['login']);
    expect(shared.has('api')).toBe(false);
    expect(shared.has('table')).toBe(true);
    expect(only.has('canvas')).toBe(true);
  });

  it('a route’s files: its chunks all the way down and their styles, without the entry’s', () => {
    const chunks: BuiltChunk[] = [
      { fileName: 'assets/app.js', facadeModuleId: '/ui/main.tsx', imports: ['assets/runtime.js'], css: ['assets/app.css'] },
      { fileName: 'assets/runtime.js', facadeModuleId: null, imports: [], css: [] },
      { fileName: 'assets/EditorScreen.js', facadeModuleId: '/ui/editor/EditorScreen.tsx', imports: ['assets/editor.js', 'assets/app.js'], css: ['assets/editor.css'] },
      { fileName: 'assets/editor.js', facadeModuleId: null, imports: ['assets/editor-shared.js', 'assets/runtime.js'], css: [] },
      { fileName: 'assets/editor-shared.js', facadeModuleId: null, imports: ['assets/app.js'], css: [] },
      { fileName: 'assets/editor.ru.js', facadeModuleId: '/ui/i18n/editor.ru.json', imports: [], css: [] },
      { fileName: 'assets/PagesList.js', facadeModuleId: '/ui/screens/pages/PagesList.tsx', imports: ['assets/editor-shared.js'], css: [] },
    ];
    const files = routeFiles(chunks, 'assets/app.js', ['/ui/editor/EditorScreen.tsx', '/ui/i18n/editor.ru.json']);
    expect(files.sort()).toEqual(['assets/EditorScreen.js', 'assets/editor-shared.js', 'assets/editor.css', 'assets/editor.js', 'assets/editor.ru.js']);
  });

  it('the index.html script asks for a route’s files on its addresses only', () => {
    const script = preloadScript([{ pattern: '^/editor/[^/]+/?$', files: ['assets/editor.js', 'assets/editor.css'] }]);
    const run = (path: string): string[] => {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      new Function(script)();
      return [...document.head.querySelectorAll('link')].map((l) => `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`);
    };
    expect(run('/editor/12')).toEqual(['modulepreload /assets/editor.js', 'preload:style /assets/editor.css']);
    expect(run('/editor/12/')).toHaveLength(2);
    expect(run('/pages')).toEqual([]);
    expect(run('/editor/12/other')).toEqual([]);
    // The bundler links the route's stylesheet crossorigin: a preload without it would not be used.
    run('/editor/12');
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('crossorigin'))).toEqual(['', '']);
  });

  it('the icons chunk takes the lazy screens’ icons but not those the sign-in screens draw', () => {
    const eye = '/node_modules/lucide-react/dist/esm/icons/eye.mjs';
    const trash = '/node_modules/lucide-react/dist/esm/icons/trash.mjs';
    const icons: ModuleGraph = {
      imports: (id) => ({ login: ['field'], field: [eye], pages: ['field', trash] } as Record<string, string[]>)[id] ?? [],
      dynamicImports: () => [],
    };
    const light = lightGraph(icons, ['login']);
    expect(sharedIcon(trash, light)).toBe(true);
    expect(sharedIcon(eye, light)).toBe(false);
    expect(sharedIcon('/ui/components/TextField.tsx', light)).toBe(false);
  });
});
