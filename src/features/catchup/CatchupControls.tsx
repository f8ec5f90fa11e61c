import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { POST_KINDS, SORTS, type CatchupSort, type KindChoice } from '../../lib/catchup';

const KIND_LABELS: Record<KindChoice, MessageDescriptor> = {
  all: msg`All`,
  original: msg`Original posts`,
  replies: msg`Replies`,
  quotes: msg`Quotes`,
  boosts: msg`Boosts`,
  followedTags: msg`Followed hashtags`,
  filtered: msg`Filtered`,
};

const SORT_LABELS: Record<CatchupSort, MessageDescriptor> = {
  time: msg`Newest`,
  replies: msg`Most replies`,
  likes: msg`Most likes`,
  boosts: msg`Most boosts`,
  length: msg`Longest`,
};

interface CatchupControlsProps {
  counts: Record<KindChoice, number>;
  kind: KindChoice;
  onKind: (kind: KindChoice) => void;
  sort: CatchupSort;
  onSort: (sort: CatchupSort) => void;
  grouped: boolean;
  onGrouped: (grouped: boolean) => void;
}

/** Which kind of posts, in which order, grouped by author or not. */
export function CatchupControls(props: CatchupControlsProps) {
  const { i18n } = useLingui();
  const sortId = useId();
  const name = useId();
  const { counts } = props;
  return (
    <div className="catchup-controls">
      <fieldset className="catchup-kinds">
        <legend>
          <Trans>Show</Trans>
        </legend>
        {(['all', ...POST_KINDS] as const).map((kind) => (
          <label key={kind} className="catchup-kind">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={props.kind === kind}
              onChange={() => props.onKind(kind)}
            />
            {i18n._(KIND_LABELS[kind])} <span className="badge">{i18n.number(counts[kind])}</span>
          </label>
        ))}
      </fieldset>
      <div className="catchup-order">
        <label htmlFor={sortId}>
          <Trans>Sort by</Trans>
        </label>
        <select
          id={sortId}
          value={props.sort}
          onChange={(event) => props.onSort(event.target.value as CatchupSort)}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
        <label className="checkbox-label">
          <input
            type="checkbox"
            checked={props.grouped}
            onChange={(event) => props.onGrouped(event.target.checked)}
          />
          <Trans>Group by author</Trans>
        </label>
      </div>
    </div>
  );
}
