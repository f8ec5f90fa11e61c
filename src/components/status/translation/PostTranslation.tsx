import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useMemo, useRef, useState } from 'react';
import { TranslationError } from '../../../api/translation';
import { htmlToPlainText } from '../../../lib/plain-text';
import { autoInlineEligible } from '../../../lib/translation';
import { usePostTranslation } from '../../../state/translation';
import { useInView } from '../../media/use-in-view';
import { TranslatedText } from './TranslatedText';
import '../../../styles/translation.css';

interface PostTranslationProps {
  post: mastodon.v1.Status;
  instance: string;
  /** The base language to translate into. */
  target: string;
  /** Short posts are translated once they scroll into view. */
  autoInline: boolean;
}

/** Whether asking again could work: not after the server refused this post. */
function canRetry(error: unknown): boolean {
  return !(error instanceof TranslationError && error.reason === 'refused');
}

/** The Translate button, then the translation under the post (the original stays above it). */
export default function PostTranslation({
  post,
  instance,
  target,
  autoInline,
}: PostTranslationProps) {
  const [requested, setRequested] = useState(false);
  const [shown, setShown] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  const short = useMemo(
    () => autoInline && autoInlineEligible(htmlToPlainText(post.content), post.visibility),
    [autoInline, post.content, post.visibility],
  );
  const inView = useInView(root, short);
  // Once seen, a post stays asked for when it scrolls on (the queue may not have reached it yet).
  const [seen, setSeen] = useState(false);
  if (inView && !seen) setSeen(true);
  const { service, query } = usePostTranslation(instance, post, target, {
    requested,
    automatic: short && seen,
  });
  if (!service) return null;

  const translate = () => {
    setShown(true);
    if (requested) void query.refetch();
    else setRequested(true);
  };
  const { data, error, isFetching } = query;
  return (
    <div className="status-translation" ref={root}>
      {isFetching ? (
        <p className="status-translation-note" role="status">
          <Trans comment="Status while a translation is made">Translating…</Trans>
        </p>
      ) : error ? (
        <p className="status-translation-note" role="alert">
          {error instanceof TranslationError && error.reason === 'refused' ? (
            <Trans>This post cannot be translated.</Trans>
          ) : (
            <Trans>Unable to translate post.</Trans>
          )}{' '}
          {canRetry(error) && (
            <button type="button" className="button" onClick={translate}>
              <Trans>Try again</Trans>
            </button>
          )}
        </p>
      ) : data ? (
        <button
          type="button"
          className="button status-translation-toggle"
          aria-expanded={shown}
          onClick={() => setShown(!shown)}
        >
          {shown ? <Trans>Hide translation</Trans> : <Trans>Show translation</Trans>}
        </button>
      ) : (
        <button type="button" className="button status-translation-toggle" onClick={translate}>
          <Trans comment="Verb: a button under a post, to translate it">Translate</Trans>
        </button>
      )}
      {data && shown && <TranslatedText translation={data} instance={instance} target={target} />}
    </div>
  );
}
