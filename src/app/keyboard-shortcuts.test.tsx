import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { useLocation } from '../components/router';
import { MemoryRouter } from '../test/memory-router';
import { StatusCard, type StatusCardProps } from '../components/StatusCard';
import { HOME, HOME_API, logIn, setupStatusTest } from '../components/status/status-test-utils';
import { i18n } from '../i18n/i18n';
import { SHORTCUTS } from '../lib/keyboard-shortcuts';
import { makeStatus } from '../lib/status-fixture';
import { useComposerDialog } from '../state/composer-dialog';
import { sessionFor, useSession } from '../state/session';
import { updateSetting } from '../state/settings';
import { renderApp } from '../test/app-test';
import { statusJson, storedAccount } from '../test/fixtures';
import { SHORTCUT_LABELS } from '../components/keyboard-labels';
import { KeyboardShortcuts } from './KeyboardShortcuts';

const server = setupStatusTest();
const requests: string[] = [];
afterEach(() => {
  requests.length = 0;
  useComposerDialog.getState().close();
});

function CurrentPath() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

function Screen({ cards }: { cards: StatusCardProps[] }) {
  const { queryClient } = useSession();
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <KeyboardShortcuts />
        <label>
          Note <input />
        </label>
        {cards.map((props, index) => (
          <StatusCard key={index} {...props} />
        ))}
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderScreen(...cards: StatusCardProps[]) {
  render(
    <I18nProvider i18n={i18n}>
      <Screen cards={cards} />
    </I18nProvider>,
  );
}

const post = (id = '10', extra = {}) => ({
  status: makeStatus({ id, favouritesCount: 2, ...extra }),
  instance: HOME,
});

function answerInteractions() {
  server.use(
    http.post(`${HOME_API}/v1/statuses/:id/:action`, ({ params }) => {
      const { id, action } = params as { id: string; action: string };
      requests.push(`${action} ${id}`);
      const json = statusJson(id, '<p>hello</p>');
      return HttpResponse.json({
        ...json,
        favourited: action === 'favourite',
        reblogged: action === 'reblog',
        bookmarked: action === 'bookmark',
      });
    }),
  );
}

const location = () => screen.getByTestId('location').textContent;

test('f, b and d like, boost and bookmark the post with focus', async () => {
  const user = userEvent.setup();
  logIn();
  answerInteractions();
  renderScreen(post('10'), post('11'));
  const [, second] = screen.getAllByRole('article');
  // Focus on a button inside the post counts as the post having focus.
  within(second)
    .getByRole('button', { name: /^Reply/ })
    .focus();
  await user.keyboard('f');
  await user.keyboard('b');
  await user.keyboard('d');
  await waitFor(() => expect(requests).toEqual(['favourite 11', 'reblog 11', 'bookmark 11']));
  expect(within(second).getByRole('button', { name: /^Like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('with no post focused, the post keys do nothing', async () => {
  const user = userEvent.setup();
  logIn();
  answerInteractions();
  renderScreen(post('10'));
  await user.keyboard('fbd');
  expect(requests).toEqual([]);
});

test('r and q open the composer to reply to or quote the post with focus', async () => {
  const user = userEvent.setup();
  logIn();
  renderScreen(post('10', { visibility: 'public' }));
  screen.getByRole('article').focus();
  await user.keyboard('r');
  expect(useComposerDialog.getState().target).toEqual({ replyTo: '10' });
  useComposerDialog.getState().close();
  await user.keyboard('q');
  expect(useComposerDialog.getState().target).toEqual({ quote: '10' });
});

test('a post that cannot be quoted or boosted says so', async () => {
  const user = userEvent.setup();
  logIn();
  answerInteractions();
  renderScreen(post('10', { visibility: 'direct' }));
  screen.getByRole('article').focus();
  await user.keyboard('q');
  expect(useComposerDialog.getState().target).toBeNull();
  expect(screen.getByText('This post cannot be quoted.')).toBeInTheDocument();
  await user.keyboard('b');
  expect(screen.getByText('This post cannot be boosted.')).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('the keys work with the buttons hidden', async () => {
  const user = userEvent.setup();
  logIn();
  answerInteractions();
  updateSetting(sessionFor(storedAccount('1', HOME)), 'timelineActions', false);
  renderScreen(post('10'));
  expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
  screen.getByRole('article').focus();
  await user.keyboard('f');
  await waitFor(() => expect(requests).toEqual(['favourite 10']));
});

test('logged out, f offers to log in and n says that login is required', async () => {
  const user = userEvent.setup();
  answerInteractions();
  renderScreen(post('10'));
  screen.getByRole('article').focus();
  await user.keyboard('f');
  const choice = await screen.findByRole('dialog', { name: 'Log in to take part' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(choice).not.toBeInTheDocument());
  await user.keyboard('n');
  expect(useComposerDialog.getState().target).toBeNull();
  const notices = screen.getAllByRole('status').map((element) => element.textContent);
  expect(notices.filter((text) => text === 'Login required.')).toHaveLength(1);
  expect(requests).toEqual([]);
});

test('o and Enter open the post with focus; Enter on a button inside is the button’s', async () => {
  const user = userEvent.setup();
  logIn();
  answerInteractions();
  renderScreen(post('10'), post('11'));
  const [first, second] = screen.getAllByRole('article');
  within(first).getByRole('button', { name: /^Like/ }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(requests).toEqual(['favourite 10']));
  expect(location()).toBe('/');
  await user.keyboard('o');
  expect(location()).toBe(`/${HOME}/s/10`);
  second.focus();
  await user.keyboard('{Enter}');
  expect(location()).toBe(`/${HOME}/s/11`);
});

test('keys typed in a field are text, not shortcuts', async () => {
  const user = userEvent.setup();
  logIn();
  answerInteractions();
  renderScreen(post('10'));
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'fbd?gn');
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('fbd?gn');
  expect(requests).toEqual([]);
  expect(location()).toBe('/');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('g then a letter goes to a screen, and its second key does not also act', async () => {
  const user = userEvent.setup();
  logIn();
  answerInteractions();
  renderScreen(post('10'));
  screen.getByRole('article').focus();
  await user.keyboard('gn');
  expect(location()).toBe('/notifications');
  expect(useComposerDialog.getState().target).toBeNull();
  await user.keyboard('gl');
  expect(location()).toBe('/l');
  await user.keyboard('gs');
  expect(location()).toBe('/settings');
  await user.keyboard('gh');
  expect(location()).toBe('/');
  // Back where the post has focus: g f goes to Federated without liking it.
  screen.getByRole('article').focus();
  await user.keyboard('gf');
  expect(location()).toBe('/p');
  expect(requests).toEqual([]);
  await user.keyboard('n');
  expect(useComposerDialog.getState().target).toEqual({});
});

test('? lists every shortcut; Escape closes the help and focus returns', async () => {
  const user = userEvent.setup();
  logIn();
  renderScreen(post('10'));
  const article = screen.getByRole('article');
  article.focus();
  await user.keyboard('?');
  const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const shortcut of SHORTCUTS) {
    const label = i18n._(SHORTCUT_LABELS[shortcut.id]);
    const term = within(help)
      .getAllByRole('definition')
      .find((definition) => definition.textContent === label)
      ?.closest('div')
      ?.querySelector('dt');
    const keys = [...(term?.querySelectorAll('kbd') ?? [])].map((kbd) => kbd.textContent);
    expect(keys).toEqual(shortcut.keys.flatMap((spec) => spec.split(' ')));
  }
  expect(within(help).getByText('h').closest('dt')).toHaveTextContent('g then h');
  expect(within(help).getByText('c').closest('dt')).toHaveTextContent('n or c');
  // Keys do nothing while the help is open.
  await user.keyboard('gn');
  expect(location()).toBe('/');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(article).toHaveFocus();
});

test('Ctrl and Meta combinations are left to the browser', async () => {
  const user = userEvent.setup();
  logIn();
  answerInteractions();
  renderScreen(post('10'));
  screen.getByRole('article').focus();
  await user.keyboard('{Control>}f{/Control}{Meta>}d{/Meta}{Control>}n{/Control}');
  expect(requests).toEqual([]);
  expect(useComposerDialog.getState().target).toBeNull();
});

/** Whether the sidebar's search field is shown (wide screens) or hidden (phones); jsdom lays nothing out. */
function sidebarSearchShown(shown: boolean) {
  Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
    value: () => shown,
    configurable: true,
  });
}

test('/ goes to Search with its field focused, or focuses the field when it is there', async () => {
  sidebarSearchShown(false);
  const user = userEvent.setup();
  renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await user.keyboard('/');
  await waitFor(() => expect(window.location.hash).toBe('#/search'));
  const field = await screen.findByRole('searchbox', {
    name: 'Search for accounts, hashtags or posts',
  });
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveValue('');
  screen.getByRole('button', { name: 'Search' }).focus();
  await user.keyboard('/');
  expect(field).toHaveFocus();
  expect(field).toHaveValue('');
  delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility;
});

test('/ on a wide screen focuses the search field atop the sidebar, where it is', async () => {
  sidebarSearchShown(true);
  const user = userEvent.setup();
  renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await user.keyboard('/');
  const field = screen.getByRole('searchbox', { name: 'Search' });
  expect(field).toHaveFocus();
  expect(window.location.hash).toBe('#/settings');
  await user.keyboard('bob{Enter}');
  await waitFor(() => expect(window.location.hash).toBe('#/search?q=bob'));
  delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility;
});
