import { Trans, useLingui } from '@lingui/react/macro';

/** A post hidden by a 'warn' filter: which filters matched, and a way to see it anyway. */
export function FilteredNotice({
  titles,
  onShow,
}: {
  titles: readonly string[];
  onShow: () => void;
}) {
  const { i18n, t } = useLingui();
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(titles);
  return (
    // An article like any post, so a feed holding it stays a feed of articles.
    <article className="status status-filtered" aria-label={t`Filtered post`}>
      <p>
        <Trans>Filtered: {list}</Trans>
      </p>
      <button type="button" className="button" onClick={onShow}>
        <Trans>Show anyway</Trans>
      </button>
    </article>
  );
}
