import { parseArgs } from 'node:util';
import { DEFAULT_SEED, startSandbox } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    scale: { type: 'string', default: '0' },
  },
  strict: true,
});

function integerOption(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`Invalid --${name}: ${raw}`);
    process.exit(2);
  }
  return value;
}

const sandbox = await startSandbox({
  host: values.host,
  port: integerOption('port', values.port),
  seed: integerOption('seed', values.seed),
  scale: integerOption('scale', values.scale),
});
console.log(`Sandbox instance ready at ${sandbox.url}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
