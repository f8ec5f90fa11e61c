import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

/** A post hidden by a 'warn' filter: which filters matched, and a way to see it anyway. */
export function FilteredNotice({
  titles,
  onShow,
  takeLostFocus = false,
}: {
  titles: readonly string[];
  onShow: () => void;
  /** Whether to take the focus if it was lost (the post it replaces held it). */
  takeLostFocus?: boolean;
}) {
  const { i18n, t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (takeLostFocus && (!active || active === document.body)) button.current?.focus();
  }, [takeLostFocus]);
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(titles);
  return (
    // An article like any post, so a feed holding it stays a feed of articles.
    <article className="status status-filtered" aria-label={t`Filtered post`}>
      <p>
        <Trans>Filtered: {list}</Trans>
      </p>
      <button ref={button} type="button" className="button" onClick={onShow}>
        <Trans>Show anyway</Trans>
      </button>
    </article>
  );
}
