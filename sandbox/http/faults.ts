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
  /** A part of a new post the server takes and stores the post without (read by the statuses route). */
  dropsFromPost?: DroppedPostPart;
  /** What GET /_sandbox/faults shows for this rule. */
  describe?(): object;
  /** Called when the rule is removed (releases hung requests, stops timers). */
  dispose?(): void;
}

export type DroppedPostPart = 'poll' | 'quote';

/** A streaming connection as fault rules see it (lets a rule drop WebSockets). */
export interface StreamingSocket {
  close(code?: number, reason?: string): void;
}

export class FaultRegistry {
  private rules: FaultRule[] = [];
  /** Open streaming sockets, registered by the streaming server. */
  readonly streamingSockets = new Set<StreamingSocket>();
  /** Requests already answered: rules added meanwhile must not start applying to them. */
  readonly sending = new WeakSet<FastifyRequest>();

  add(rule: FaultRule): () => void {
    this.rules.push(rule);
    return () => this.remove(rule.name);
  }

  /** Removes the rule; returns whether it existed. */
  remove(name: string): boolean {
    const removed = this.rules.filter((rule) => rule.name === name);
    this.rules = this.rules.filter((rule) => rule.name !== name);
    for (const rule of removed) rule.dispose?.();
    return removed.length > 0;
  }

  clear(): void {
    const removed = this.rules;
    this.rules = [];
    for (const rule of removed) rule.dispose?.();
  }

  trackStreamingSocket(socket: StreamingSocket): () => void {
    this.streamingSockets.add(socket);
    return () => this.streamingSockets.delete(socket);
  }

  /** The parts of the post being made that matching rules drop. */
  droppedPostParts(request: FastifyRequest): Set<DroppedPostPart> {
    const parts = new Set<DroppedPostPart>();
    for (const rule of this.rules) {
      if (rule.dropsFromPost && rule.matches(request)) parts.add(rule.dropsFromPost);
    }
    return parts;
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
    this.sending.add(request);
    let current = payload;
    for (const rule of this.rules) {
      if (rule.matches(request) && rule.onSend)
        current = await rule.onSend(request, reply, current);
    }
    return current;
  }
}
