/** The sources a timeline can come from; later work adds list, tag and account timelines here. */
export type TimelineDescriptor = { type: 'home' } | { type: 'local' } | { type: 'federated' };

export const TIMELINE_PAGE_SIZE = 20;

/** Timelines that need an account. */
export function requiresLogin(descriptor: TimelineDescriptor): boolean {
  return descriptor.type === 'home';
}
