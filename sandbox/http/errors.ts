import type { FastifyReply } from 'fastify';

/** An error that becomes Mastodon's `{"error": ...}` body with the given status code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = () => new ApiError(404, 'Record not found');
export const unprocessable = (message: string) =>
  new ApiError(422, `Validation failed: ${message}`);
export const forbidden = (message = 'This action is not allowed') => new ApiError(403, message);
export const missingParameter = (name: string) =>
  new ApiError(400, `param is missing or the value is empty: ${name}`);

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ error: message, ...extra });
}
