// Cross-layer suites use the server's test databases and harness: one in-memory PGlite per worker,
// plus PostgreSQL when TEST_DATABASE_URL is set. See server/testing/.
export { testDatabases, resetDatabase, type TestDatabase } from '../../server/testing/db';
export { useHarness, GOOD_CARD, newIdempotencyKey, type Harness, type CallOptions } from '../../server/testing/harness';
