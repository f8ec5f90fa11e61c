/**
 * Builds Petrel with the e2e sandbox as its default instance, then runs Playwright
 * (which starts the sandbox and a static server itself).
 */
import { spawnSync } from 'node:child_process';
import { build } from 'vite';
import { assertChromiumInstalled } from './chromium';
import { E2E_OUT_DIR, E2E_SANDBOX_PORT } from './ports';

assertChromiumInstalled();
process.env.VITE_DEFAULT_INSTANCE = `127.0.0.1:${E2E_SANDBOX_PORT}`;
// The sandbox's stand-ins for the alt-text, GIF and translation services.
process.env.VITE_ALT_TEXT_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}/_services/alt-text`;
process.env.VITE_GIF_SEARCH_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}/_services/gifs/search`;
process.env.VITE_TRANSLATION_INSTANCES = `127.0.0.1:${E2E_SANDBOX_PORT}/_services/lingva`;
// Servers without streaming (snac2) are polled every 5 s rather than 30 s, so the specs that wait
// for a poll wait seconds, not half a minute each.
process.env.VITE_POLL_INTERVAL_MS = '5000';
await build({ logLevel: 'warn', build: { outDir: E2E_OUT_DIR, emptyOutDir: true } });

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
