import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { makeBoost, makeStatus } from '../../lib/status-fixture';
import { accountJson, statusJson } from '../../test/fixtures';
import { sessionFor } from '../../state/session';
import { useComposerDialog } from '../../state/composer-dialog';
import { updateSetting } from '../../state/settings';
import { HOME, HOME_API, logIn, renderCards, setupStatusTest } from './status-test-utils';

const server = setupStatusTest();

const post = () => makeStatus({ id: '10', favouritesCount: 2, reblogsCount: 1, repliesCount: 3 });

function favouritedJson(favourited: boolean, count: number) {
  return { ...statusJson('10', '<p>hello</p>'), favourited, favourites_count: count };
}

const likeButton = (scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name: /^Like/ });

test('the focused post always shows its actions with counts', () => {
  renderCards({ status: post(), instance: HOME, variant: 'focus' });
  expect(screen.getByRole('group', { name: 'Actions' })).toBeInTheDocument();
  expect(likeButton()).toHaveAccessibleName('Like 2');
  expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: /^Boost/ })).toHaveAccessibleName('Boost 1');
  expect(screen.getByRole('button', { name: /^Reply/ })).toHaveAccessibleName('Reply 3');
});

test('timelines show actions unless the timelineActions setting is off', () => {
  updateSetting(sessionFor(null), 'timelineActions', false);
  renderCards(
    { status: post(), instance: HOME },
    { status: post(), instance: HOME, variant: 'focus' },
  );
  expect(screen.getAllByRole('group', { name: 'Actions' })).toHaveLength(1);
});

test('a like shows at once and rolls back with a message when the server fails', async () => {
  const user = userEvent.setup();
  logIn();
  // The server answers when the test says: the like is seen before the failure, however slowly.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.post(`${HOME_API}/v1/statuses/10/favourite`, async () => {
      await answered;
      return HttpResponse.json({ error: 'boom' }, { status: 500 });
    }),
  );
  renderCards({ status: post(), instance: HOME, variant: 'focus' });
  await user.click(likeButton());
  expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  expect(likeButton()).toHaveAccessibleName('Like 3');
  answer();
  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to like post.');
  expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  expect(likeButton()).toHaveAccessibleName('Like 2');
});

test('rapid taps are coalesced: one request in flight, the last intent wins', async () => {
  const user = userEvent.setup();
  logIn();
  const calls: string[] = [];
  // Requests are answered once the taps are done: the first is in flight through all of them.
  let tapsDone = () => {};
  const answered = new Promise<void>((resolve) => (tapsDone = resolve));
  server.use(
    http.post(`${HOME_API}/v1/statuses/10/favourite`, async () => {
      calls.push('favourite');
      await answered;
      return HttpResponse.json(favouritedJson(true, 3));
    }),
    http.post(`${HOME_API}/v1/statuses/10/unfavourite`, async () => {
      calls.push('unfavourite');
      await answered;
      return HttpResponse.json(favouritedJson(false, 2));
    }),
  );
  renderCards({ status: post(), instance: HOME, variant: 'focus' });
  await user.click(likeButton()); // like: request 1 starts
  await user.click(likeButton()); // unlike, waits
  await user.click(likeButton()); // like again: nothing left to send after request 1
  await user.click(likeButton()); // unlike: one more request when request 1 ends
  expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(calls).toEqual(['favourite']));
  tapsDone();
  await waitFor(() => expect(calls).toEqual(['favourite', 'unfavourite']));
  await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like 2'));
  expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
});

test('two cards of the same post share one interaction state', async () => {
  const user = userEvent.setup();
  logIn();
  server.use(
    http.post(`${HOME_API}/v1/statuses/10/bookmark`, () =>
      HttpResponse.json({ ...statusJson('10', '<p>hello</p>'), bookmarked: true }),
    ),
  );
  const original = post();
  renderCards(
    { status: original, instance: HOME, variant: 'focus' },
    { status: makeBoost(original, { id: '7' }), instance: HOME, variant: 'focus' },
  );
  const [first, second] = screen.getAllByRole('article');
  await user.click(within(second).getByRole('button', { name: 'Bookmark' }));
  expect(within(first).getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await waitFor(() =>
    expect(within(second).getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
});

test('logged out, an action offers to log in to the instance being read, or another', async () => {
  const user = userEvent.setup();
  renderCards({ status: post(), instance: HOME, variant: 'focus' });
  await user.click(screen.getByRole('button', { name: /^Boost/ }));
  const choice = await screen.findByRole('dialog', { name: 'Log in to take part' });
  expect(within(choice).getByRole('link', { name: `Log in to ${HOME}` })).toHaveAttribute(
    'href',
    expect.stringContaining(`/login?instance=${HOME}`),
  );
  expect(within(choice).getByRole('link', { name: 'Log in to another instance' })).toBeVisible();
  expect(screen.queryByText('Login required.')).toBeNull();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: /^Boost/ })).toHaveAttribute('aria-pressed', 'false');
});

