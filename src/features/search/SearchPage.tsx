import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../components/router';
import { Page } from '../../components/Page';
import { Tabs } from '../../components/Tabs';
import { SEARCH_INPUT_ID } from '../../lib/search-field';
import { pastedUrlTarget } from '../../lib/pasted-url';
import { SEARCH_DEBOUNCE_MS, parseSearchTab, type SearchTab } from '../../lib/search-query';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import '../../styles/search.css';
import { AllResults } from './AllResults';
import { PastedUrl } from './PastedUrl';
import { SearchResults } from './SearchResults';
import { useDebouncedValue } from '../../components/use-debounced-value';

/**
 * Search v2 on the session's instance: `/search?q=…&type=accounts|hashtags|statuses`, the
 * combined result without a type. A new query or tab is a new history entry (back returns to
 * the one before); refining what is typed replaces it.
 */
export function SearchPage() {
  const { t, i18n } = useLingui();
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tab = parseSearchTab(params.get('type'));
  const [draft, setDraft] = useState(q);
  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  // The query this page last wrote to the address, to tell back and forward from typing.
  const written = useRef(q);

  const write = (nextQ: string, nextTab: SearchTab, replace: boolean) => {
    const trimmed = nextQ.trim();
    written.current = trimmed;
    const search = new URLSearchParams();
    if (trimmed) search.set('q', trimmed);
    if (trimmed && nextTab !== 'all') search.set('type', nextTab);
    setParams(search, { replace });
  };
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setDraft(q);
  }, [q]);
  // Only a settled draft writes the address; the address changing on its own must not loop back.
  const writeSettled = useEffectEvent((draft: string) => {
    if (draft.trim() !== q) write(draft, tab, q !== '');
  });
  useEffect(() => writeSettled(settled), [settled]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== q) write(draft, tab, false);
  };
  const pasted = pastedUrlTarget(q, { appOrigin: window.location.origin, isLoggedIn });
  const tabs = [
    { key: 'all', label: i18n._(msg`All`) },
    {
      key: 'accounts',
      label: i18n._(
        msg({
          message: 'Accounts',
          comment: 'Heading, tab or label of a list of accounts (people’s profiles)',
        }),
      ),
    },
    {
      key: 'hashtags',
      label: i18n._(
        msg({ message: 'Hashtags', comment: 'Heading, tab or label of a list of hashtags' }),
      ),
    },
    { key: 'statuses', label: i18n._(msg`Posts`) },
  ] as const;

  return (
    <Page title={t`Search`}>
      <form role="search" className="search-form" onSubmit={onSubmit}>
        <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
          <Trans>Search for accounts, hashtags or posts</Trans>
        </label>
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          value={draft}
          autoComplete="off"
          placeholder={t`Search or paste a URL`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          <Trans context="verb: the button that runs a search">Search</Trans>
        </button>
      </form>
      {!q ? (
        <p className="empty">
          <Trans>Type a name, a #hashtag, a @user@instance handle or a post's URL.</Trans>
        </p>
      ) : pasted ? (
        <PastedUrl key={q} target={pasted} />
      ) : (
        <Tabs
          tabs={tabs}
          selected={tab}
          onSelect={(key) => key !== tab && write(q, key, false)}
          label={t`Search results`}
          idPrefix="search"
        >
          {tab === 'all' ? <AllResults q={q} /> : <SearchResults q={q} type={tab} />}
        </Tabs>
      )}
    </Page>
  );
}
