import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { accountJson, instanceV2Json, statusJson } from '../../test/fixtures';
import { listDrafts, removeDraftsOf } from '../../state/drafts';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'social.example';
const API = `https://${HOST}/api`;

/** The server makes every post it is sent (it ignores Idempotency-Key); answers may be lost. */
const made: ReturnType<typeof statusJson>[] = [];
let answer: 'post' | 'lost' | 'refused' = 'post';

setupAppTest(
  http.get(`${API}/v2/instance`, () => HttpResponse.json(instanceV2Json(HOST))),
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v2/filters`, () => HttpResponse.json([])),
  http.get(`${API}/v1/accounts/1/statuses`, () => HttpResponse.json([...made].reverse())),
  http.post(`${API}/v1/statuses`, async ({ request }) => {
    const body = (await request.json()) as { status: string };
    if (answer === 'refused') {
      return HttpResponse.json({ error: 'Validation failed' }, { status: 422 });
    }
    const post = {
      ...statusJson(`p${made.length + 1}`, `<p>${body.status}</p>`),
      created_at: new Date().toISOString(),
    };
    made.push(post);
    if (answer === 'lost') {
      answer = 'post';
      return new HttpResponse('<h1>502 Bad Gateway</h1>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      });
    }
    return HttpResponse.json(post);
  }),
  http.get(`${API}/v1/statuses/:id`, ({ params }) =>
    HttpResponse.json(made.find((post) => post.id === params.id)),
  ),
  http.get(`${API}/v1/statuses/:id/context`, () =>
    HttpResponse.json({ ancestors: [], descendants: [] }),
  ),
);

async function logIn() {
  made.length = 0;
  answer = 'post';
  const account = storedAccount('1', HOST);
  storeAccounts([account], accountKey(account));
  await removeDraftsOf(`${HOST}:1`);
}

/** Logged in, writes `text` on the compose page and posts it, the server answering as `kind`. */
async function postFromComposePage(kind: typeof answer, text: string) {
  const user = userEvent.setup();
  await logIn();
  answer = kind;
  renderApp('/compose');
  await user.type(await screen.findByLabelText('What is on your mind?'), text);
  await user.click(screen.getByRole('button', { name: 'Post' }));
  return user;
}

const keptDraft = async () => (await listDrafts(`${HOST}:1`))[0]?.state;

test('an answer lost after the post was made: the draft is marked, kept through a reload, and Post again finds the post', async () => {
  const user = await postFromComposePage('lost', 'Made only once');
  expect(await screen.findByRole('alert')).toHaveTextContent('post again to retry');
  await waitFor(async () =>
    expect((await keptDraft())?.firstAttemptAt).toEqual(expect.any(String)),
  );

  cleanup(); // the tab closes
  renderApp('/compose');
  expect(await screen.findByLabelText('What is on your mind?')).toHaveValue('Made only once');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(window.location.hash).toBe(`#/${HOST}/s/p1`));
  expect(made).toHaveLength(1);
  expect(await listDrafts(`${HOST}:1`)).toEqual([]);
});

test('a refusal (422) leaves the draft unmarked: the next send does not look first', async () => {
  await postFromComposePage('refused', 'Refused once');
  expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
  await waitFor(async () => expect((await keptDraft())?.text).toBe('Refused once'));
  expect((await keptDraft())?.firstAttemptAt).toBeNull();
});
