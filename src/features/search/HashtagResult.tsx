import { Plural } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from '../../components/router';
import { appPaths } from '../../lib/app-paths';
import { tagUsage } from '../../lib/tag-history';

export function HashtagResult({ tag, instance }: { tag: mastodon.v1.Tag; instance: string }) {
  const { accounts } = tagUsage(tag.history);
  return (
    <Link className="result-row" to={appPaths.hashtag(instance, tag.name)}>
      <span className="result-text">
        <span className="result-title">#{tag.name}</span>
        {tag.history && tag.history.length > 0 && (
          <span className="result-detail">
            <Plural
              value={accounts}
              one="# person in the past days"
              other="# people in the past days"
            />
          </span>
        )}
      </span>
    </Link>
  );
}
