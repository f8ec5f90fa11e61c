import type { mastodon } from 'masto';
import { StatusCard } from '../StatusCard';

/** A quoted post, compact; its own quote (if any) is not nested further. */
export function QuoteCard({ status, instance }: { status: mastodon.v1.Status; instance: string }) {
  return <StatusCard status={status} instance={instance} variant="quote" />;
}
