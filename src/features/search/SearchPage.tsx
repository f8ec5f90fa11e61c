import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { Tabs } from '../../components/Tabs';
import {
  SEARCH_DEBOUNCE_MS,
  classifySearchQuery,
  parseSearchType,
  type SearchType,
} from '../../lib/search-query';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import { ResolveUrl } from './ResolveUrl';
import { SearchResults } from './SearchResults';
import { useDebouncedValue } from '../../components/use-debounced-value';

/** Search v2 on the session's instance: `/search?q=…&type=accounts|hashtags|statuses`. */
export function SearchPage() {
  const { t, i18n } = useLingui();
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const type = parseSearchType(params.get('type'), q);
  const [draft, setDraft] = useState(q);
  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);

  const update = (next: { q?: string; type?: SearchType }) => {
    const nextQ = (next.q ?? q).trim();
    const search = new URLSearchParams();
    if (nextQ) search.set('q', nextQ);
    if (nextQ && (next.type ?? params.get('type'))) search.set('type', next.type ?? type);
    setParams(search, { replace: true });
  };
  useEffect(() => {
    if (settled.trim() !== q) update({ q: settled });
    // Only a settled draft writes the URL; the URL changing on its own must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft });
  };
  const resolvesUrl = isLoggedIn && classifySearchQuery(q) === 'url';
  const tabs = [
    { key: 'accounts', label: i18n._(msg`Accounts`) },
    { key: 'hashtags', label: i18n._(msg`Hashtags`) },
    { key: 'statuses', label: i18n._(msg`Posts`) },
  ] as const;

  return (
    <Page title={t`Search`}>
      <form role="search" className="search-form" onSubmit={onSubmit}>
        <label htmlFor="search-input" className="visually-hidden">
          <Trans>Search for accounts, hashtags or posts</Trans>
        </label>
        <input
          id="search-input"
          type="search"
          value={draft}
          autoComplete="off"
          placeholder={t`Search or paste a URL`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      {!q ? (
        <p className="empty">
          <Trans>Type a name, a #hashtag, a @user@instance handle or a post's URL.</Trans>
        </p>
      ) : resolvesUrl ? (
        <ResolveUrl key={q} url={q} />
      ) : (
        <Tabs
          tabs={tabs}
          selected={type}
          onSelect={(key) => update({ type: key })}
          label={t`Search results`}
          idPrefix="search"
        >
          <SearchResults q={q} type={type} />
        </Tabs>
      )}
    </Page>
  );
}
