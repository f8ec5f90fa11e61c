import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

/** The Mastodon API description, trimmed to what validation needs (see ../openapi/README.md). */
export const SCHEMA_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../openapi/schema.json',
);

function loadSchema(): OpenApiDocument {
  if (!existsSync(SCHEMA_PATH)) {
    throw new Error(
      `Mastodon OpenAPI schema not found at ${SCHEMA_PATH}. Derive it with scripts/trim-openapi.ts (see sandbox/tests/openapi/README.md).`,
    );
  }
  const document = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as OpenApiDocument;
  patchKnownDefects(document);
  return document;
}

type OpenApiDocument = {
  components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }> };
};

/**
 * Status.quote is `oneOf: [Quote, ShallowQuote, null]`, but neither object schema forbids the other's fields, so every
 * quote object matches both and `oneOf` can never pass. Treat it as `anyOf`, which is what the documentation means.
 */
function patchKnownDefects(document: OpenApiDocument): void {
  const quote = document.components.schemas.Status?.properties?.quote;
  if (quote && 'oneOf' in quote) {
    quote.anyOf = quote.oneOf;
    delete quote.oneOf;
  }
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('iso-639-1', /^[a-z]{2}$/);
ajv.addSchema(loadSchema(), 'mastodon');

const validators = new Map<string, ValidateFunction>();

/** Validates a raw (snake_case) response body against `components.schemas.<name>`; `Name[]` for arrays. */
export function schemaErrors(name: string, body: unknown): string[] {
  const isArray = name.endsWith('[]');
  const component = isArray ? name.slice(0, -2) : name;
  let validate = validators.get(name);
  if (!validate) {
    const ref = { $ref: `mastodon#/components/schemas/${component}` };
    validate = ajv.compile(isArray ? { type: 'array', items: ref } : ref);
    validators.set(name, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 10)
    .map(
      (error) =>
        `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    );
}

export function expectSchema(name: string, body: unknown): void {
  const errors = schemaErrors(name, body);
  if (errors.length)
    throw new Error(`Response does not match schema ${name}:\n${errors.join('\n')}`);
}
