import * as v from 'valibot';

export interface NodeInfoLink {
  rel: string;
  href: string;
}

export interface NodeInfo {
  version: string;
  software: { name: string; version: string };
  /** Whether anyone can sign up, when the server says. */
  openRegistrations?: boolean;
  metadata?: Record<string, unknown>;
}

const SCHEMA = /^https?:\/\/nodeinfo\.diaspora\.software\/ns\/schema\/(\d+(?:\.\d+)?)$/;

/** From /.well-known/nodeinfo links, the document with the highest schema version that is at most 2. */
export function pickNodeInfoHref(document: unknown): string | null {
  const links = (document as { links?: unknown } | null)?.links;
  if (!Array.isArray(links)) return null;
  let best: { version: number; href: string } | null = null;
  for (const link of links as Partial<NodeInfoLink>[]) {
    const version = Number(SCHEMA.exec(link?.rel ?? '')?.[1]);
    if (!Number.isFinite(version) || version > 2 || typeof link.href !== 'string') continue;
    if (!best || version > best.version) best = { version, href: link.href };
  }
  return best?.href ?? null;
}

/** Keeps the parts of a node info document Petrel uses for feature detection. */
export function toNodeInfo(raw: unknown): NodeInfo | null {
  const data = raw as Partial<NodeInfo> | null;
  const name = data?.software?.name;
  if (typeof name !== 'string') return null;
  return {
    version: typeof data?.version === 'string' ? data.version : '',
    software: {
      name: name.toLowerCase(),
      version: typeof data?.software?.version === 'string' ? data.software.version : '',
    },
    ...(typeof data?.openRegistrations === 'boolean'
      ? { openRegistrations: data.openRegistrations }
      : {}),
    metadata: data?.metadata && typeof data.metadata === 'object' ? data.metadata : undefined,
  };
}

const STORED_NODE_INFO = v.object({
  version: v.string(),
  software: v.object({ name: v.string(), version: v.string() }),
  openRegistrations: v.optional(v.boolean()),
  metadata: v.optional(v.record(v.string(), v.unknown())),
}) satisfies v.GenericSchema<unknown, NodeInfo>;

/** Node info read back from storage; null for anything else, so it is fetched again. */
export function parseStoredNodeInfo(stored: unknown): NodeInfo | null {
  const result = v.safeParse(STORED_NODE_INFO, stored);
  return result.success ? result.output : null;
}
