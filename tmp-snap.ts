import { writeFileSync } from 'node:fs';
import { shippedBlocks } from './server/content/collections';
import { getPageTemplateContent, listPageTemplates } from './server/content/templates';
const out: Record<string, unknown> = { blocks: shippedBlocks() };
for (const t of listPageTemplates()) { out[`${t.code}:ru`] = getPageTemplateContent(t.code, 'ru'); out[`${t.code}:en`] = getPageTemplateContent(t.code, 'en'); }
out.list = listPageTemplates();
writeFileSync(process.argv[2], JSON.stringify(out, null, 1));
