/**
 * Fault rule descriptions: the JSON accepted by POST /_sandbox/faults and `startSandbox({ faults })`, and the
 * `--fault` command-line syntax. Building the rules from them lives in fault-rules.ts.
 */
export const FAULT_TYPES = [
  'latency',
  'error',
  'rate_limit',
  'hang',
  'drop_polls',
  'drop_quotes',
  'malformed_json',
  'drop_answer',
  'ignore_idempotency',
  'websocket_drop',
  'media_stuck',
] as const;

export type FaultType = (typeof FAULT_TYPES)[number];

export interface FaultSpec {
  type: FaultType;
  /** `METHOD /path/glob` (`*` matches anything; method `*` or omitted = any), or `re:<regex>` tested on `METHOD /path` */
  match: string;
  /** latency: added delay */
  ms?: number;
  /** error: the status code answered (default 500) */
  status?: number;
  /** rate_limit: seconds in Retry-After (default 30) */
  retry_after?: number;
  /** websocket_drop: seconds between drops of every open streaming socket */
  every_seconds?: number;
  /** the rule expires after firing this many times (requests, or drops for websocket_drop) */
  times?: number;
}

export class FaultSpecError extends Error {}

const DEFAULT_MATCH: Partial<Record<FaultType, string>> = {
  ignore_idempotency: 'POST /api/v1/statuses',
  drop_polls: 'POST /api/v1/statuses',
  drop_quotes: 'POST /api/v1/statuses',
  media_stuck: 'POST /api/v2/media',
  websocket_drop: '/api/v1/streaming',
};

function normalizeType(value: unknown): FaultType {
  const type = typeof value === 'string' ? value.trim().toLowerCase().replace(/-/g, '_') : '';
  const aliases: Partial<Record<string, FaultType>> = {
    '5xx': 'error',
    '429': 'rate_limit',
    timeout: 'hang',
    malformed: 'malformed_json',
    ws_drop: 'websocket_drop',
    media: 'media_stuck',
  };
  const resolved = aliases[type] ?? FAULT_TYPES.find((known) => known === type);
  if (!resolved)
    throw new FaultSpecError(
      `Unknown fault type: ${JSON.stringify(value)} (one of ${FAULT_TYPES.join(', ')})`,
    );
  return resolved;
}

function numberField(
  input: Record<string, unknown>,
  name: string,
  options: { min: number; max?: number; integer?: boolean },
): number | undefined {
  const raw = input[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (
    !Number.isFinite(value) ||
    value < options.min ||
    (options.max !== undefined && value > options.max) ||
    (options.integer && !Number.isInteger(value))
  )
    throw new FaultSpecError(`Invalid ${name}: ${JSON.stringify(raw)}`);
  return value;
}

/** Validates a JSON rule description, filling defaults. */
export function parseFaultSpec(input: unknown): FaultSpec {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw new FaultSpecError('A fault rule is a JSON object with at least a "type"');
  const body = input as Record<string, unknown>;
  const type = normalizeType(body.type);
  const match = typeof body.match === 'string' && body.match.trim() ? body.match.trim() : undefined;
  const spec: FaultSpec = { type, match: match ?? DEFAULT_MATCH[type] ?? '*' };
  compileMatcher(spec.match);
  const times = numberField(body, 'times', { min: 1, integer: true });
  if (times !== undefined) spec.times = times;
  switch (type) {
    case 'latency':
      spec.ms = numberField(body, 'ms', { min: 0, max: 600_000 }) ?? 1000;
      break;
    case 'error':
      spec.status = numberField(body, 'status', { min: 400, max: 599, integer: true }) ?? 500;
      break;
    case 'rate_limit':
      spec.retry_after = numberField(body, 'retry_after', { min: 0, integer: true }) ?? 30;
      break;
    case 'websocket_drop':
      spec.every_seconds = numberField(body, 'every_seconds', { min: 0.05 }) ?? 10;
      break;
    default:
      break;
  }
  return spec;
}

/** The argument each type takes on the command line, between the type and the route pattern. */
const FLAG_ARGUMENT: Partial<Record<FaultType, keyof FaultSpec>> = {
  latency: 'ms',
  error: 'status',
  rate_limit: 'retry_after',
  websocket_drop: 'every_seconds',
};

/**
 * `--fault` syntax: `<type>[:<argument>][:<pattern>][:times=<n>]`, e.g. `latency:300:GET /api/v1/timelines/*`,
 * `error:503:GET /api/v1/notifications`, `rate_limit:60:*`, `hang:GET /api/v1/timelines/home`,
 * `malformed_json:GET /api/v1/accounts/*`, `drop_answer:POST /api/v1/statuses:times=1`,
 * `ignore_idempotency`, `websocket_drop:5`, `media_stuck`, `error:500:*:times=3`.
 */
export function parseFaultFlag(text: string): FaultSpec {
  let rest = text.trim();
  const body: Record<string, unknown> = {};
  const times = /:times=(\d+)$/.exec(rest);
  if (times) {
    body.times = times[1];
    rest = rest.slice(0, times.index);
  }
  const typeEnd = rest.indexOf(':');
  const type = normalizeType(typeEnd < 0 ? rest : rest.slice(0, typeEnd));
  body.type = type;
  rest = typeEnd < 0 ? '' : rest.slice(typeEnd + 1);
  const argument = FLAG_ARGUMENT[type];
  if (argument) {
    const end = rest.indexOf(':');
    body[argument] = end < 0 ? rest : rest.slice(0, end);
    rest = end < 0 ? '' : rest.slice(end + 1);
    if (body[argument] === '') throw new FaultSpecError(`--fault ${text}: missing ${argument}`);
  }
  if (rest) body.match = rest;
  return parseFaultSpec(body);
}

export interface RequestLine {
  method: string;
  path: string;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Compiles a rule's `match` into a predicate over the request method and path (no query string). */
export function compileMatcher(match: string): (line: RequestLine) => boolean {
  if (match.startsWith('re:')) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(match.slice(3));
    } catch {
      throw new FaultSpecError(`Invalid regular expression in match: ${match}`);
    }
    return ({ method, path }) => pattern.test(`${method} ${path}`);
  }
  const space = match.indexOf(' ');
  const methodPart = space < 0 ? '*' : match.slice(0, space).toUpperCase();
  const pathPart = space < 0 ? match : match.slice(space + 1).trim();
  const methods = methodPart === '*' ? null : methodPart.split(/[,|]/);
  const glob = new RegExp(`^${escapeRegExp(pathPart).replace(/\*+/g, '.*')}$`);
  return ({ method, path }) =>
    (methods === null || methods.includes(method.toUpperCase())) && glob.test(path);
}
