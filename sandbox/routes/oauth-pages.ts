import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { OOB_REDIRECT_URI, bodyParams, randomToken } from '../oauth/clients';
import { OAUTH_ERRORS, type OAuthErrorCode } from '../oauth/errors';
import { authorizePage, codePage, loginPage, oauthErrorPage } from '../oauth/pages';
import { parseScopes, scopesAllowed } from '../oauth/scopes';
import type { AccountRecord, ApplicationRecord } from '../store/types';
import type { RouteFamily } from './types';

const SESSION_COOKIE = '_sandbox_session';
const CODE_LIFETIME_MS = 10 * 60_000;
const AUTHORIZE_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'lang',
] as const;

type AuthorizeRequest = {
  app: ApplicationRecord;
  redirectUri: string;
  scopes: string[];
  fields: Record<string, string>;
};

function sessionAccount(ctx: SandboxContext, request: FastifyRequest): AccountRecord | null {
  const cookie = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie);
  const accountId = match ? ctx.store.sessions.get(match[1]) : undefined;
  return accountId ? (ctx.store.accounts.get(accountId) ?? null) : null;
}

function redirectWith(
  reply: FastifyReply,
  redirectUri: string,
  params: Record<string, string | undefined>,
) {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') target.searchParams.set(key, value);
  return reply.code(302).header('Location', target.toString()).send();
}

function renderError(reply: FastifyReply, status: number, error: OAuthErrorCode) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(oauthErrorPage(error, OAUTH_ERRORS[error]));
}

/** Validates an authorization request like Doorkeeper's pre-authorization; answers the error itself when invalid. */
function preAuthorize(
  ctx: SandboxContext,
  source: Record<string, unknown>,
  reply: FastifyReply,
): AuthorizeRequest | null {
  const fields: Record<string, string> = {};
  for (const name of AUTHORIZE_FIELDS)
    if (typeof source[name] === 'string') fields[name] = source[name];
  const app = fields.client_id ? ctx.store.findApplicationByClientId(fields.client_id) : undefined;
  if (!app) {
    void renderError(reply, 401, 'invalid_client');
    return null;
  }
  const redirectUri =
    fields.redirect_uri ?? (app.redirectUris.length === 1 ? app.redirectUris[0] : '');
  if (!app.redirectUris.includes(redirectUri)) {
    void renderError(reply, 400, 'invalid_redirect_uri');
    return null;
  }
  const redirectable = redirectUri !== OOB_REDIRECT_URI;
  const fail = (error: OAuthErrorCode) => {
    if (redirectable)
      void redirectWith(reply, redirectUri, {
        error,
        error_description: OAUTH_ERRORS[error],
        state: fields.state,
      });
    else void renderError(reply, 400, error);
    return null;
  };
  if (fields.response_type !== 'code')
    return fail(fields.response_type ? 'unsupported_response_type' : 'invalid_request');
  const scopes = parseScopes(fields.scope, app.scopes);
  if (!scopes || !scopesAllowed(scopes, app.scopes)) return fail('invalid_scope');
  if (fields.code_challenge_method && fields.code_challenge_method !== 'S256')
    return fail('invalid_request');
  if (fields.code_challenge_method && !fields.code_challenge) return fail('invalid_request');
  return {
    app,
    redirectUri,
    scopes,
    fields: { ...fields, redirect_uri: redirectUri, scope: scopes.join(' ') },
  };
}

const oauthPages: RouteFamily = (app, ctx) => {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(body);

  app.get('/oauth/authorize', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const pre = preAuthorize(ctx, query, reply);
    if (!pre) return reply;
    const account = query.force_login === 'true' ? null : sessionAccount(ctx, request);
    const returnTo = new URL(request.url, ctx.origin).search;
    if (!account)
      return html(
        reply,
        200,
        loginPage({ returnTo: returnTo.replace(/([?&])force_login=true&?/, '$1') }),
      );
    return html(
      reply,
      200,
      authorizePage({
        appName: pre.app.name,
        username: account.username,
        scopes: pre.scopes,
        fields: pre.fields,
      }),
    );
  });

  app.post('/auth/sign_in', async (request, reply) => {
    const params = bodyParams(request);
    const login = typeof params.username === 'string' ? params.username : '';
    const returnTo =
      typeof params.return_to === 'string' && params.return_to.startsWith('?')
        ? params.return_to
        : '';
    const account = ctx.store.findLocalAccountByLogin(login);
    if (!account || account.password !== params.password) {
      return html(
        reply,
        422,
        loginPage({ returnTo, login, error: 'Invalid email address or password.' }),
      );
    }
    const session = randomToken();
    ctx.store.sessions.set(session, account.id);
    reply.header('Set-Cookie', `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`);
    return reply.code(303).header('Location', `/oauth/authorize${returnTo}`).send();
  });

  const decide = async (request: FastifyRequest, reply: FastifyReply, approve: boolean) => {
    const pre = preAuthorize(ctx, bodyParams(request), reply);
    if (!pre) return reply;
    const account = sessionAccount(ctx, request);
    if (!account)
      return html(
        reply,
        401,
        loginPage({
          returnTo: `?${new URLSearchParams(pre.fields).toString()}`,
          error: 'You need to sign in before continuing.',
        }),
      );
    if (!approve) {
      if (pre.redirectUri === OOB_REDIRECT_URI) return renderError(reply, 400, 'access_denied');
      return redirectWith(reply, pre.redirectUri, {
        error: 'access_denied',
        error_description: OAUTH_ERRORS.access_denied,
        state: pre.fields.state,
      });
    }
    const code = randomToken();
    ctx.store.authorizationCodes.set(code, {
      code,
      applicationId: pre.app.id,
      accountId: account.id,
      redirectUri: pre.redirectUri,
      scopes: pre.scopes,
      codeChallenge: pre.fields.code_challenge ?? null,
      codeChallengeMethod: pre.fields.code_challenge_method ?? null,
      expiresAt: Date.now() + CODE_LIFETIME_MS,
      used: false,
    });
    if (pre.redirectUri === OOB_REDIRECT_URI) return html(reply, 200, codePage(code));
    return redirectWith(reply, pre.redirectUri, { code, state: pre.fields.state });
  };

  app.post('/oauth/authorize', async (request, reply) =>
    decide(request, reply, bodyParams(request)._method !== 'delete'),
  );
  app.delete('/oauth/authorize', async (request, reply) => decide(request, reply, false));
};

export default oauthPages;
