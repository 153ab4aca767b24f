// `npm run fonts`: cuts the published pages' font files (font-subsets.ts) from the
// installed @fontsource packages into server/data/fonts/ and writes its manifest, replacing what
// was there. Run it after changing a family, a weight or a character group, and commit the result
// (a test fails while the committed files differ from what this writes).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSubsets } from './font-subsets';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/fonts');
const subsets = await buildSubsets();
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) if (file.endsWith('.woff2')) rmSync(path.join(dir, file));
for (const { face, data } of subsets) writeFileSync(path.join(dir, face.file), data);
writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify({ faces: subsets.map((s) => s.face) }, null, 1)}\n`);
const total = subsets.reduce((s, x) => s + x.face.bytes, 0);
console.log(`${subsets.length} font files, ${total} bytes, in ${path.relative(process.cwd(), dir)}`);
