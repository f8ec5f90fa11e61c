import { createHash } from 'node:crypto';
import { requireToken } from '../http/auth';
import { unprocessable } from '../http/errors';
import { asStringArray } from '../http/params';
import { authenticateClient, bodyParams, isValidRedirectUri, randomToken } from '../oauth/clients';
import { missingParameterDescription, sendOAuthError } from '../oauth/errors';
import { ALL_SCOPES, parseScopes, scopesAllowed } from '../oauth/scopes';
import { serializeApplication, serializeCredentialApplication } from '../serializers/application';
import type { TokenRecord } from '../store/types';
import type { RouteFamily } from './types';

const oauth: RouteFamily = (app, ctx) => {
  app.post('/api/v1/apps', (request) => {
    const params = bodyParams(request);
    const name = typeof params.client_name === 'string' ? params.client_name.trim() : '';
    const redirectUris = (asStringArray(params.redirect_uris) ?? [])
      .flatMap((uri) => uri.split(/\s+/))
      .filter(Boolean);
    if (!name) throw unprocessable("Application name can't be blank");
    if (redirectUris.length === 0) throw unprocessable("Redirect URI can't be blank");
    if (!redirectUris.every(isValidRedirectUri))
      throw unprocessable('Redirect URI must be an absolute URI.');
    const scopes = parseScopes(params.scopes);
    if (!scopes) throw unprocessable('Scopes must be valid');
    const { store } = ctx;
    const record = {
      id: store.nextSerial(),
      name,
      website: typeof params.website === 'string' && params.website ? params.website : null,
      redirectUris,
      scopes,
      clientId: randomToken(),
      clientSecret: randomToken(),
      createdAt: store.now(),
    };
    store.addApplication(record);
    return serializeCredentialApplication(ctx, record);
  });

  app.get('/api/v1/apps/verify_credentials', (request) => {
    const token = requireToken(ctx, request);
    return serializeApplication(ctx, ctx.store.applications.get(token.applicationId)!);
  });

  app.post('/oauth/token', async (request, reply) => {
    const params = bodyParams(request);
    const grantType = params.grant_type;
    if (typeof grantType !== 'string' || !grantType)
      return sendOAuthError(
        reply,
        400,
        'invalid_request',
        missingParameterDescription('grant_type'),
      );
    if (grantType !== 'authorization_code' && grantType !== 'client_credentials')
      return sendOAuthError(reply, 400, 'unsupported_grant_type');
    const client = authenticateClient(
      ctx,
      request,
      grantType === 'authorization_code' && typeof params.code_verifier === 'string',
    );
    if (!client) return sendOAuthError(reply, 401, 'invalid_client');
    const { store } = ctx;
    let accountId: string | null = null;
    let scopes: string[];
    if (grantType === 'authorization_code') {
      if (typeof params.code !== 'string' || !params.code)
        return sendOAuthError(reply, 400, 'invalid_request', missingParameterDescription('code'));
      const code = store.authorizationCodes.get(params.code);
      if (
        !code ||
        code.used ||
        code.expiresAt < Date.now() ||
        code.applicationId !== client.id ||
        code.redirectUri !== params.redirect_uri
      ) {
        return sendOAuthError(reply, 400, 'invalid_grant');
      }
      if (code.codeChallenge) {
        if (typeof params.code_verifier !== 'string' || !params.code_verifier)
          return sendOAuthError(
            reply,
            400,
            'invalid_request',
            missingParameterDescription('code_verifier'),
          );
        const computed = createHash('sha256').update(params.code_verifier).digest('base64url');
        if (computed !== code.codeChallenge) return sendOAuthError(reply, 400, 'invalid_grant');
      }
      code.used = true;
      accountId = code.accountId;
      scopes = code.scopes;
    } else {
      const requested = parseScopes(params.scope, client.scopes);
      if (!requested || !scopesAllowed(requested, client.scopes))
        return sendOAuthError(reply, 400, 'invalid_scope');
      scopes = requested;
    }
    const token: TokenRecord = {
      token: randomToken(),
      applicationId: client.id,
      accountId,
      scopes,
      createdAt: Date.now(),
      revoked: false,
    };
    store.tokens.set(token.token, token);
    return reply.header('Cache-Control', 'no-store').send({
      access_token: token.token,
      token_type: 'Bearer',
      scope: scopes.join(' '),
      created_at: Math.floor(token.createdAt / 1000),
    });
  });

  app.post('/oauth/revoke', async (request, reply) => {
    const params = bodyParams(request);
    if (typeof params.token !== 'string' || !params.token)
      return sendOAuthError(reply, 400, 'invalid_request', missingParameterDescription('token'));
    const client = authenticateClient(ctx, request, false);
    if (!client) return sendOAuthError(reply, 401, 'invalid_client');
    const token = ctx.store.tokens.get(params.token);
    if (token && token.applicationId !== client.id)
      return sendOAuthError(reply, 403, 'unauthorized_client');
    if (token) token.revoked = true;
    return {};
  });

  app.get('/.well-known/oauth-authorization-server', () => ({
    issuer: `${ctx.origin}/`,
    service_documentation: 'https://docs.joinmastodon.org/',
    authorization_endpoint: `${ctx.origin}/oauth/authorize`,
    token_endpoint: `${ctx.origin}/oauth/token`,
    app_registration_endpoint: `${ctx.origin}/api/v1/apps`,
    revocation_endpoint: `${ctx.origin}/oauth/revoke`,
    userinfo_endpoint: `${ctx.origin}/oauth/userinfo`,
    scopes_supported: ALL_SCOPES,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    grant_types_supported: ['authorization_code', 'client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
  }));
};

export default oauth;
