import { defineConfig } from '@playwright/test';

// End-to-end specs run in Debian's Chromium (never a downloaded browser) against the real server
// on a throwaway embedded database.
const port = Number(process.env.E2E_PORT ?? 18080);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The built server, as users run it (scripts/start.mjs builds what is stale first). A data
    // directory per port, so two runs on different ports never delete each other's database.
    // DEV_OUTBOX=1: platform.spec reads confirmation and recovery codes at /dev, as a developer does;
    // integrations.spec reads a lead's notification mail there. WEBHOOK_ALLOW_PRIVATE=1: its webhook
    // receiver listens on loopback; WEBHOOK_RETRY_BASE_MS=1000: its retries come within seconds.
    // TELEGRAM_API_URL: telegram.spec's local Bot API stand-in, on the port 20000 above the server's.
    // RATE_LIMIT_MAX=60: every spec signs up its own accounts from one address, a few dozen a minute at
    // times; the per-address limit itself is tested by the server suites (server/auth/session.test.ts).
    command: `rm -rf .e2e-data-${port} && DATA_DIR=.e2e-data-${port} PORT=${port} DATABASE_URL= DEV_OUTBOX=1 LOG_LEVEL=warn RATE_LIMIT_MAX=60 WEBHOOK_ALLOW_PRIVATE=1 WEBHOOK_RETRY_BASE_MS=1000 TELEGRAM_API_URL=http://127.0.0.1:${port + 20000} node scripts/start.mjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
