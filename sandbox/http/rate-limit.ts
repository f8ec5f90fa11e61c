import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from './auth';

const LIMIT = 300;
const WINDOW_MS = 5 * 60_000;

/** Mastodon-style rate-limit headers: 300 requests per 5 minutes per token (or per IP when anonymous). */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; used: number }>();

  apply(request: FastifyRequest, reply: FastifyReply): void {
    const key = bearerToken(request) ?? request.ip;
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now - (now % WINDOW_MS), used: 0 };
      this.windows.set(key, window);
    }
    window.used += 1;
    reply.header('X-RateLimit-Limit', String(LIMIT));
    reply.header('X-RateLimit-Remaining', String(Math.max(0, LIMIT - window.used)));
    reply.header('X-RateLimit-Reset', new Date(window.start + WINDOW_MS).toISOString());
  }

  reset(): void {
    this.windows.clear();
  }
}
