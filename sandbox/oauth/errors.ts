import type { FastifyReply } from 'fastify';

/** Doorkeeper's error descriptions, as Mastodon returns them. */
export const OAUTH_ERRORS = {
  invalid_request:
    'The request is missing a required parameter, includes an unsupported parameter value, or is otherwise malformed.',
  invalid_client:
    'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
  invalid_grant:
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
  unauthorized_client: 'You are not authorized to revoke this token',
  unsupported_grant_type:
    'The authorization grant type is not supported by the authorization server.',
  unsupported_response_type: 'The authorization server does not support this response type.',
  invalid_scope: 'The requested scope is invalid, unknown, or malformed.',
  invalid_redirect_uri:
    "The requested redirect uri is malformed or doesn't match client redirect URI.",
  access_denied: 'The resource owner or authorization server denied the request.',
} as const;

export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;

export function sendOAuthError(
  reply: FastifyReply,
  status: number,
  error: OAuthErrorCode,
  description: string = OAUTH_ERRORS[error],
) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error, error_description: description });
}

export function missingParameterDescription(name: string): string {
  return `Missing required parameter: ${name}.`;
}
