import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { makeStatus } from '../../lib/status-fixture';
import { accountJson, statusJson } from '../../test/fixtures';
import { HOME, HOME_API, renderCards, setupStatusTest } from './status-test-utils';

const server = setupStatusTest();

test('a reply to the author’s own post shows its thread number, fetching the parent', async () => {
  const author = accountJson('1');
  server.use(
    http.get(`${HOME_API}/v1/statuses/50`, () =>
      HttpResponse.json(statusJson('50', '<p>1</p>', author)),
    ),
  );
  renderCards(
    {
      status: makeStatus({ id: '51', inReplyToId: '50', inReplyToAccountId: '1' }),
      instance: HOME,
    },
    {
      status: makeStatus({ id: '52', inReplyToId: '50', inReplyToAccountId: '2' }),
      instance: HOME,
      threadTotal: 3,
    },
  );
  expect(await screen.findByText('Thread 2')).toHaveClass('thread-number');
  expect(document.querySelectorAll('.thread-number')).toHaveLength(1);
});

test('a thread view that knows the length shows "2/3"', async () => {
  const author = accountJson('1');
  server.use(
    http.get(`${HOME_API}/v1/statuses/60`, () =>
      HttpResponse.json(statusJson('60', '<p>1</p>', author)),
    ),
  );
  renderCards({
    status: makeStatus({ id: '61', inReplyToId: '60', inReplyToAccountId: '1' }),
    instance: HOME,
    threadTotal: 3,
  });
  expect(await screen.findByText('Thread 2/3')).toBeInTheDocument();
});