test('a post from another instance offers to open it on the reader’s instance', async () => {
  const user = userEvent.setup();
  logIn();
  let query: URLSearchParams | undefined;
  server.use(
    http.get(`${HOME_API}/v2/search`, ({ request }) => {
      query = new URL(request.url).searchParams;
      return HttpResponse.json({
        accounts: [],
        hashtags: [],
        // The instance's copy of the post keeps the post's own url.
        statuses: [
          {
            ...statusJson('555', '<p>hello</p>', accountJson('8', 'far')),
            url: 'https://far.example/@far/10',
          },
        ],
      });
    }),
  );
  const remote = makeStatus({ id: '10', url: 'https://far.example/@far/10' });
  renderCards({ status: remote, instance: 'far.example', variant: 'focus' });
  await user.click(likeButton());
  expect(screen.getByRole('status')).toHaveTextContent(
    "Sorry, your current logged-in instance can't interact with this post from another instance.",
  );
  await user.click(screen.getByRole('button', { name: 'Open on my instance' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/${HOME}/s/555`));
  expect(query?.get('q')).toBe('https://far.example/@far/10');
  expect(query?.get('type')).toBe('statuses');
  expect(query?.get('resolve')).toBe('true');
  expect(query?.get('limit')).toBe('1');
});

test('reply and quote open the composer; the menu copies the link and mutes the conversation', async () => {
  const user = userEvent.setup();
  logIn();
  let muted = false;
  server.use(
    http.post(`${HOME_API}/v1/statuses/10/mute`, () => {
      muted = true;
      return HttpResponse.json({ ...statusJson('10', '<p>hello</p>'), muted: true });
    }),
  );
  renderCards({ status: post(), instance: HOME, variant: 'focus' });
  await user.click(screen.getByRole('button', { name: 'More' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Open original page' })).toHaveAttribute(
    'href',
    'https://example.social/@user1/10',
  );
  await user.keyboard('{ArrowUp}{Enter}');
  expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe('https://example.social/@user1/10');

  await user.click(screen.getByRole('button', { name: 'More' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Mute conversation' }));
  await waitFor(() => expect(muted).toBe(true));
  await user.click(screen.getByRole('button', { name: 'More' }));
  expect(await screen.findByRole('menuitem', { name: 'Unmute conversation' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();

  // Reply and Quote open the composer over the screen for this post.
  await user.click(screen.getByRole('button', { name: /^Reply/ }));
  expect(useComposerDialog.getState().target).toEqual({ replyTo: '10' });
  await user.click(screen.getByRole('button', { name: 'More' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Quote' }));
  expect(useComposerDialog.getState().target).toEqual({ quote: '10' });
});

test('the menu offers "Open original page" only for an http(s) address', async () => {
  const user = userEvent.setup();
  logIn();
  renderCards({
    status: makeStatus({ id: '10', url: 'javascript:alert(1)', uri: 'javascript:alert(1)' }),
    instance: HOME,
    variant: 'focus',
  });
  await user.click(screen.getByRole('button', { name: 'More' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Open original page' })).toBeNull();
  expect(menu.querySelector('a[href^="javascript"]')).toBeNull();
});

test('an own post can be deleted from its menu after asking, and it leaves every card at once', async () => {
  const user = userEvent.setup();
  logIn();
  let deleted = false;
  server.use(
    http.delete(`${HOME_API}/v1/statuses/10`, () => {
      deleted = true;
      return HttpResponse.json(statusJson('10', '<p>hello</p>'));
    }),
  );
  renderCards(
    { status: post(), instance: HOME, variant: 'focus' },
    { status: makeBoost(post()), instance: HOME },
  );
  expect(screen.getAllByRole('article')).toHaveLength(2);
  const deleteFromMenu = async () => {
    await user.click(screen.getAllByRole('button', { name: 'More' })[0]);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    return screen.findByRole('alertdialog', { name: /^Delete this post\?/ });
  };
  // Cancel keeps the post.
  await user.click(within(await deleteFromMenu()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(deleted).toBe(false);

  await user.click(within(await deleteFromMenu()).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
  expect(deleted).toBe(true);
});

test("someone else's post has no Delete", async () => {
  const user = userEvent.setup();
  logIn();
  renderCards({
    status: makeStatus({ id: '11', account: { id: '2' } }),
    instance: HOME,
    variant: 'focus',
  });
  await user.click(screen.getByRole('button', { name: 'More' }));
  await screen.findByRole('menu');
  expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
});
