import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Test files that need a PostgreSQL server (a SIGKILLed server process on its own cluster). */
const postgresOnly = ['tests/lead-reliability.test.ts', 'tests/webhook-worker-kill.test.ts', 'tests/server-processes.test.ts'];

// One config for the UI build (root: ui/) and for vitest (unit + server integration tests).
// Playwright specs (tests/e2e/*.spec.ts) are run by Playwright, never by vitest.
export default defineConfig({
  root: 'ui',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/ui',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
  test: {
    root: '.',
    include: [
      'engine/**/*.test.ts',
      'machines/**/*.test.ts',
      'api/**/*.test.ts',
      'adapters/**/*.test.ts',
      'server/**/*.test.ts',
      'ui/**/*.test.{ts,tsx}',
      'tests/**/*.test.ts',
    ],
    // PostgreSQL-only files run when TEST_DATABASE_URL names a server (CI always does); without one
    // they are left out of the run rather than listed as skipped (README, "Tests").
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**', ...(process.env.TEST_DATABASE_URL ? [] : postgresOnly)],
    environment: 'node',
    // The first test of a server file also opens a fresh PGlite and migrates it (20–30 s on a busy 2-core machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
