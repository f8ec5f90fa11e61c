import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { statusJson } from '../test/fixtures';
import { capabilityOfQuery, markCapabilityMissing } from './capabilities';
import { queryKeys } from './query-keys';

test.each([
  [queryKeys.trends('a.example', 'tags'), 'trends'],
  [queryKeys.timeline('a.example', { type: 'trending' }), 'trends'],
  [queryKeys.trends('a.example', 'links'), null],
  [queryKeys.timeline('a.example', { type: 'local' }), null],
  [queryKeys.status('a.example', '1'), null],
])('a 404 on %j marks %s missing', (key, capability) => {
  const found = capabilityOfQuery(key, new QueryClient());
  expect(found?.capability ?? null).toBe(capability);
});

test('a 404 on quotes marks quotes missing only when the post itself was found', () => {
  const client = new QueryClient();
  const key = queryKeys.statusQuotes('a.example', '1');
  expect(capabilityOfQuery(key, client)).toBeNull();
  client.setQueryData(queryKeys.status('a.example', '1'), statusJson('1', '<p>Hi</p>'));
  expect(capabilityOfQuery(key, client)).toEqual({ instance: 'a.example', capability: 'quotes' });
});

test('marks are kept per instance, once each, and never collected', () => {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: 0 } } });
  markCapabilityMissing(client, 'A.example', 'trends');
  markCapabilityMissing(client, 'a.example', 'trends');
  markCapabilityMissing(client, 'a.example', 'quotes');
  const key = queryKeys.missingCapabilities('a.example');
  expect(client.getQueryData(key)).toEqual(['trends', 'quotes']);
  expect(client.getQueryData(queryKeys.missingCapabilities('b.example'))).toBeUndefined();
  expect(client.getQueryCache().find({ queryKey: key })?.gcTime).toBe(Infinity);
});
