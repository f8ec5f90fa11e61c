import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { appPaths } from '../../lib/app-paths';
import { useCapabilities } from '../../state/capabilities';
import { useAccountFeaturedTags, useChangeFeaturedTag } from '../../state/featured-tags';
import '../../styles/lists.css';
import { FeatureHashtagForm } from './FeatureHashtagForm';

function FeaturedTagChip({
  tag,
  instance,
  onRemove,
}: {
  tag: mastodon.v1.FeaturedTag;
  instance: string;
  onRemove?: () => void;
}) {
  const { t } = useLingui();
  const name = tag.name;
  const count = tag.statusesCount;
  return (
    <li className="featured-tag">
      <Link to={appPaths.hashtag(instance, name)}>#{name}</Link>
      <span className="featured-tag-count">
        <Plural value={Number(count)} one="# post" other="# posts" />
      </span>
      {onRemove && (
        <button
          type="button"
          className="button"
          aria-label={t`Stop featuring #${name}`}
          onClick={onRemove}
        >
          ×
        </button>
      )}
    </li>
  );
}

interface FeaturedHashtagsProps {
  account: mastodon.v1.Account;
  instance: string;
  /** The session's own profile: hashtags can be added and removed. */
  isSelf: boolean;
}

/** The hashtags a profile features; on one's own, with add (and suggestions) and remove. */
export function FeaturedHashtags({ account, instance, isSelf }: FeaturedHashtagsProps) {
  const { t } = useLingui();
  const featured = useAccountFeaturedTags(instance, account.id);
  const { capabilities } = useCapabilities(instance);
  const change = useChangeFeaturedTag(account.id);
  const tags = featured.data ?? [];
  const editable = isSelf && capabilities.featuredTags;
  if (tags.length === 0 && !isSelf) return null;
  return (
    <section className="featured-tags" aria-labelledby="featured-tags-heading">
      <h3 id="featured-tags-heading">
        <Trans>Featured hashtags</Trans>
      </h3>
      {tags.length > 0 && (
        <ul className="featured-tag-list" aria-label={t`Featured hashtags`}>
          {tags.map((tag) => (
            <FeaturedTagChip
              key={tag.id}
              tag={tag}
              instance={instance}
              onRemove={editable ? () => change.mutate({ kind: 'remove', id: tag.id }) : undefined}
            />
          ))}
        </ul>
      )}
      {isSelf && !capabilities.featuredTags && (
        <p className="empty">
          <Trans>This server does not offer featuring hashtags on a profile.</Trans>
        </p>
      )}
      {editable && featured.data && (
        <FeatureHashtagForm
          featured={featured.data}
          onAdd={(name) => change.mutate({ kind: 'add', name })}
        />
      )}
      {change.isError && (
        <ErrorMessage error={change.error} fallback={msg`Unable to update featured hashtags.`} />
      )}
    </section>
  );
}
