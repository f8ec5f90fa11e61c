import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * FAULT INJECTION HOOK POINT.
 * Every HTTP request passes through `faults.beforeRequest` (Fastify onRequest) and every response through
 * `faults.beforeSend` (Fastify onSend). The registry is empty by default; fault injection adds rules here.
 * A rule returning `true` from `onRequest` means it has already answered the request.
 */
export interface FaultRule {
  name: string;
  matches(request: FastifyRequest): boolean;
  onRequest?(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean | void> | boolean | void;
  onSend?(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown;
}

export class FaultRegistry {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): () => void {
    this.rules.push(rule);
    return () => this.remove(rule.name);
  }

  remove(name: string): void {
    this.rules = this.rules.filter((rule) => rule.name !== name);
  }

  clear(): void {
    this.rules = [];
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  async beforeRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    for (const rule of this.rules) {
      if (!rule.matches(request) || !rule.onRequest) continue;
      if ((await rule.onRequest(request, reply)) === true) return;
    }
  }

  async beforeSend(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    let current = payload;
    for (const rule of this.rules) {
      if (rule.matches(request) && rule.onSend)
        current = await rule.onSend(request, reply, current);
    }
    return current;
  }
}
