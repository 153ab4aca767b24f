// What the entry's chunk and the sign-in screens load (start-up cost): their static import
// graph, read from the sources the way the bundler follows it (value imports only; type imports
// vanish). A barrel (react-aria-components, lucide-react) brings everything it re-exports into the
// chunk that imports it, so neither may be in there; the sign-in screens also load no React Aria
// dialog (its module brings Menu and Popover), select or picker beyond what the entry has.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The module's value imports (static ones; `import()` is a lazy edge and left out). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const node of source.statements) {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      if (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) continue;
      if (ts.isExportDeclaration(node) && node.isTypeOnly) continue;
      out.push(node.moduleSpecifier.text);
    }
  }
  return out;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const f of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base.replace(/\.js$/, '.ts')]) if (existsSync(f) && !f.endsWith('/') && /\.(tsx?|json)$/.test(f)) return f;
  return null;
}

/** Every package import (with the importing file) of the static graph from `starts`. */
function packagesOf(starts: readonly string[]): { spec: string; from: string }[] {
  const seen = new Set<string>();
  const queue = starts.map((s) => resolve(root, s));
  const packages: { spec: string; from: string }[] = [];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const spec of valueImports(file)) {
      if (!spec.startsWith('.')) packages.push({ spec, from: relative(root, file) });
      else {
        const next = resolveLocal(file, spec);
        if (next !== null) queue.push(next);
      }
    }
  }
  return packages;
}

const barrel = /^(react-aria-components|lucide-react)$/;
const overlays = /^react-aria-components\/(Dialog|Modal|Menu|Popover|Select|ComboBox|DatePicker)$/;

describe('the start-up graph', () => {
  it('the entry (ui/main.tsx) loads no barrel', () => {
    expect(packagesOf(['ui/main.tsx']).filter((p) => barrel.test(p.spec))).toEqual([]);
  });

  it('the sign-in screens load no barrel, and no React Aria dialog, menu, popover or picker of their own', () => {
    const entry = new Set(packagesOf(['ui/main.tsx']).map((p) => p.spec));
    const found = packagesOf(['ui/screens/auth/Login.tsx', 'ui/screens/auth/SignUp.tsx', 'ui/screens/auth/Recovery.tsx', 'ui/screens/auth/ConfirmEmail.tsx'])
      .filter((p) => barrel.test(p.spec) || (overlays.test(p.spec) && !entry.has(p.spec)));
    expect(found).toEqual([]);
  });

  it('reads a value import and skips a type-only one (the check would miss nothing)', () => {
    const packages = packagesOf(['ui/app/navItems.ts']).map((p) => p.spec);
    expect(packages.some((p) => p.startsWith('lucide-react/icons/'))).toBe(true);
    expect(packages).not.toContain('lucide-react');
  });
});
