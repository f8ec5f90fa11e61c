import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest } from '../../test/app-test';
import { answerAsMastodon, answerAsSnac } from '../../test/servers';

const quoteRequests: string[] = [];

setupAppTest(
  ...answerAsSnac('https://snac.example'),
  ...answerAsMastodon('https://mastodon.example'),
  http.get('https://:host/api/v1/statuses/1/quotes', ({ params, request }) => {
    quoteRequests.push(String(params.host));
    // Like Mastodon, a next page is linked after the last one too; there it is empty.
    if (new URL(request.url).searchParams.get('max_id')) return HttpResponse.json([]);
    return HttpResponse.json([statusJson('2', '<p>Quoting it here</p>')], {
      headers: {
        link: `<https://${String(params.host)}/api/v1/statuses/1/quotes?max_id=q-2>; rel="next"`,
      },
    });
  }),
);

test('on a server without quotes, the quotes page says so and asks nothing', async () => {
  quoteRequests.length = 0;
  renderApp('/snac.example/s/1/quotes');
  expect(await screen.findByText('This server does not offer quotes.')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
  expect(screen.queryByRole('link', { name: 'Back to the post' })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(quoteRequests).toEqual([]);
});

test('on a server with quotes, they are listed, with no Load more that loads nothing', async () => {
  quoteRequests.length = 0;
  renderApp('/mastodon.example/s/1/quotes');
  expect(await screen.findByText('Quoting it here')).toBeInTheDocument();
  // One short page: nothing more to load, though the server linked a next page.
  expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull();
  expect(quoteRequests).toEqual(['mastodon.example', 'mastodon.example']);
});
