/** `npm run bench`: runs every bench/*.bench.ts in turn, each in its own process. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
console.log(`\n${files.length - failed}/${files.length} benchmarks ran`);
process.exit(failed === 0 ? 0 : 1);
