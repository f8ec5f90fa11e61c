import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useDismiss } from '../../components/use-dismiss';
import { TYPE_FILTERS, type TypeFilter } from '../../lib/notifications/kinds';

const LABELS: Record<TypeFilter, MessageDescriptor> = {
  mention: msg`Mentions`,
  favourite: msg`Likes`,
  reblog: msg`Boosts`,
  follow: msg`Follows and follow requests`,
  poll: msg`Poll results`,
  update: msg({
    message: 'Edits',
    comment: 'Kind of notification: a post you interacted with was edited',
  }),
  quote: msg`Quotes`,
  other: msg`Everything else`,
};

interface TypeFiltersProps {
  hidden: readonly TypeFilter[];
  onChange: (hidden: TypeFilter[]) => void;
}

/** Which types All shows; the unread count always counts every type. */
export function TypeFilters({ hidden, onChange }: TypeFiltersProps) {
  const { i18n } = useLingui();
  const toggle = (filter: TypeFilter, shown: boolean) =>
    onChange(shown ? hidden.filter((other) => other !== filter) : [...hidden, filter]);
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  useDismiss(
    open,
    () => {
      if (details.current) details.current.open = false;
    },
    // In the page's flow, not floating over it: only Escape closes it.
    { inside: details, opener: summary, closeOnOutside: false },
  );
  return (
    <details
      ref={details}
      className="notification-filters"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary ref={summary}>
        {/* Says what it filters: the types of notification listed. */}
        {hidden.length === 0 ? (
          <Trans>Notification types: all shown</Trans>
        ) : (
          <Trans>Notification types: some hidden</Trans>
        )}
      </summary>
      <fieldset>
        <legend>
          <Trans>Show in All</Trans>
        </legend>
        {TYPE_FILTERS.map((filter) => (
          <label key={filter} className="checkbox-label">
            <input
              type="checkbox"
              checked={!hidden.includes(filter)}
              onChange={(event) => toggle(filter, event.target.checked)}
            />
            {i18n._(LABELS[filter])}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
