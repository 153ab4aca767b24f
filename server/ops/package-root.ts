// The folder of the product's package.json, found from the running module: server/config.ts when
// run from the sources, dist/server/*.mjs when built. Files of the product (the built UI) are found
// from here, not from the working directory, so `node /app/dist/server/main.mjs` serves its UI
// from anywhere.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageRootOf(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
}

export const packageRoot = packageRootOf(import.meta.url);
