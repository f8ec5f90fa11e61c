import { useStatus } from '../../state/statuses';
import { useUnfurledLink } from '../../state/unfurl';
import { QuoteCard } from './QuoteCard';

function ResolvedQuote({ instance, id, url }: { instance: string; id: string; url: string }) {
  const status = useStatus(instance, id);
  if (!status.data) return null;
  return (
    <div className="status-quote status-quote-unfurled" data-unfurled-url={url}>
      <QuoteCard status={status.data} instance={instance} />
    </div>
  );
}

/** A link to a post elsewhere, shown as a quote card once the reader's instance resolved it. */
export function UnfurledQuote({ url }: { url: string }) {
  const link = useUnfurledLink(url);
  if (!link) return null;
  return <ResolvedQuote instance={link.instance} id={link.id} url={url} />;
}
