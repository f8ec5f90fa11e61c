import { requireUser } from '../http/auth';
import { serializeCustomEmoji } from '../serializers/emoji';
import { SANDBOX_VERSION, serializeInstanceV1, serializeInstanceV2 } from '../serializers/instance';
import type { RouteFamily } from './types';

const instance: RouteFamily = (app, ctx) => {
  app.get('/api/v2/instance', () => serializeInstanceV2(ctx));
  app.get('/api/v1/instance', () => serializeInstanceV1(ctx));
  app.get('/api/v1/streaming/health', (_request, reply) => reply.type('text/plain').send('OK'));
  app.get('/api/v1/custom_emojis', () =>
    ctx.store.customEmojis.map((emoji) => serializeCustomEmoji(ctx, emoji)),
  );

  app.get('/.well-known/nodeinfo', () => ({
    links: ['2.0', '2.1'].map((version) => ({
      rel: `http://nodeinfo.diaspora.software/ns/schema/${version}`,
      href: `${ctx.origin}/nodeinfo/${version}`,
    })),
  }));
  app.get<{ Params: { version: string } }>('/nodeinfo/:version', async (request, reply) => {
    const { version } = request.params;
    if (version !== '2.0' && version !== '2.1')
      return reply.code(404).send({ error: 'Record not found' });
    const users = [...ctx.store.accounts.values()].filter(
      (account) => account.domain === null,
    ).length;
    reply.type(
      `application/json; profile="http://nodeinfo.diaspora.software/ns/schema/${version}#"`,
    );
    return {
      version,
      software: {
        name: 'mastodon',
        version: SANDBOX_VERSION,
        ...(version === '2.1'
          ? {
              repository: 'https://github.com/mastodon/mastodon',
              homepage: 'https://joinmastodon.org',
            }
          : {}),
      },
      protocols: ['activitypub'],
      services: { outbound: [], inbound: [] },
      usage: {
        users: { total: users, activeMonth: users, activeHalfyear: users },
        localPosts: ctx.store.statusIds.length,
      },
      openRegistrations: false,
      metadata: { nodeName: 'Petrel Sandbox', nodeDescription: 'Local development instance' },
    };
  });

  app.get('/api/v1/preferences', (request) => {
    const account = requireUser(ctx, request, 'read:accounts');
    return {
      'posting:default:visibility': account.defaultVisibility,
      'posting:default:sensitive': account.defaultSensitive,
      'posting:default:language': account.defaultLanguage,
      'posting:default:quote_policy': 'public',
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
      'reading:autoplay:gifs': false,
    };
  });
};

export default instance;
