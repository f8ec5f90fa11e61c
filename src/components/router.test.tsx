import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { MemoryRouter } from '../test/memory-router';
import {
  HashRouter,
  hasEarlierScreen,
  Link,
  NavLink,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  type NavigateFunction,
  type RouteDef,
} from './router';

function Params() {
  return <output>{JSON.stringify(useParams())}</output>;
}

const routes: RouteDef[] = [
  { path: '/', element: <p>home</p> },
  { path: '/:instance?/l', element: <p>local</p> },
  { path: '/:instance?/a/:accountId', element: <p>profile</p> },
  { path: '/:instance?/s/:statusId/history', element: <p>history</p> },
  { path: '/:instance?/t/:hashtags', element: <p>hashtag</p> },
  { path: '*', element: <p>not found</p> },
];

function shown(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes routes={routes}>
        <Params />
      </Routes>
      <Routes routes={routes} />
    </MemoryRouter>,
  );
  const params: unknown = JSON.parse(screen.getByRole('status').textContent ?? '');
  const text = screen.getByText(/./, { selector: 'p' }).textContent;
  view.unmount();
  return { text, params };
}

test('paths match their screen, optional instance or not, params decoded', () => {
  expect(shown('/')).toEqual({ text: 'home', params: {} });
  expect(shown('/l')).toEqual({ text: 'local', params: {} });
  expect(shown('/127.0.0.1:8800/l')).toEqual({
    text: 'local',
    params: { instance: '127.0.0.1:8800' },
  });
  expect(shown('/t/caf%C3%A9')).toEqual({ text: 'hashtag', params: { hashtags: 'café' } });
  expect(shown('/a/1%2F2')).toEqual({ text: 'profile', params: { accountId: '1/2' } });
  expect(shown('/no/such/screen')).toMatchObject({ text: 'not found' });
});

test('of two matching paths, the one with more fixed segments wins', () => {
  // `/:instance/a/:accountId` matches too, with instance "s" and account "history".
  expect(shown('/s/a/history')).toEqual({ text: 'history', params: { statusId: 'a' } });
});

let navigate: NavigateFunction;
function Where() {
  const location = useLocation();
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  }, [navigateHere]);
  return (
    <output>{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/#/');
});
afterEach(cleanup);

test('the hash history keeps the address, what a navigation passed, and back', async () => {
  render(
    <HashRouter>
      <Where />
    </HashRouter>,
  );
  expect(hasEarlierScreen()).toBe(false);
  act(() => navigate('/search?q=tides', { state: { focus: 'search' } }));
  expect(screen.getByRole('status')).toHaveTextContent('/search?q=tides {"focus":"search"}');
  expect(window.location.hash).toBe('#/search?q=tides');
  expect(hasEarlierScreen()).toBe(true);
  act(() => navigate('/settings', { replace: true }));
  expect(window.location.hash).toBe('#/settings');
  act(() => navigate(-1));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('/ null'));
  expect(hasEarlierScreen()).toBe(false);
});

test('a link to where the app is replaces the entry; NavLink marks where it is', async () => {
  const user = userEvent.setup();
  render(
    <HashRouter>
      <Where />
      <Link to="/notifications">Notifications</Link>
      <NavLink to="/notifications" end>
        All
      </NavLink>
      <NavLink to="/notifications/requests">Filtered</NavLink>
      <NavLink to="/notifications">Any</NavLink>
    </HashRouter>,
  );
  expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
    'href',
    '#/notifications',
  );
  await user.click(screen.getByRole('link', { name: 'Notifications' }));
  expect(hasEarlierScreen()).toBe(true);
  await user.click(screen.getByRole('link', { name: 'Notifications' }));
  act(() => navigate(-1));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('/ null'));

  act(() => navigate('/notifications/requests'));
  expect(screen.getByRole('link', { name: 'All' })).not.toHaveClass('active');
  expect(screen.getByRole('link', { name: 'Any' })).toHaveClass('active');
  expect(screen.getByRole('link', { name: 'Filtered' })).toHaveAttribute('aria-current', 'page');
});
