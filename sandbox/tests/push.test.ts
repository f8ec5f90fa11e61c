import { createPublicKey } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectSchema } from './helpers/schema';
import { startPushReceiver, verifyVapid } from './helpers/push-receiver';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();
let alice: string;
let bob: string;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

interface Subscription {
  id: string;
  endpoint: string;
  standard: boolean;
  alerts: Record<string, boolean>;
  policy: string;
  server_key: string;
}

beforeEach(async () => {
  sandbox.reset();
  alice = await loginAs(sandbox, 'alice');
  bob = await loginAs(sandbox, 'bob');
  receiver = await startPushReceiver();
});
afterEach(async () => receiver.close());

async function instanceKey(): Promise<string> {
  const instance = await api<{ configuration: { vapid: { public_key: string } } }>(
    sandbox,
    '/api/v2/instance',
  );
  return instance.body.configuration.vapid.public_key;
}

function subscribe(
  token: string,
  data: Record<string, unknown> = { alerts: { mention: true }, policy: 'all' },
  standard = true,
) {
  return api<Subscription>(sandbox, '/api/v1/push/subscription', {
    method: 'POST',
    token,
    json: { subscription: { endpoint: receiver.endpoint, keys: receiver.keys, standard }, data },
  });
}

describe('push subscription endpoints', () => {
  it("the instance's VAPID key is a real P-256 public key", async () => {
    const key = Buffer.from(await instanceKey(), 'base64url');
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: key.subarray(1, 33).toString('base64url'),
      y: key.subarray(33).toString('base64url'),
    };
    expect(() => createPublicKey({ key: jwk, format: 'jwk' })).not.toThrow();
  });

  it('creates, reads, changes and deletes the subscription of a token', async () => {
    expect((await api(sandbox, '/api/v1/push/subscription', { token: alice })).status).toBe(404);

    const created = await subscribe(alice, {
      alerts: { mention: true, follow: true, favourite: false, quote: true },
      policy: 'followed',
    });
    expect(created.status).toBe(200);
    expectSchema('WebPushSubscription', created.body);
    expect(created.body).toMatchObject({
      endpoint: receiver.endpoint,
      standard: true,
      policy: 'followed',
      server_key: await instanceKey(),
    });
    expect(created.body.alerts).toMatchObject({
      mention: true,
      follow: true,
      favourite: false,
      quote: true,
      reblog: false,
    });

    const read = await api<Subscription>(sandbox, '/api/v1/push/subscription', { token: alice });
    expectSchema('WebPushSubscription', read.body);
    expect(read.body).toEqual(created.body);
    // Another token of another account has its own (none).
    expect((await api(sandbox, '/api/v1/push/subscription', { token: bob })).status).toBe(404);

    const changed = await api<Subscription>(sandbox, '/api/v1/push/subscription', {
      method: 'PUT',
      token: alice,
      form: {
        'data[alerts][favourite]': 'true',
        'data[alerts][mention]': 'false',
        'data[policy]': 'none',
      },
    });
    expect(changed.status).toBe(200);
    expectSchema('WebPushSubscription', changed.body);
    expect(changed.body.alerts).toMatchObject({ favourite: true, mention: false, follow: true });
    expect(changed.body.policy).toBe('none');
    expect(changed.body.id).toBe(created.body.id);

    expect(
      (await api(sandbox, '/api/v1/push/subscription', { method: 'DELETE', token: alice })).status,
    ).toBe(200);
    expect((await api(sandbox, '/api/v1/push/subscription', { token: alice })).status).toBe(404);
    const noneToChange = await api(sandbox, '/api/v1/push/subscription', {
      method: 'PUT',
      token: alice,
      json: { data: { policy: 'all' } },
    });
    expect(noneToChange.status).toBe(404);
  });

  it('a new subscription replaces the previous one of the same token', async () => {
    const first = await subscribe(alice);
    const second = await subscribe(alice, { alerts: { follow: true } });
    expect(second.body.id).not.toBe(first.body.id);
    const read = await api<Subscription>(sandbox, '/api/v1/push/subscription', { token: alice });
    expect(read.body.id).toBe(second.body.id);
    expect(read.body.alerts.mention).toBe(false);
  });

  it('refuses requests without a token, without the push scope, or with bad input', async () => {
    expect((await api(sandbox, '/api/v1/push/subscription')).status).toBe(401);
    const readOnly = await loginAs(sandbox, 'carol', 'read write');
    expect((await api(sandbox, '/api/v1/push/subscription', { token: readOnly })).status).toBe(403);
    const noEndpoint = await api(sandbox, '/api/v1/push/subscription', {
      method: 'POST',
      token: alice,
      json: { subscription: { keys: receiver.keys } },
    });
    expect(noEndpoint.status).toBe(422);
    const badPolicy = await subscribe(alice, { policy: 'everyone' });
    expect(badPolicy.status).toBe(422);
  });
});

