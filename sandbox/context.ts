import type { EventBus } from './events/bus';
import type { FaultRegistry } from './http/faults';
import type { Store } from './store/store';

/** What every route family receives. `store` is replaced on reset, so read it at request time. */
export interface SandboxContext {
  store: Store;
  readonly bus: EventBus;
  readonly faults: FaultRegistry;
  /** e.g. http://127.0.0.1:8787 — known once the server listens */
  origin: string;
  /** Host name used in acct and URIs of local accounts, e.g. 127.0.0.1:8787 */
  readonly domain: () => string;
  readonly options: { seed: number; scale: number; mediaProcessingMs: number };
}
