import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type SandboxInstance } from '../../server';

export async function startTestSandbox(
  options: { scale?: number; mediaProcessingMs?: number } = {},
): Promise<SandboxInstance> {
  return startSandbox({ port: 0, seed: 1, ...options });
}

/**
 * One sandbox for the test file that calls this: started before its first test, closed after its
 * last, and back to its seeded state before each test when `resetEachTest` is set. What it returns
 * reads through to that sandbox, so tests use it as they would the sandbox itself.
 */
export function sandboxForFile(
  options: { scale?: number; mediaProcessingMs?: number; resetEachTest?: boolean } = {},
): SandboxInstance {
  const { resetEachTest, ...startOptions } = options;
  let instance: SandboxInstance | undefined;
  beforeAll(async () => {
    instance = await startTestSandbox(startOptions);
  });
  if (resetEachTest) beforeEach(() => started().reset());
  afterAll(async () => instance?.close());
  const started = (): SandboxInstance => {
    if (!instance) throw new Error('the sandbox is used before the test file started it');
    return instance;
  };
  // Fields are read from the started sandbox when asked for, not when the file is loaded.
  const forwarded = {
    streamingSubscriptions: () => started().streamingSubscriptions(),
    reset: () => started().reset(),
    close: () => started().close(),
  } as SandboxInstance;
  for (const key of ['url', 'host', 'port', 'context', 'app', 'faults'] as const)
    Object.defineProperty(forwarded, key, { get: () => started()[key] });
  return forwarded;
}

export interface RawResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** fetch against the sandbox returning the raw JSON body (before any client converts keys). */
export async function api<T = unknown>(
  sandbox: SandboxInstance,
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
    body?: BodyInit;
  } = {},
): Promise<RawResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined = init.body;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = new URLSearchParams(init.form);
  }
  const response = await fetch(sandbox.url + path, {
    method: init.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // non-JSON bodies (HTML pages) stay text
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const REDIRECT_URI = 'http://127.0.0.1:5173/oauth/callback';

/** The session cookie a sign-in answer sets, as a browser sends it back. */
export function sessionCookie(signIn: Response): string {
  return signIn.headers.get('set-cookie')!.split(';')[0];
}

/** Posts the authorize form as the signed-in browser would: an approval, or a denial with `_method=delete`. */
export function postAuthorize(
  sandbox: SandboxInstance,
  cookie: string,
  body: URLSearchParams,
  redirect: RequestRedirect = 'manual',
): Promise<Response> {
  return fetch(`${sandbox.url}/oauth/authorize`, {
    method: 'POST',
    headers: { cookie },
    body,
    redirect,
  });
}

/** Registers an app and logs a user in through the real authorize form, the way a browser would. */
export async function loginAs(
  sandbox: SandboxInstance,
  username: string,
  scopes = 'read write follow push',
): Promise<string> {
  const app = await api<{ client_id: string; client_secret: string }>(sandbox, '/api/v1/apps', {
    method: 'POST',
    json: { client_name: 'Test', redirect_uris: REDIRECT_URI, scopes },
  });
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.body.client_id,
    redirect_uri: REDIRECT_URI,
    scope: scopes,
    state: 'xyz',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const signIn = await fetch(`${sandbox.url}/auth/sign_in`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: `${username}-pass`, return_to: `?${query}` }),
    redirect: 'manual',
  });
  const approve = await postAuthorize(sandbox, sessionCookie(signIn), query);
  const code = new URL(approve.headers.get('location')!).searchParams.get('code')!;
  const token = await api<{ access_token: string }>(sandbox, '/oauth/token', {
    method: 'POST',
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: app.body.client_id,
      client_secret: app.body.client_secret,
      code_verifier: verifier,
    },
  });
  return token.body.access_token;
}
