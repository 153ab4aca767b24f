// The zones of ui/: every folder of ui/screens/ is an area (pages, domains, persons, sales ...), and a
// file of one area imports no file of another, nor the loose screens beside the areas. What several
// areas use lives below them (ui/components, ui/lib, ui/styles, ui/testing), and those shared folders
// import no screen; the route tables in ui/app/routes/ are where areas meet (a screen of another area
// is reached by its URL). A new folder under ui/screens/ is a zone of its own with no entry here.
//
// A rule of its own rather than `no-restricted-imports` patterns: those match the import's text, and
// '../settings/x' means the settings area from ui/screens/leads/ but the pages area's own folder from
// ui/screens/pages/components/; this rule resolves the path first. Being a separate rule it also
// leaves the ui block's `no-restricted-imports` (network, server code, barrels) as it is.
import path from 'node:path';

const SCREENS = 'ui/screens';
/** Folders of ui/ that sit below the screens: they hold what several areas share. */
const SHARED = ['ui/components', 'ui/lib', 'ui/testing'];

const posix = (p) => p.split(path.sep).join('/');
const under = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/** Where a repository-relative path belongs: a screen area, a loose screen, or outside the screens. */
function zoneOf(file) {
  if (!under(file, SCREENS)) return null;
  const parts = file.slice(SCREENS.length + 1).split('/');
  return parts.length > 1 ? { area: parts[0] } : { loose: parts[0] };
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A ui/screens area imports no other area; ui/components, ui/lib and ui/testing import no screen.' },
    schema: [],
    messages: {
      crossArea: "The {{area}} screens import no file of the {{other}} area ('{{source}}'). Move a piece several areas use to ui/components/ or ui/lib/; reach another area's screen by its URL (ui/app/routes/ puts areas together).",
      shared: "{{folder}} holds what the screens share and imports no screen ('{{source}}'): move the piece down here, or pass it in from the screen.",
    },
  },
  create(context) {
    const cwd = context.cwd;
    const file = posix(path.relative(cwd, context.filename));
    const own = zoneOf(file);
    const sharedFolder = SHARED.find((folder) => under(file, folder));
    if (!own?.area && !sharedFolder) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = posix(path.relative(cwd, path.resolve(path.dirname(context.filename), source)));
      const zone = zoneOf(target);
      if (!zone) return;
      if (sharedFolder) {
        context.report({ node, messageId: 'shared', data: { folder: sharedFolder, source } });
      } else if (zone.area !== own.area) {
        context.report({ node, messageId: 'crossArea', data: { area: own.area, other: zone.area ?? `loose screen ${zone.loose}`, source } });
      }
    };
    const fromSource = (node) => { if (node.source) check(node.source, node.source.value); };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => { if (node.source.type === 'Literal') check(node.source, node.source.value); },
      // A test's vi.mock('../other/module') reaches into that module just as an import does.
      CallExpression: (node) => {
        const callee = node.callee;
        const isMock = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'vi'
          && callee.property.type === 'Identifier' && ['mock', 'doMock'].includes(callee.property.name);
        const first = node.arguments[0];
        if (isMock && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

const plugin = { meta: { name: 'ui-zones' }, rules: { 'screen-areas': rule } };

/** The flat-config blocks: spread into eslint.config.js. Tests keep to the zones too. */
export const uiZones = [
  {
    files: ['ui/**/*.{ts,tsx}'],
    plugins: { 'ui-zones': plugin },
    rules: { 'ui-zones/screen-areas': 'error' },
  },
];
