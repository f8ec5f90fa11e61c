import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { E2E_OUT_DIR, E2E_SANDBOX_PORT, E2E_SNAC_APP_PORT } from './scripts/ports';

/**
 * The snac2 specs, run beside the others by `scripts/e2e.ts`: each starts its own snac2, and they
 * mostly wait for its polls and queues, so they cost little next to the main run. They use the
 * main run's sandbox (the build's default instance and its translation stand-in).
 */
export default defineConfig({
  ...base,
  testMatch: 'snac-*.spec.ts',
  testIgnore: undefined,
  outputDir: 'test-results-snac',
  use: { ...base.use, baseURL: `http://127.0.0.1:${E2E_SNAC_APP_PORT}` },
  webServer: [
    {
      command: `npx tsx scripts/wait-for-url.ts http://127.0.0.1:${E2E_SANDBOX_PORT}/api/v1/instance`,
      url: `http://127.0.0.1:${E2E_SANDBOX_PORT}/api/v1/instance`,
      reuseExistingServer: true,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir ${E2E_OUT_DIR} --host 127.0.0.1 --port ${E2E_SNAC_APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${E2E_SNAC_APP_PORT}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
