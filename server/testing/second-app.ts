// Another server process, as a test can have one: a second app on the harness's database with its
// change feed (platform/http/change-feed.ts) on a connection of its own where there can be several
// (PostgreSQL; PGlite is one connection, shared). Closed by the returned `close`.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import type { TestDatabase } from './db';

export async function sameDatabaseApp(tdb: TestDatabase, shared: Database): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = tdb.openAnother ? await tdb.openAnother() : shared;
  const app = await buildApp({ db: database.db, config: testConfig(), changes: { listen: database.listen } });
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== shared) await database.close();
    },
  };
}
