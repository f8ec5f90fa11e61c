import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { mastodon } from 'masto';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { makeStatus } from '../../lib/status-fixture';
import { accountJson, statusJson } from '../../test/fixtures';
import { HOME, HOME_API, logIn, renderCards, setupStatusTest } from './status-test-utils';

const server = setupStatusTest();

function filterJson(title: string, action: 'warn' | 'hide', keyword: string) {
  return {
    id: title,
    title,
    context: ['home'],
    expires_at: null,
    filter_action: action,
    keywords: [{ id: `${title}-k`, keyword, whole_word: true }],
    statuses: [],
  };
}

test('filters: "warn" shows the filter titles and "Show anyway"; "hide" renders nothing', async () => {
  const user = userEvent.setup();
  logIn();
  let requests = 0;
  server.use(
    http.get(`${HOME_API}/v2/filters`, () => {
      requests += 1;
      return HttpResponse.json([
        filterJson('Spoilers', 'warn', 'finale'),
        filterJson('Sport', 'warn', 'football'),
        filterJson('Crypto', 'hide', 'token'),
      ]);
    }),
  );
  renderCards(
    {
      status: makeStatus({
        id: '1',
        account: { id: '5' },
        content: '<p>The finale and football</p>',
      }),
      instance: HOME,
      context: 'home',
    },
    {
      status: makeStatus({ id: '2', account: { id: '5' }, content: '<p>Buy my token</p>' }),
      instance: HOME,
      context: 'home',
    },
    {
      status: makeStatus({ id: '3', account: { id: '5' }, content: '<p>Buy my token</p>' }),
      instance: HOME,
      context: 'thread',
    },
  );
  expect(await screen.findByText('Filtered: Spoilers and Sport')).toBeInTheDocument();
  expect(screen.queryByText('The finale and football')).toBeNull();
  // Hidden in home; the thread context has no filter. The warning stands in the post's place.
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(screen.getByRole('article', { name: 'Filtered post' })).toBeInTheDocument();
  expect(screen.getByText('Buy my token')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show anyway' }));
  expect(screen.getByText('The finale and football')).toBeInTheDocument();
  expect(requests).toBe(1);
});

function withQuote(quote: unknown) {
  return makeStatus({
    id: '20',
    content: '<p>Look at this</p>',
    quote: quote as mastodon.v1.Quote,
  });
}

test('an accepted quote shows the quoted post compactly, nested one level only', () => {
  const inner = makeStatus({
    id: '12',
    content: '<p>Deepest</p>',
    account: { id: '4', username: 'deep' },
  });
  const quoted = makeStatus({
    id: '11',
    content: '<p>Quoted words</p>',
    account: { id: '3', username: 'quoted', displayName: 'Quinn' },
    quote: { state: 'accepted', quotedStatus: inner },
  });
  const { container } = renderCards({
    status: withQuote({ state: 'accepted', quotedStatus: quoted }),
    instance: HOME,
  });
  const quote = container.querySelector('[data-quote-state="accepted"]');
  expect(quote).toHaveTextContent('Quoted words');
  expect(quote?.querySelector('.status-quote-variant, .status-quote')).not.toBeNull();
  expect(screen.queryByText('Deepest')).toBeNull();
  expect(screen.getByRole('link', { name: 'Quoted post' })).toHaveAttribute(
    'href',
    `/${HOME}/s/12`,
  );
});

test.each([
  ['pending', "The quoted post's author hasn't approved this quote yet."],
  ['rejected', "The quoted post's author declined this quote."],
  ['revoked', "The quoted post's author removed this quote."],
  ['deleted', 'The quoted post was deleted.'],
  ['unauthorized', "You can't see the quoted post."],
  ['blocked_account', 'Quoted post hidden because you blocked its author.'],
  ['blocked_domain', 'Quoted post hidden because you blocked its server.'],
  ['muted_account', 'Quoted post hidden because you muted its author.'],
  ['some_future_state', "You can't see the quoted post."],
])('a %s quote shows its message and keeps its state', (state, message) => {
  const { container } = renderCards({
    status: withQuote({ state, quotedStatus: null }),
    instance: HOME,
  });
  expect(container.querySelector('.status-quote')).toHaveAttribute('data-quote-state', state);
  expect(screen.getByText(message)).toBeInTheDocument();
});

test('a shallow accepted quote fetches the quoted post', async () => {
  server.use(
    http.get(`${HOME_API}/v1/statuses/31`, () =>
      HttpResponse.json(statusJson('31', '<p>Fetched quote</p>')),
    ),
  );
  renderCards({ status: withQuote({ state: 'accepted', quotedStatusId: '31' }), instance: HOME });
  expect(await screen.findByText('Fetched quote')).toBeInTheDocument();
});

test('a link to a post elsewhere is unfurled into a quote card', async () => {
  logIn();
  const link = 'https://far.example/@bob/109876';
  const queries: string[] = [];
  server.use(
    http.get(`${HOME_API}/v2/search`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(`${url.searchParams.get('q')}|${url.searchParams.get('resolve')}`);
      return HttpResponse.json({
        accounts: [],
        hashtags: [],
        statuses: [
          {
            ...statusJson('900', '<p>Unfurled words</p>', accountJson('5', 'bob', 'far.example')),
            url: link,
          },
        ],
      });
    }),
  );
  renderCards({
    status: makeStatus({ content: `<p>Read <a href="${link}">${link}</a></p>` }),
    instance: HOME,
  });
  expect(await screen.findByText('Unfurled words')).toBeInTheDocument();
  expect(queries).toEqual([`${link}|true`]);
  const card = document.querySelector('[data-unfurled-url]');
  expect(card).toHaveAttribute('data-unfurled-url', link);
});

test('a link with no search result stays a plain link', async () => {
  logIn();
  let calls = 0;
  server.use(
    http.get(`${HOME_API}/v2/search`, () => {
      calls += 1;
      return HttpResponse.json({ accounts: [], hashtags: [], statuses: [] });
    }),
  );
  const link = 'https://far.example/@bob/1';
  renderCards({
    status: makeStatus({ content: `<p><a href="${link}">post</a></p>` }),
    instance: HOME,
  });
  await waitFor(() => expect(calls).toBe(1));
  expect(screen.getByRole('link', { name: 'post' })).toHaveAttribute('href', link);
  expect(document.querySelector('[data-unfurled-url]')).toBeNull();
});
