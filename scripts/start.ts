/**
 * `npm start`: builds Petrel with the sandbox instance as its default, starts the sandbox
 * seeded with data, and serves the production build on 127.0.0.1.
 */
import { build, preview } from 'vite';
import { startSandbox } from '../sandbox/server';
import { START_APP_PORT, START_SANDBOX_PORT } from './ports';

const host = '127.0.0.1';
process.env.VITE_DEFAULT_INSTANCE ??= `${host}:${START_SANDBOX_PORT}`;
process.env.VITE_ALT_TEXT_URL ??= `http://${host}:${START_SANDBOX_PORT}/_services/alt-text`;
process.env.VITE_GIF_SEARCH_URL ??= `http://${host}:${START_SANDBOX_PORT}/_services/gifs/search`;
process.env.VITE_TRANSLATION_INSTANCES ??= `${host}:${START_SANDBOX_PORT}/_services/lingva`;

console.log('Building Petrel…');
await build({ logLevel: 'warn' });

const sandbox = await startSandbox({ host, port: START_SANDBOX_PORT });
const server = await preview({ preview: { host, port: START_APP_PORT, strictPort: true } });

console.log(`Sandbox instance: ${sandbox.url}`);
console.log(`Petrel is running at http://${host}:${START_APP_PORT}/`);
console.log('Press Ctrl+C to stop.');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([server.close(), sandbox.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