describe('push messages', () => {
  it('POST /_sandbox/push sends an encrypted, VAPID-signed Mastodon payload to the endpoint', async () => {
    await subscribe(alice);
    const sent = await api<{ deliveries: { status: number }[] }>(sandbox, '/_sandbox/push', {
      method: 'POST',
      json: {
        account: 'alice',
        notification_type: 'mention',
        title: 'Bob mentioned you',
        body: 'Hello',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.deliveries).toEqual([expect.objectContaining({ status: 201 })]);

    const [message] = await receiver.waitFor(1);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(message.headers.authorization, await instanceKey());
    expect(claims.aud).toBe(new URL(receiver.endpoint).origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.sub).toMatch(/^mailto:/);

    const payload = JSON.parse(receiver.decrypt(message.body)) as Record<string, unknown>;
    expect(payload).toMatchObject({
      access_token: alice,
      notification_type: 'mention',
      title: 'Bob mentioned you',
      body: 'Hello',
      preferred_locale: 'en',
    });
    expect(typeof payload.notification_id).toBe('string');
  });

  it('a new notification is pushed when its type is chosen and the policy lets it through', async () => {
    await subscribe(alice, { alerts: { mention: true, favourite: false }, policy: 'all' });
    await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token: bob,
      json: { status: '@alice are you there?', visibility: 'public' },
    });
    const [message] = await receiver.waitFor(1);
    const payload = JSON.parse(receiver.decrypt(message.body)) as Record<string, string>;
    expect(payload.notification_type).toBe('mention');
    expect(payload.title).toMatch(/mentioned you$/);
    expect(payload.body).toContain('are you there?');
    const listed = await api<{ id: string }[]>(sandbox, '/api/v1/notifications?limit=1', {
      token: alice,
    });
    expect(payload.notification_id).toBe(listed.body[0].id);
  });

  it('nothing is pushed for an alert type left off, or under the policy none', async () => {
    await subscribe(alice, { alerts: { mention: false, follow: true }, policy: 'all' });
    await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token: bob,
      json: { status: '@alice one' },
    });
    await api(sandbox, '/api/v1/push/subscription', {
      method: 'PUT',
      token: alice,
      json: { data: { alerts: { mention: true }, policy: 'none' } },
    });
    await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token: bob,
      json: { status: '@alice two' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(0);
  });

  it('a legacy (non-standard) subscription gets the aesgcm encoding', async () => {
    await subscribe(alice, { alerts: { mention: true } }, false);
    await api(sandbox, '/_sandbox/push', { method: 'POST', json: { account: 'alice' } });
    const [message] = await receiver.waitFor(1);
    expect(message.headers['content-encoding']).toBe('aesgcm');
    expect(message.headers.encryption).toMatch(/^salt=/);
  });

  it('an account without a subscription gets a 404 from /_sandbox/push', async () => {
    const sent = await api(sandbox, '/_sandbox/push', { method: 'POST', json: { account: 'bob' } });
    expect(sent.status).toBe(404);
  });
});
