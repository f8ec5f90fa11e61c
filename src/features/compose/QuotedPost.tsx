import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { QuoteCard } from '../../components/status/QuoteCard';
import { useSession } from '../../state/session';
import { useStatus } from '../../state/statuses';

/** The post being quoted, shown in the composer with a way to drop the quote. */
export function QuotedPost({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { instance } = useSession();
  const status = useStatus(instance, id);
  return (
    <section className="composer-quote">
      <h2 className="composer-quote-title">
        <Trans comment="Label above the post being quoted, in the composer">Quoting</Trans>
      </h2>
      {status.data ? (
        <QuoteCard status={status.data} instance={instance} />
      ) : status.isPending ? (
        <Loading />
      ) : (
        <ErrorMessage error={status.error} fallback={msg`Unable to load post.`} />
      )}
      <button type="button" className="button" onClick={onRemove}>
        <Trans>Remove quote</Trans>
      </button>
    </section>
  );
}
