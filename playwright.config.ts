import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { E2E_APP_PORT, E2E_OUT_DIR, E2E_RESULTS_DIR, E2E_SANDBOX_PORT } from './scripts/ports';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The full run takes the snac2 specs apart, beside it (playwright.snac.config.ts).
  testIgnore: process.env.E2E_SNAC_APART ? 'snac-*.spec.ts' : undefined,
  outputDir: E2E_RESULTS_DIR,
  // Bounds on waiting for a condition, not waits: a screen-by-screen test with axe checks needs
  // more than a minute when both cores are busy.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  // One retry everywhere `npm test` runs (the CI runner sets no CI variable); a retried test is
  // counted as flaky in the report, and two Home specs still are (see the issues' notes).
  retries: 1,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: [
    {
      command: `npx tsx sandbox/cli.ts --port ${E2E_SANDBOX_PORT}`,
      url: `http://127.0.0.1:${E2E_SANDBOX_PORT}/api/v1/instance`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx vite preview --outDir ${E2E_OUT_DIR} --host 127.0.0.1 --port ${E2E_APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${E2E_APP_PORT}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
