import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { routeChunks } from './build/routeChunks.js';

/** Test files that need a PostgreSQL server (a SIGKILLed server process on its own cluster). */
const postgresOnly = ['tests/lead-reliability.test.ts', 'tests/webhook-worker-kill.test.ts', 'tests/server-processes.test.ts', 'tests/metrics-processes.test.ts', 'bench/lib/cpu-postgres.test.ts'];

// The editor route's code in two chunks (its own, and what it shares with other screens) and the
// entry's in one, instead of ~100 small ones (build/routeChunks.ts, issue 16 "editor open").
// The sign-in screens keep their small chunks: they never load the editor's shared one.
const chunks = routeChunks(fileURLToPath(new URL('./ui', import.meta.url)), 'main.tsx', [
  // On /editor/{id}, index.html asks for the editor's files and its Russian catalogues (ru is every
  // language's fallback, so they are always loaded) before the entry runs.
  { name: 'editor', module: 'editor/EditorScreen.tsx', preloadOn: '^/editor/[^/]+/?$', preloadAlso: ['i18n/ru.json', 'i18n/editor.ru.json'] },
  // The pages list (the screen most sessions start on) the same way, with the shell around it.
  { name: 'pages', module: 'screens/pages/PagesList.tsx', preloadOn: '^/pages(/folders(/[^/]+)?)?/?$', preloadAlso: ['layouts/MainShell.tsx', 'i18n/ru.json', 'i18n/pages.ru.json'] },
],
  ['screens/auth/Login.tsx', 'screens/auth/SignUp.tsx', 'screens/auth/Recovery.tsx', 'screens/auth/ConfirmEmail.tsx']);

// react-router's package.json exports only its development build (warnings, invariants, dev-only
// checks: slower to evaluate and heavier). For `vite build` its imports go to the production files
// instead, as React Router's own Vite plugin does; the dev server and vitest keep the development
// build and its warnings. Exact matches only, so every import lands on the same production files
// (one copy of the router and its contexts; build/reactRouterBuild.test.ts checks the bundle).
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

// One config for the UI build (root: ui/) and for vitest (unit + server integration tests).
// Playwright specs (tests/e2e/*.spec.ts) are run by Playwright, never by vitest.
export default defineConfig(({ command }) => ({
  root: 'ui',
  publicDir: 'public',
  plugins: [react(), chunks.plugin],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: '../dist/ui',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
    // The entry's chunk is its whole static graph by design (about 800 KB, 250 KB gzipped): one file.
    chunkSizeWarningLimit: 1000,
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
      'build/**/*.test.ts',
      'bench/**/*.test.ts',
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
}));
