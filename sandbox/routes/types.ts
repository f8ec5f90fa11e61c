import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';

/** A family of routes (e.g. statuses, timelines). Each lives in its own file and is listed in routes/index.ts. */
export type RouteFamily = (app: FastifyInstance, ctx: SandboxContext) => void;
