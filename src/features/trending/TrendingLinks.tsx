import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isNotFound } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { NotOfferedNotice } from '../../components/Unavailable';
import { PreviewCard } from '../../components/status/PreviewCard';
import { tagUsage } from '../../lib/tag-history';
import { useTrendingLinks } from '../../state/trends';

export function TrendingLinks({ instance }: { instance: string }) {
  const { t } = useLingui();
  const links = useTrendingLinks(instance);
  if (links.isPending) return <Loading />;
  if (links.isError && isNotFound(links.error)) {
    return <NotOfferedNotice message={t`This server does not offer trending news.`} />;
  }
  if (links.isError) {
    return (
      <ErrorMessage
        error={links.error}
        fallback={msg`Unable to load trending news.`}
        onRetry={() => void links.refetch()}
      />
    );
  }
  if (links.data.length === 0) {
    return (
      <p className="empty">
        <Trans>No news is trending right now.</Trans>
      </p>
    );
  }
  return (
    <ol className="plain-list trend-links" aria-label={t`Trending news`}>
      {links.data.map((link) => {
        const { accounts } = tagUsage(link.history);
        return (
          <li key={link.url}>
            <PreviewCard card={link} />
            <p className="result-detail">
              <Plural
                value={accounts}
                one="# person shared this in the past days"
                other="# people shared this in the past days"
              />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
