import { EventEmitter } from 'node:events';

/** Stream names as Mastodon's streaming API spells them, e.g. ["hashtag", "cats"] or ["user"]. */
export type StreamKey = string[];

export type StreamEventName =
  | 'update'
  | 'status.update'
  | 'delete'
  | 'notification'
  | 'filters_changed'
  | 'conversation'
  | 'announcement'
  | 'announcement.reaction';

export interface StreamEvent {
  event: StreamEventName;
  /**
   * Who may receive it: a specific account (user streams) or anyone allowed to see the status.
   * The payload is produced per receiver so viewer-specific fields (favourited, filtered) are right.
   */
  audience: { accountId: string } | { statusId: string } | { anyone: true };
  /** Stream names this event belongs to, e.g. [["public"], ["public:local"], ["hashtag", "cats"]] */
  streams: StreamKey[];
  payload: (viewerId: string | null) => unknown;
}

/** In-process publish/subscribe between the REST routes and the streaming server. */
export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(event: StreamEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: StreamEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
