import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
