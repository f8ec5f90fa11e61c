import { parseArgs } from 'node:util';
import { parseFaultFlag, type FaultSpec } from './http/fault-specs';
import { DEFAULT_SEED, startSandbox } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    scale: { type: 'string', default: '0' },
    // repeatable: --fault 'latency:300:GET /api/v1/timelines/*' (syntax in README.md, "Fault injection")
    fault: { type: 'string', multiple: true, default: [] },
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

function faultOptions(raw: string[]): FaultSpec[] {
  try {
    return raw.map(parseFaultFlag);
  } catch (error) {
    console.error(`Invalid --fault: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

const sandbox = await startSandbox({
  host: values.host,
  port: integerOption('port', values.port),
  seed: integerOption('seed', values.seed),
  scale: integerOption('scale', values.scale),
  faults: faultOptions(values.fault),
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
