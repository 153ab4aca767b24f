// Concurrent publishes of one page: each advances the draft revision atomically, so the
// two answers name different revisions, the published copy is the later one's, and an editor still
// holding the earlier revision is refused (409) instead of overwriting either.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { pageArtefacts, pages } from '../db/schema-pages';
import { eq } from 'drizzle-orm';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { readContent } from './pages-content';
import { textContent } from '../testing/pages-fixtures';

/** 20 pairs on PostgreSQL (the trial count); PGlite runs one query at a time, so fewer show the same. */
const trialsOn = (name: string) => (name === 'postgres' ? 20 : 5);

describe.each(testDatabases)('concurrent publishes on $name', (db) => {
  const h = useHarness(db);

  async function publishedText(pageId: number): Promise<string> {
    const [row] = await h.database.db.select({ globals: pageArtefacts.globals, content: pageArtefacts.content, codec: pageArtefacts.codec })
      .from(pages).innerJoin(pageArtefacts, eq(pageArtefacts.id, pages.artefactId)).where(eq(pages.id, pageId));
    return JSON.stringify((await readContent(row)).data);
  }

  it(`${trialsOn(db.name)} concurrent publish pairs: distinct revisions, the later one published, a stale save refused`, { timeout: 120_000 }, async () => {
    const { token } = await h.signUp();
    await h.payTariff(token, 'pro'); // no page limit
    for (let trial = 0; trial < trialsOn(db.name); trial++) {
      const page = await h.ok(api.pages.create, { token, body: { title: `Pair ${trial}` } });
      const params = { pageId: page.id };
      const texts = [`left-${trial}`, `right-${trial}`];
      const answers = await Promise.all(texts.map((t) => h.ok(api.pages.publish, { token, params, body: { data: textContent(t) } })));
      const revisions = answers.map((a) => a.revision);
      expect(revisions[0], `trial ${trial}`).not.toBe(revisions[1]);
      expect([...revisions].sort(), `trial ${trial}`).toEqual([2, 3]);
      const later = revisions[0] > revisions[1] ? 0 : 1;

      // The draft and the published copy are both the later publish's content.
      const draft = await h.ok(api.pages.content, { token, params });
      expect(draft.revision).toBe(3);
      expect(JSON.stringify(draft.data)).toContain(texts[later]);
      expect(await publishedText(page.id)).toContain(texts[later]);

      // An editor that saw the earlier publish is behind: its save is refused and changes nothing.
      const stale = await h.fail(api.pages.draft, 409, { token, params, body: { revision: 2, data: textContent('stale') } });
      expect(stale.code).toBe('draft.conflict');
      expect(JSON.stringify((await h.ok(api.pages.content, { token, params })).data)).toContain(texts[later]);
      // On the newest revision, saving works.
      expect((await h.ok(api.pages.draft, { token, params, body: { revision: 3, data: textContent('next') } })).revision).toBe(4);
    }
  });
});
