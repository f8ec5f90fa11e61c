/**
 * A real Mastodon client against a running sandbox: registers an app, logs in through the
 * sandbox's HTML login and authorize pages (read and submitted like a browser would, with
 * PKCE), then reads the home timeline with masto.js.
 *
 *   npm run sandbox -- --port 8787          (in one terminal)
 *   npm run sandbox:client -- http://127.0.0.1:8787 alice alice-pass
 */
import { createHash, randomBytes } from 'node:crypto';
import { createOAuthAPIClient, createRestAPIClient } from 'masto';

const REDIRECT_URI = 'http://127.0.0.1:1/callback';
const SCOPES = 'read write follow push';

interface HtmlForm {
  action: string;
  method: string;
  fields: Record<string, string>;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The forms of a page: action, method and every named input's value (enough for these pages). */
export function readForms(html: string, pageUrl: string): HtmlForm[] {
  const attribute = (tag: string, name: string) => {
    const raw = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    return raw === undefined ? undefined : decodeEntities(raw);
  };
  return [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map(([form]) => {
    const open = /<form\b[^>]*>/.exec(form)![0];
    const fields: Record<string, string> = {};
    for (const [tag] of form.matchAll(/<(?:input|button)\b[^>]*>/g)) {
      const name = attribute(tag, 'name');
      if (name) fields[name] = attribute(tag, 'value') ?? '';
    }
    return {
      action: new URL(attribute(open, 'action') ?? pageUrl, pageUrl).toString(),
      method: (attribute(open, 'method') ?? 'get').toLowerCase(),
      fields,
    };
  });
}

async function submit(form: HtmlForm, values: Record<string, string>, cookie = '') {
  return fetch(form.action, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams({ ...form.fields, ...values }),
    redirect: 'manual',
  });
}

export async function logInAndReadHome(url: string, username: string, password: string) {
  const app = await createRestAPIClient({ url }).v1.apps.create({
    clientName: 'Sandbox client demo',
    redirectUris: REDIRECT_URI,
    scopes: SCOPES,
  });
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorizeUrl = new URL('/oauth/authorize', url);
  authorizeUrl.search = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId!,
    redirect_uri: REDIRECT_URI,
    scope: SCOPES,
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();

  const loginPage = await fetch(authorizeUrl);
  const [loginForm] = readForms(await loginPage.text(), authorizeUrl.toString());
  const signedIn = await submit(loginForm, { username, password });
  const cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  const next = new URL(signedIn.headers.get('location') ?? '', url);
  if (!cookie) throw new Error(`Login refused for ${username}`);

  const consentPage = await fetch(next, { headers: { cookie } });
  const consentForms = readForms(await consentPage.text(), next.toString());
  const approve = consentForms.find((form) => !('_method' in form.fields)) ?? consentForms[0];
  const approved = await submit(approve, {}, cookie);
  const code = new URL(approved.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error('No authorization code came back');

  // masto's types lack codeVerifier; it sends every key it is given.
  const token = await createOAuthAPIClient({ url }).token.create({
    grantType: 'authorization_code',
    code,
    clientId: app.clientId!,
    clientSecret: app.clientSecret!,
    redirectUri: REDIRECT_URI,
    scope: SCOPES,
    ...{ codeVerifier: verifier },
  });
  const client = createRestAPIClient({ url, accessToken: token.accessToken });
  const me = await client.v1.accounts.verifyCredentials();
  const home = await client.v1.timelines.home.list({ limit: 5 });
  return { me, home };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url = 'http://127.0.0.1:8787', username = 'alice', password = `${username}-pass`] =
    process.argv.slice(2);
  const { me, home } = await logInAndReadHome(url, username, password);
  console.log(`Logged in as @${me.acct}. Home timeline:`);
  for (const status of home) {
    const post = status.reblog ?? status;
    const text = post.content.replace(/<[^>]+>/g, '').slice(0, 70);
    console.log(`- @${post.account.acct}: ${text}`);
  }
}
