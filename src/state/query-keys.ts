import type { TimelineDescriptor } from './timeline-descriptor';

/** Every query key Petrel uses, from one place, so reads and invalidations agree. */
export const queryKeys = {
  instance: (host: string) => ['instance', host.toLowerCase()] as const,
  nodeInfo: (host: string) => ['nodeinfo', host.toLowerCase()] as const,
  currentAccount: (instance: string, accountId: string) =>
    ['current-account', instance, accountId] as const,
  preferences: (instance: string, accountId: string) =>
    ['preferences', instance, accountId] as const,
  timelines: () => ['timeline'] as const,
  timeline: (instance: string, descriptor: TimelineDescriptor) =>
    ['timeline', instance, descriptor] as const,
  statuses: () => ['status'] as const,
  status: (instance: string, id: string) => ['status', instance.toLowerCase(), id] as const,
};
