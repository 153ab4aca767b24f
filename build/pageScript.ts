// The published page's script, compiled: each part of engine/render/script/ (typed, linted,
// unit-tested TypeScript) bundled with what it imports (the field rule it shares with the server)
// and turned into the small ES5 script pages carry. TypeScript lowers the modules to ES5 (esbuild
// cannot lower const/let or for-of to ES5); esbuild then bundles and minifies them with target es5,
// which refuses any syntax newer than ES5 that is left — the check that the script runs on whatever
// the visitor has. The result is kept in engine/render/script/compiled.generated.ts, so the engine
// needs no build step at run time; build/pageScript.test.ts fails when that file is stale.
// A part too heavy to carry inline (FILES: the phone mask) is compiled the same way into
// SCRIPT_FILES, which the server answers as a file of its own (engine/render/phone-file.ts) and a
// small inline part loads when it is needed.
//
// `npx tsx build/pageScript.ts` writes the file again.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
export const GENERATED = 'engine/render/script/compiled.generated.ts';

/** The parts, and whether each takes a configuration (`run(config)`), which the renderer fills in at CONFIG. */
export const PARTS = { bgvideo: false, conditions: false, cookie: false, engage: false, form: true, goal: true, menu: true, modal: false, phone: true, ripple: false, slider: false, steps: true, tabs: false, video: false } as const;

/** The inline parts whose module is not named after them: the phone part is the loader of the phone file. */
const SOURCES: Partial<Record<keyof typeof PARTS, string>> = { phone: 'phone-load' };

/** The parts served as files of their own, and whether each takes a configuration: the phone mask, with its country's plan. */
export const FILES = { phone: true } as const;

/** Where a part's configuration goes in its compiled text: the renderer puts the JSON there. */
export const CONFIG = '__CONFIG__';

/** Each TypeScript module lowered to ES5 on its way into the bundle. */
const es5: Plugin = {
  name: 'typescript-es5',
  setup(b) {
    // libphonenumber-js (the phone part's AsYouType) is modern JavaScript: lowered the same way.
    b.onLoad({ filter: /\.ts$|[\\/]node_modules[\\/]libphonenumber-js[\\/].*\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const out = ts.transpileModule(source, {
        fileName: args.path,
        compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.ESNext, importHelpers: false, removeComments: true },
      });
      return { contents: out.outputText, loader: 'js' };
    });
  },
};

