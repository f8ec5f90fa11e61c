/**
 * Derives sandbox/tests/openapi/schema.json, the copy of the Mastodon API OpenAPI description that the
 * sandbox contract tests read, from the full description:
 *
 *   npx tsx scripts/trim-openapi.ts <path to the full schema.json>
 *
 * It keeps what validation needs (paths, operations, parameters, types, formats, required fields,
 * enums, references, successful responses) and drops prose and samples: descriptions,
 * summaries, examples, external docs, servers, vendor extensions, and the error responses every
 * operation repeats.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const DROPPED = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'externalDocs',
  'servers',
  'tags',
]);

/** Objects whose keys are names (a property called `description` is a fact, not prose). */
const NAMED_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'schemas',
  'paths',
  'responses',
  'headers',
  'content',
  'encoding',
  'mapping',
  'securitySchemes',
  'scopes',
  'links',
  'callbacks',
]);

export function trim(node: unknown, parentKey = ''): unknown {
  if (Array.isArray(node)) return node.map((item) => trim(item));
  if (node === null || typeof node !== 'object') return node;
  const named = NAMED_MAPS.has(parentKey);
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!named && (DROPPED.has(key) || key.startsWith('x-'))) continue;
    if (parentKey === 'responses' && !/^2\d\d$/.test(key)) continue;
    kept[key] = trim(value, named ? '' : key);
  }
  return kept;
}

async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) throw new Error('Usage: npx tsx scripts/trim-openapi.ts <full schema.json>');
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const target = resolve(root, 'sandbox/tests/openapi/schema.json');
  const full = JSON.parse(readFileSync(source, 'utf8')) as unknown;
  const text = JSON.stringify(trim(full));
  const options = (await resolveConfig(target)) ?? {};
  writeFileSync(target, await format(text, { ...options, parser: 'json' }));
  console.log(`Wrote ${target} (${Math.round(text.length / 1024)} KB before formatting)`);
}

await main();
