import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { mastodon } from 'masto';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { makeBoost, makeStatus } from '../../lib/status-fixture';
import { HOME, HOME_API, logIn, renderCards, setupStatusTest } from './status-test-utils';

const server = setupStatusTest();

function poll(overrides: Partial<mastodon.v1.Poll> = {}): mastodon.v1.Poll {
  return {
    id: 'p1',
    expiresAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
    expired: false,
    multiple: false,
    votesCount: 4,
    votersCount: 4,
    options: [
      { title: 'Tea', votesCount: 3 },
      { title: 'Coffee', votesCount: 1 },
    ],
    emojis: [],
    voted: false,
    ownVotes: [],
    ...overrides,
  } as mastodon.v1.Poll;
}

/** The poll as the server answers a vote for option `choice` (Tea, Coffee). */
function votedPollJson([tea, coffee]: [number, number], choice: number) {
  return {
    id: 'p1',
    expires_at: null,
    expired: false,
    multiple: false,
    votes_count: tea + coffee,
    voters_count: tea + coffee,
    options: [
      { title: 'Tea', votes_count: tea },
      { title: 'Coffee', votes_count: coffee },
    ],
    emojis: [],
    voted: true,
    own_votes: [choice],
  };
}

test('a closed poll shows results with percentages and the vote count', () => {
  renderCards({
    status: makeStatus({ poll: poll({ expired: true, expiresAt: '2024-01-01T00:00:00Z' }) }),
    instance: HOME,
  });
  expect(screen.getByText('75%')).toBeInTheDocument();
  expect(screen.getByText('25%')).toBeInTheDocument();
  expect(screen.getByText('4 votes')).toBeInTheDocument();
  expect(screen.getByText('Closed')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).toBeNull();
});

test('logged in, voting sends the choices and shows the results', async () => {
  const user = userEvent.setup();
  logIn();
  let body: unknown;
  server.use(
    http.post(`${HOME_API}/v1/polls/p1/votes`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(votedPollJson([3, 2], 1));
    }),
  );
  renderCards({ status: makeStatus({ poll: poll() }), instance: HOME });
  expect(screen.getByText(/^Ends in 3 hours$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Vote' })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Coffee' }));
  await user.click(screen.getByRole('button', { name: 'Vote' }));
  expect(await screen.findByText('40%')).toBeInTheDocument();
  expect(body).toEqual({ choices: [1] });
  expect(screen.getByText('5 votes')).toBeInTheDocument();
  expect(screen.getByText(/Your choice/)).toBeInTheDocument();
});

test('multiple-choice polls use checkboxes and count people', () => {
  renderCards({
    status: makeStatus({ poll: poll({ multiple: true, votersCount: 1 }) }),
    instance: HOME,
  });
  expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  expect(screen.getByText('1 person')).toBeInTheDocument();
});

test('logged out, voting offers where to log in', async () => {
  const user = userEvent.setup();
  renderCards({ status: makeStatus({ poll: poll() }), instance: HOME });
  await user.click(screen.getByRole('radio', { name: 'Tea' }));
  await user.click(screen.getByRole('button', { name: 'Vote' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in to take part' });
  expect(within(dialog).getByRole('link', { name: `Log in to ${HOME}` })).toBeInTheDocument();
});

test('a vote shows on every card of the post at once (one stored copy, no copy per card)', async () => {
  const user = userEvent.setup();
  logIn();
  server.use(
    http.post(`${HOME_API}/v1/polls/p1/votes`, () => HttpResponse.json(votedPollJson([4, 1], 0))),
  );
  const post = makeStatus({ id: '30', poll: poll() });
  renderCards({ status: post, instance: HOME }, { status: makeBoost(post), instance: HOME });
  const [first] = screen.getAllByRole('radio', { name: 'Tea' });
  await user.click(first);
  await user.click(screen.getAllByRole('button', { name: 'Vote' })[0]);
  expect(await screen.findAllByText('80%')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
});

test('See results shows the results without voting, and goes back to the choices made', async () => {
  const user = userEvent.setup();
  renderCards({ status: makeStatus({ poll: poll() }), instance: HOME });
  expect(screen.queryByText('75%')).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'Coffee' }));
  await user.click(screen.getByRole('button', { name: 'See results' }));
  expect(screen.getByText('75%')).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Coffee' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Back to voting' }));
  expect(screen.queryByText('75%')).toBeNull();
  expect(screen.getByRole('radio', { name: 'Coffee' })).toBeChecked();
});

test('a closed or voted poll shows its results with no See results', () => {
  renderCards(
    { status: makeStatus({ id: '1', poll: poll({ expired: true }) }), instance: HOME },
    {
      status: makeStatus({ id: '2', poll: poll({ id: 'p2', voted: true, ownVotes: [0] }) }),
      instance: HOME,
    },
  );
  expect(screen.getAllByText('75%')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'See results' })).toBeNull();
});
