import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FILTER_CONTEXTS } from '../../lib/filter-form';
import { useDeleteFilter } from '../../state/filter-edits';
import { ExpiryText } from './ExpiryText';
import { ACTION_SUMMARIES, CONTEXT_LABELS } from './filter-labels';

function KeywordsSummary({ filter }: { filter: mastodon.v2.Filter }) {
  const { i18n } = useLingui();
  const words = filter.keywords.map((keyword) => keyword.keyword);
  const count = words.length;
  const posts = filter.statuses.length;
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(words);
  return (
    <>
      {count === 0 ? <Trans>No keywords</Trans> : <Trans>Keywords: {list}</Trans>}
      {posts > 0 && (
        <>
          {' · '}
          <Plural value={posts} one="# post" other="# posts" />
        </>
      )}
    </>
  );
}

/** A filter in the list: what it matches, where, what it does, until when; edit and delete. */
export function FilterRow({ filter, onEdit }: { filter: mastodon.v2.Filter; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteFilter();
  const title = filter.title;
  const contexts = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    FILTER_CONTEXTS.filter((context) => filter.context.includes(context)).map((context) =>
      i18n._(CONTEXT_LABELS[context]),
    ),
  );
  const action = i18n._(ACTION_SUMMARIES[filter.filterAction] ?? ACTION_SUMMARIES.warn);
  return (
    <article className="filter-row" aria-label={title}>
      <div className="filter-row-text">
        <h2 className="filter-row-title">{title}</h2>
        <p className="result-detail">
          <KeywordsSummary filter={filter} />
        </p>
        <p className="result-detail">
          <Trans>
            {action} in {contexts}
          </Trans>
          {' · '}
          <ExpiryText expiresAt={filter.expiresAt} />
        </p>
      </div>
      <div className="filter-row-actions">
        {confirming ? (
          <>
            <button
              type="button"
              className="button button-danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(filter.id)}
            >
              <Trans>Delete “{title}”</Trans>
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              <Trans comment="Answer to “Delete?”: do not delete">Keep</Trans>
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button" aria-label={t`Edit ${title}`} onClick={onEdit}>
              <Trans>Edit</Trans>
            </button>
            <button
              type="button"
              className="button"
              aria-label={t`Delete ${title}`}
              onClick={() => setConfirming(true)}
            >
              <Trans>Delete</Trans>
            </button>
          </>
        )}
      </div>
      {remove.isError && (
        <ErrorMessage error={remove.error} fallback={msg`Unable to delete the filter.`} />
      )}
    </article>
  );
}
