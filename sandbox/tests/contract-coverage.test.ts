import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxContext } from '../context';
import { registerRoutes } from '../routes';
import type { SandboxInstance } from '../server';
import { expectSchema } from './helpers/schema';
import { api, loginAs, startTestSandbox } from './helpers/sandbox';

/**
 * Every public GET /api/... route must have its response validated with expectSchema somewhere in the suite.
 * Append a route here (with the test file that validates it) when you add one.
 */
const VALIDATED_ROUTES: Record<string, string> = {
  'GET /api/v1/accounts': 'contract-coverage.test.ts',
  'GET /api/v1/accounts/:id': 'contract.test.ts',
  'GET /api/v1/accounts/:id/endorsements': 'account-actions.test.ts',
  'GET /api/v1/accounts/:id/featured_tags': 'tags.test.ts',
  'GET /api/v1/accounts/:id/followers': 'contract.test.ts',
  'GET /api/v1/accounts/:id/following': 'contract.test.ts',
  'GET /api/v1/accounts/:id/lists': 'lists.test.ts',
  'GET /api/v1/accounts/:id/statuses': 'contract.test.ts',
  'GET /api/v1/accounts/familiar_followers': 'account-actions.test.ts',
  'GET /api/v1/accounts/lookup': 'contract.test.ts',
  'GET /api/v1/accounts/relationships': 'contract.test.ts',
  'GET /api/v1/accounts/search': 'search.test.ts',
  'GET /api/v1/accounts/verify_credentials': 'contract.test.ts',
  'GET /api/v1/announcements': 'trends-conversations-announcements.test.ts',
  'GET /api/v1/apps/verify_credentials': 'contract.test.ts',
  'GET /api/v1/blocks': 'account-lists.test.ts',
  'GET /api/v1/bookmarks': 'account-lists.test.ts',
  'GET /api/v1/conversations': 'trends-conversations-announcements.test.ts',
  'GET /api/v1/custom_emojis': 'contract.test.ts',
  'GET /api/v1/endorsements': 'account-actions.test.ts',
  'GET /api/v1/favourites': 'account-lists.test.ts',
  'GET /api/v1/featured_tags': 'tags.test.ts',
  'GET /api/v1/featured_tags/suggestions': 'tags.test.ts',
  'GET /api/v1/filters': 'filters.test.ts',
  'GET /api/v1/filters/:id': 'filters.test.ts',
  'GET /api/v1/follow_requests': 'account-lists.test.ts',
  'GET /api/v1/followed_tags': 'tags.test.ts',
  'GET /api/v1/instance': 'contract.test.ts',
  'GET /api/v1/instance/rules': 'post-actions.test.ts',
  'GET /api/v1/lists': 'lists.test.ts',
  'GET /api/v1/lists/:id': 'lists.test.ts',
  'GET /api/v1/lists/:id/accounts': 'lists.test.ts',
  'GET /api/v1/markers': 'markers.test.ts',
  'GET /api/v1/media/:id': 'contract-coverage.test.ts',
  'GET /api/v1/mutes': 'account-lists.test.ts',
  'GET /api/v1/notifications': 'notifications.test.ts',
  'GET /api/v1/notifications/:id': 'notifications.test.ts',
  'GET /api/v1/notifications/requests': 'notifications.test.ts',
  'GET /api/v1/notifications/requests/:id': 'notifications.test.ts',
  'GET /api/v1/notifications/requests/merged': 'notifications.test.ts',
  'GET /api/v1/notifications/unread_count': 'notifications.test.ts',
  'GET /api/v1/polls/:id': 'polls.test.ts',
  'GET /api/v1/preferences': 'contract.test.ts',
  'GET /api/v1/push/subscription': 'push.test.ts',
  'GET /api/v1/scheduled_statuses': 'scheduled-statuses.test.ts',
  'GET /api/v1/scheduled_statuses/:id': 'scheduled-statuses.test.ts',
  'GET /api/v1/statuses': 'contract-coverage.test.ts',
  'GET /api/v1/statuses/:id': 'contract.test.ts',
  'GET /api/v1/statuses/:id/context': 'contract.test.ts',
  'GET /api/v1/statuses/:id/favourited_by': 'contract.test.ts',
  'GET /api/v1/statuses/:id/history': 'contract.test.ts',
  'GET /api/v1/statuses/:id/quotes': 'status-extras.test.ts',
  'GET /api/v1/statuses/:id/reblogged_by': 'contract.test.ts',
  'GET /api/v1/statuses/:id/source': 'contract-coverage.test.ts',
  'GET /api/v1/tags/:name': 'tags.test.ts',
  'GET /api/v1/timelines/home': 'contract.test.ts',
  'GET /api/v1/timelines/link': 'status-extras.test.ts',
  'GET /api/v1/timelines/list/:id': 'contract.test.ts',
  'GET /api/v1/timelines/public': 'contract.test.ts',
  'GET /api/v1/timelines/tag/:tag': 'contract.test.ts',
  'GET /api/v1/trends': 'trends-conversations-announcements.test.ts',
  'GET /api/v1/trends/links': 'trends-conversations-announcements.test.ts',
  'GET /api/v1/trends/statuses': 'trends-conversations-announcements.test.ts',
  'GET /api/v1/trends/tags': 'trends-conversations-announcements.test.ts',
  'GET /api/v2/filters': 'filters.test.ts',
  'GET /api/v2/filters/:id': 'filters.test.ts',
  'GET /api/v2/filters/:id/keywords': 'filters.test.ts',
  'GET /api/v2/filters/:id/statuses': 'filters.test.ts',
  'GET /api/v2/filters/keywords/:id': 'filters.test.ts',
  'GET /api/v2/filters/statuses/:id': 'filters.test.ts',
  'GET /api/v2/instance': 'contract.test.ts',
  'GET /api/v2/notifications': 'notifications.test.ts',
  'GET /api/v2/notifications/:group_key': 'notifications.test.ts',
  'GET /api/v2/notifications/:group_key/accounts': 'notifications.test.ts',
  'GET /api/v2/notifications/policy': 'notifications.test.ts',
  'GET /api/v1/notifications/policy': 'notifications.test.ts',
  'GET /api/v2/notifications/unread_count': 'notifications.test.ts',
  'GET /api/v2/search': 'search.test.ts',
};

