// The descriptor is a domain type and lives in lib/; this path stays for src/state/streaming.ts until it imports lib/.
export type { TimelineDescriptor } from '../lib/timeline-descriptor';
