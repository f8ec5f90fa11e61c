/** Loopback ports; the e2e pair differs from `npm start` so both can run at once. */
export const START_APP_PORT = Number(process.env.PORT ?? 4173);
export const START_SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 8787);
/** Overridable so that two checkouts can run their end-to-end tests side by side. */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4174);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8788);
/** The app server of the snac2 specs, which run beside the others (see scripts/e2e.ts). */
export const E2E_SNAC_APP_PORT = Number(process.env.E2E_SNAC_APP_PORT ?? E2E_APP_PORT + 1);
/** The e2e build (each shard of the full run has its own, pointing at its own sandbox). */
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';
/** Where Playwright writes a run's failures (cleared when that run starts). */
export const E2E_RESULTS_DIR = process.env.E2E_RESULTS_DIR ?? 'test-results';