/** Routes with no JSON entity to validate. */
const EXEMPT_ROUTES: Record<string, string> = {
  'GET /api/v1/domain_blocks':
    'an array of domain strings, no entity (checked in account-lists.test.ts)',
  'GET /api/v1/streaming/health': 'plain-text "OK", as Mastodon answers',
};

/**
 * TODO: route families still being built. Their uncovered routes are reported as todo, not failures; once a family's
 * routes are validated, add them to VALIDATED_ROUTES and remove the prefix here.
 */
const PENDING_PREFIXES: string[] = [];

/** Registers every route family on a bare Fastify instance and collects what gets registered. */
function registeredRoutes(): string[] {
  const app = Fastify();
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  registerRoutes(app, {} as SandboxContext);
  void app.close();
  return [...new Set(routes)].sort();
}

const publicGets = registeredRoutes().filter((route) => route.startsWith('GET /api/'));
const isCovered = (route: string) => route in VALIDATED_ROUTES || route in EXEMPT_ROUTES;
const isPending = (route: string) =>
  PENDING_PREFIXES.some((prefix) => route.slice(4).startsWith(prefix));

describe('contract coverage', () => {
  it('finds the registered routes', () => {
    expect(publicGets.length).toBeGreaterThan(40);
  });

  it('validates every GET /api route outside the pending families', () => {
    const missing = publicGets.filter((route) => !isCovered(route) && !isPending(route));
    expect(missing).toEqual([]);
  });

  it('lists no route that does not exist', () => {
    const stale = [...Object.keys(VALIDATED_ROUTES), ...Object.keys(EXEMPT_ROUTES)].filter(
      (route) => !publicGets.includes(route),
    );
    expect(stale).toEqual([]);
  });

  for (const route of publicGets.filter((entry) => !isCovered(entry) && isPending(entry)))
    it.todo(`validate ${route} against the schema`);
});

describe('core routes validated here', () => {
  let sandbox: SandboxInstance;
  let token: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ mediaProcessingMs: 0 });
    token = await loginAs(sandbox, 'alice');
  });
  afterAll(async () => sandbox.close());

  it('GET /api/v1/accounts and /api/v1/statuses (by ids) return valid entities', async () => {
    const bob = (await api<{ id: string }>(sandbox, '/api/v1/accounts/lookup?acct=bob')).body;
    const accounts = await api<unknown[]>(sandbox, `/api/v1/accounts?id[]=${bob.id}&id[]=999`);
    expectSchema('Account[]', accounts.body);
    expect(accounts.body).toHaveLength(1);
    const ids = sandbox.context.store.statusIds.slice(-3);
    const statuses = await api<unknown[]>(
      sandbox,
      `/api/v1/statuses?${ids.map((id) => `id[]=${id}`).join('&')}`,
      { token },
    );
    expectSchema('Status[]', statuses.body);
    expect(statuses.body.length).toBeGreaterThan(0);
  });

  it('GET /api/v1/statuses/:id/source and /api/v1/media/:id return valid entities', async () => {
    const posted = await api<{ id: string }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'source please', spoiler_text: 'cw' },
    });
    const source = await api(sandbox, `/api/v1/statuses/${posted.body.id}/source`, { token });
    expect(source.status).toBe(200);
    expectSchema('StatusSource', source.body);
    // Mastodon finds only media not yet attached to a post there.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'video/mp4' }), 'a.mp4');
    const uploaded = await api<{ id: string }>(sandbox, '/api/v2/media', {
      method: 'POST',
      token,
      body: form,
    });
    const fetched = await api(sandbox, `/api/v1/media/${uploaded.body.id}`, { token });
    expect(fetched.status).toBe(200);
    expectSchema('MediaAttachment', fetched.body);
  });
});