async function compilePart(module: string, configured: boolean): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { run } from './${module}';\nrun(${configured ? CONFIG : ''});`,
      resolveDir: `${root}engine/render/script`,
      sourcefile: `${module}-entry.js`,
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es5',
    minify: true,
    legalComments: 'none',
    plugins: [es5],
    logLevel: 'silent',
  });
  return unwrapRun(result.outputFiles[0].text.trim().replace(/;$/, ''));
}

/**
 * `(function(){function r(){BODY}r();})()` — a part without configuration or module-level state,
 * its run() called once — is `(function(){BODY})()`, some 20 bytes less on every page that carries
 * it. Left as it is when BODY names the function (it would no longer exist).
 */
export function unwrapRun(text: string): string {
  const m = /^\(function\(\)\{function ([\w$]+)\(\)\{([\s\S]*)\}\1\(\);?\}\)\(\)$/.exec(text);
  if (m === null || new RegExp(`(^|[^\\w$])${m[1].replace(/\$/g, '\\$')}($|[^\\w$])`).test(m[2])) return text;
  return `(function(){${m[2]}})()`;
}

/** Syntax newer than ES5 (each a kind of node, with the reason it cannot be on a page). */
const NEWER: ReadonlyMap<ts.SyntaxKind, string> = new Map([
  [ts.SyntaxKind.ArrowFunction, 'an arrow function'], [ts.SyntaxKind.TemplateExpression, 'a template literal'],
  [ts.SyntaxKind.NoSubstitutionTemplateLiteral, 'a template literal'], [ts.SyntaxKind.ClassDeclaration, 'a class'],
  [ts.SyntaxKind.ClassExpression, 'a class'], [ts.SyntaxKind.ForOfStatement, 'for…of'], [ts.SyntaxKind.SpreadElement, 'a spread'],
  [ts.SyntaxKind.SpreadAssignment, 'an object spread'], [ts.SyntaxKind.ObjectBindingPattern, 'destructuring'],
  [ts.SyntaxKind.ArrayBindingPattern, 'destructuring'], [ts.SyntaxKind.ShorthandPropertyAssignment, 'a shorthand property'],
  [ts.SyntaxKind.ComputedPropertyName, 'a computed property name'], [ts.SyntaxKind.AwaitExpression, 'await'],
  [ts.SyntaxKind.YieldExpression, 'yield'], [ts.SyntaxKind.QuestionQuestionToken, '??'], [ts.SyntaxKind.QuestionDotToken, '?.'],
  [ts.SyntaxKind.AsteriskAsteriskToken, '**'], [ts.SyntaxKind.MetaProperty, 'new.target or import.meta'],
]);

/** What in a script is newer than ES5 ([] when it is all ES5): the check on every compiled part. */
export function es5Problems(text: string): string[] {
  const file = ts.createSourceFile('part.js', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const newer = NEWER.get(node.kind);
    if (newer !== undefined) found.push(newer);
    if (ts.isVariableDeclarationList(node) && (node.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== 0) found.push('let or const');
    if (ts.isParameter(node) && (node.initializer !== undefined || node.dotDotDotToken !== undefined)) found.push('a default or rest parameter');
    if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.asteriskToken !== undefined) found.push('a generator');
    if (ts.isRegularExpressionLiteral(node) && /\/[a-z]*[suy][a-z]*$/.test(node.text)) found.push('a regular expression flag newer than ES5');
    ts.forEachChild(node, visit);
  };
  visit(file);
  if ((file as unknown as { parseDiagnostics: readonly unknown[] }).parseDiagnostics.length > 0) found.push('a syntax error');
  return found;
}

/** Compiled texts, each checked to be ES5 (an error names the part and what in it is newer). */
async function compileAll<K extends string>(parts: Readonly<Record<K, boolean>>, module: (name: K) => string, kind: string): Promise<Record<K, string>> {
  const names = Object.keys(parts) as K[];
  const texts = await Promise.all(names.map((n) => compilePart(module(n), parts[n])));
  names.forEach((n, i) => {
    const problems = es5Problems(texts[i]);
    if (problems.length > 0) throw new Error(`The page script's ${n} ${kind} is not ES5: ${[...new Set(problems)].join(', ')}`);
  });
  return Object.fromEntries(names.map((n, i) => [n, texts[i]])) as Record<K, string>;
}

/** Every inline part's compiled text. */
export const compilePageScript = (): Promise<Record<keyof typeof PARTS, string>> =>
  compileAll(PARTS, (n) => SOURCES[n] ?? n, 'part');

/** Every file part's compiled text. */
export const compilePageScriptFiles = (): Promise<Record<keyof typeof FILES, string>> =>
  compileAll(FILES, (n) => n, 'file');

/** The generated module's text. */
export async function generatedModule(): Promise<string> {
  const [parts, files] = await Promise.all([compilePageScript(), compilePageScriptFiles()]);
  const lines = (texts: Record<string, string>) => Object.entries(texts).map(([n, text]) => `  ${n}: ${JSON.stringify(text)},`);
  return [
    '// Generated by build/pageScript.ts from engine/render/script/*.ts — do not edit; run `npx tsx build/pageScript.ts`.',
    '/** The published page\'s script parts, compiled to ES5; a configured part has its configuration\'s JSON put at `' + CONFIG + '`. */',
    'export const SCRIPT_PARTS = {',
    ...lines(parts),
    '} as const;',
    '',
    '/** The parts a page loads as files of their own when it needs them (engine/render/phone-file.ts), compiled the same way. */',
    'export const SCRIPT_FILES = {',
    ...lines(files),
    '} as const;',
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(`${root}${GENERATED}`, await generatedModule());
  console.log(`wrote ${GENERATED}`);
}
