import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams, useSearchParams } from '../../components/router';
import { isNotFound } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Page } from '../../components/Page';
import { useRouteInstance } from '../../components/use-route-instance';
import { Timeline } from '../../components/timeline/Timeline';
import { NotFoundNotice } from '../../components/Unavailable';
import {
  decodeHashtagsSegment,
  encodeHashtagsSegment,
  HashtagError,
  MAX_HASHTAGS,
  removeHashtag,
  TooManyHashtagsError,
} from '../../lib/hashtags';
import { useSession } from '../../state/session';
import { AddHashtagForm } from './AddHashtagForm';
import { FollowHashtagButton } from './FollowHashtagButton';
import { useTagLookup } from './use-hashtag';
import '../../styles/hashtag.css';

function parseTags(segment: string | undefined): string[] | HashtagError {
  try {
    return decodeHashtagsSegment(segment ?? '');
  } catch (error) {
    if (error instanceof HashtagError) return error;
    throw error;
  }
}

/** `/t/cats` or `/t/cats+dogs` (up to five tags), optionally on another instance. */
export function HashtagPage() {
  const { t } = useLingui();
  const params = useParams();
  const { instance, requested, invalid } = useRouteInstance(msg`Unable to load posts.`);
  const tags = parseTags(params.hashtags);
  const [search] = useSearchParams();
  const media = search.get('media') === '1';

  if (tags instanceof TooManyHashtagsError) {
    return (
      <Page title={t`Hashtag`}>
        <p className="notice notice-error" role="alert">
          {t`A timeline can show at most ${MAX_HASHTAGS} hashtags.`}
        </p>
      </Page>
    );
  }
  if (!Array.isArray(tags) || tags.length === 0 || invalid) {
    return (
      <Page title={t`Hashtag`}>
        <ErrorMessage error={tags} fallback={msg`Unable to load posts.`} />
      </Page>
    );
  }

  return <HashtagView instance={instance} requested={requested} tags={tags} media={media} />;
}

interface HashtagViewProps {
  instance: string;
  /** The instance named in the path, when there is one. */
  requested: string | undefined;
  tags: string[];
  /** Only posts with media. */
  media: boolean;
}

function HashtagView({ instance, requested, tags, media }: HashtagViewProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const single = tags.length === 1 ? tags[0] : '';
  // A single tag the server has never seen is "not found"; with several, any may have posts.
  const lookup = useTagLookup(instance, single, single !== '');
  const title = tags.map((tag) => `#${tag}`).join(' ');
  if (lookup.isError && isNotFound(lookup.error)) {
    return (
      <Page title={title}>
        <NotFoundNotice message={t`Hashtag ${title} not found on ${instance}.`} />
      </Page>
    );
  }
  const prefix = requested ? `/${requested}` : '';
  const show = (next: string[]) => void navigate(`${prefix}/t/${encodeHashtagsSegment(next)}`);
  const ownInstance = instance === session.instance;
  const label = tags.length === 1 ? t`Posts tagged ${title}` : t`Posts tagged with any of ${title}`;

  return (
    <Page title={title}>
      <div className="hashtag-actions">
        {session.isLoggedIn &&
          ownInstance &&
          tags.map((tag) => <FollowHashtagButton key={tag} name={tag} />)}
        {tags.length > 1 &&
          tags.map((tag) => (
            <button
              key={tag}
              type="button"
              className="button"
              onClick={() => show(removeHashtag(tags, tag))}
            >
              {t`Remove #${tag}`}
            </button>
          ))}
      </div>
      {/* Combining tags is a choice of its own, behind a disclosure rather than a bare form. */}
      <details className="hashtag-combine">
        <summary className="button">{t`Add hashtag…`}</summary>
        <AddHashtagForm tags={tags} onChange={show} />
      </details>
      <Timeline
        key={`${instance}/${tags.join('+')}/${media}`}
        descriptor={media ? { type: 'tag', tags, media } : { type: 'tag', tags }}
        label={label}
        instance={requested}
      />
    </Page>
  );
}
