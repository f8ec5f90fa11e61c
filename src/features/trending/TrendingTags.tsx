import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/router';
import { isNotFound } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { NotOfferedNotice } from '../../components/Unavailable';
import { appPaths } from '../../lib/app-paths';
import { tagUsage } from '../../lib/tag-history';
import { useTrendingTags } from '../../state/trends';
import { Sparkline } from './Sparkline';

export function TrendingTags({ instance }: { instance: string }) {
  const { t } = useLingui();
  const tags = useTrendingTags(instance);
  if (tags.isPending) return <Loading shape="rows" />;
  if (tags.isError && isNotFound(tags.error)) {
    return <NotOfferedNotice message={t`This server does not offer trending hashtags.`} />;
  }
  if (tags.isError) {
    return (
      <ErrorMessage
        error={tags.error}
        fallback={msg`Unable to load trending hashtags.`}
        onRetry={() => void tags.refetch()}
      />
    );
  }
  if (tags.data.length === 0) {
    return (
      <p className="empty">
        <Trans>No hashtags are trending right now.</Trans>
      </p>
    );
  }
  return (
    <ol className="plain-list result-list" aria-label={t`Trending hashtags`}>
      {tags.data.map((tag) => {
        const usage = tagUsage(tag.history);
        return (
          <li key={tag.name} className="trend-row">
            <Link className="result-row" to={appPaths.hashtag(instance, tag.name)}>
              <span className="result-text">
                <span className="result-title">#{tag.name}</span>
                <span className="result-detail">
                  <Plural
                    value={usage.accounts}
                    one="# person in the past days"
                    other="# people in the past days"
                  />
                  {' · '}
                  <Plural value={usage.uses} one="# post" other="# posts" />
                </span>
              </span>
            </Link>
            <Sparkline values={usage.daily} />
          </li>
        );
      })}
    </ol>
  );
}
