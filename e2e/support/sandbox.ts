import { createHash, randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../../scripts/ports';

export const SANDBOX_HOST = `127.0.0.1:${E2E_SANDBOX_PORT}`;
export const SANDBOX_URL = `http://${SANDBOX_HOST}`;

/** Restores the sandbox's seeded state so each test starts from the same data. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/_sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Sandbox reset failed: ${response.status}`);
}

/** Has the sandbox publish new posts (`POST /_sandbox/storm`, with `options` as its body), and checks it did. */
export async function stormSandbox(options: Record<string, unknown>): Promise<void> {
  await postToSandbox('/_sandbox/storm', options);
}

/** Posts `body` as JSON to one of the sandbox's own endpoints, and checks it was taken. */
async function postToSandbox(path: string, body: Record<string, unknown>): Promise<Response> {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response;
}

const TEST_REDIRECT_URI = 'http://127.0.0.1/e2e-callback';

/**
 * An access token for a seeded user, got through the sandbox's own OAuth pages the way a
 * browser would (for acting as another person in a test, e.g. bob mentioning alice).
 */
export async function sandboxTokenFor(
  username: string,
  /** The app the token is for, as posts made with it name it. */
  client: { name?: string; website?: string } = {},
): Promise<string> {
  const scopes = 'read write follow push';
  const app = (await (
    await fetch(`${SANDBOX_URL}/api/v1/apps`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_name: client.name ?? 'e2e',
        website: client.website,
        redirect_uris: TEST_REDIRECT_URI,
        scopes,
      }),
    })
  ).json()) as { client_id: string; client_secret: string };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: TEST_REDIRECT_URI,
    scope: scopes,
    state: 'e2e',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const signIn = await fetch(`${SANDBOX_URL}/auth/sign_in`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: `${username}-pass`, return_to: `?${query}` }),
    redirect: 'manual',
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const approve = await fetch(`${SANDBOX_URL}/oauth/authorize`, {
    method: 'POST',
    headers: { cookie },
    body: query,
    redirect: 'manual',
  });
  const location = approve.headers.get('location') ?? '';
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`no authorization code for ${username}`);
  const token = await fetch(`${SANDBOX_URL}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: TEST_REDIRECT_URI,
      client_id: app.client_id,
      client_secret: app.client_secret,
      code_verifier: verifier,
    }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token?: string };
  if (!accessToken) throw new Error(`no token for ${username}`);
  return accessToken;
}

/**
 * Adds a fault rule to the sandbox (`POST /_sandbox/faults`, the JSON `sandbox/http/fault-specs.ts` describes, e.g.
 * `{ type: 'hang', match: 'POST /api/v2/media' }`), checks it was taken, and answers its id.
 */
export async function addFault(rule: Record<string, unknown>): Promise<string> {
  const response = await postToSandbox('/_sandbox/faults', rule);
  return ((await response.json()) as { id: string }).id;
}

/** Removes one fault rule, letting go of the requests it holds. */
export async function removeFault(id: string): Promise<void> {
  await fetch(`${SANDBOX_URL}/_sandbox/faults/${id}`, { method: 'DELETE' });
}

/** Removes every fault rule, letting go of every held request. */
export async function clearFaults(): Promise<void> {
  await fetch(`${SANDBOX_URL}/_sandbox/faults`, { method: 'DELETE' });
}
