import { readFileSync } from 'node:fs';
const a = JSON.parse(readFileSync('/tmp/tplen-before.json', 'utf8')), b = JSON.parse(readFileSync('/tmp/tplen-after.json', 'utf8'));
for (const k of Object.keys(a)) { const same = JSON.stringify(a[k]) === JSON.stringify(b[k]); if (!same || !k.endsWith(':ru')) console.log(k, same ? 'same' : 'DIFF'); }
