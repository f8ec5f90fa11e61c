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
  http.get('https://:host/api/v1/statuses/1/quotes', ({ params }) => {
    quoteRequests.push(String(params.host));
    return HttpResponse.json([statusJson('2', '<p>Quoting it here</p>')]);
  }),
);

test('on a server without quotes, the quotes page says so and asks nothing', async () => {
  quoteRequests.length = 0;
  renderApp('/snac.example/s/1/quotes');
  expect(
    await screen.findByText('This server does not offer quotes.', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the post' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(quoteRequests).toEqual([]);
});

test('on a server with quotes, they are listed', async () => {
  quoteRequests.length = 0;
  renderApp('/mastodon.example/s/1/quotes');
  expect(await screen.findByText('Quoting it here', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(quoteRequests).toEqual(['mastodon.example']);
});
