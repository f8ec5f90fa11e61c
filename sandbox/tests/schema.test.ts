import { describe, expect, it } from 'vitest';
import { schemaErrors } from './helpers/schema';

// The derived schema (openapi/schema.json) must still say what a valid response is: the trimming
// keeps types, formats, required fields and enums.
const tag = {
  name: 'petrel',
  url: 'https://sandbox.test/tags/petrel',
  history: [{ day: '1700000000', uses: '3', accounts: '2' }],
};

describe('the derived Mastodon schema', () => {
  it('accepts a valid body', () => {
    expect(schemaErrors('Tag', { id: '1', ...tag })).toEqual([]);
  });

  it.each([
    ['a required field is missing', 'Tag', tag, 'must have required property'],
    ['a field has the wrong type', 'Tag', { id: 1, ...tag }, 'must be string'],
    ['a URL is not a URL', 'Tag', { ...tag, id: '1', url: 'not a url' }, 'must match format "uri"'],
    ['a value is outside its enum', 'MediaAttachmentTypeEnum', 'hologram', 'allowed values'],
  ])('rejects a body where %s', (_name, schema, body, message) => {
    expect(schemaErrors(schema, body).join('\n')).toContain(message);
  });
});
