import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../components/router';
import { appPaths } from '../lib/app-paths';
import { HEADER_SEARCH_INPUT_ID } from '../lib/search-field';
import { useSession } from '../state/session';
import '../styles/search.css';

/**
 * The search field atop the sidebar on wide screens (narrow ones reach Search from the
 * navigation): Enter opens the search screen with the query, a pasted Petrel link its screen.
 * Not on the search screen, which has its own: there its place stays, empty, so the navigation
 * below does not move.
 */
export function HeaderSearch() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [draft, setDraft] = useState('');
  if (pathname === '/search') return <div className="header-search header-search-reserved" />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    if (!q) return;
    // Read only when a search is asked for, not with the first screen.
    const { pastedUrlTarget } = await import('../lib/pasted-url');
    const target = pastedUrlTarget(q, { appOrigin: window.location.origin, isLoggedIn });
    setDraft('');
    void navigate(target?.kind === 'route' ? target.path : appPaths.search(q));
  };
  return (
    <form role="search" className="header-search" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={HEADER_SEARCH_INPUT_ID} className="visually-hidden">
        <Trans>Search</Trans>
      </label>
      <input
        id={HEADER_SEARCH_INPUT_ID}
        type="search"
        value={draft}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t`Search`}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
