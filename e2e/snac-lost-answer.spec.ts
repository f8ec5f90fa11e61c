import { test, type Page } from '@playwright/test';
import { postAgainAfterLostAnswer } from './support/compose';
import { storedToken } from './support/reading';
import { snacForFile } from './support/snac';
import { snacOwnPosts } from './support/snac-api';
import { logInToSnac } from './support/snac-login';

/**
 * snac ignores Idempotency-Key: when the answer to a post is lost after snac made it, pressing
 * Post again must find that post rather than make a second one.
 */
const snac = snacForFile();

/** Makes the next POST of a status reach snac, and answers the page with a proxy's 502. */
async function loseNextPostAnswer(page: Page) {
  let dropped = false;
  await page.route(`http://${snac.host}/api/v1/statuses`, async (route) => {
    if (route.request().method() !== 'POST' || dropped) return await route.fallback();
    dropped = true;
    // snac makes the post; its answer is lost on the way back, as behind a failing proxy.
    await route.fetch();
    await route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    });
  });
}

test('an answer lost after snac made the post: Post again makes no second post', async ({
  page,
}) => {
  await logInToSnac(page, snac);
  await loseNextPostAnswer(page);
  await postAgainAfterLostAnswer(
    page,
    'Posted once on snac though its answer was lost',
    async (text) => (await snacOwnPosts(snac, await storedToken(page), text)).length,
  );
});

test('with a poll snac drops, a lost answer still makes one post, and the notice names the poll', async ({
  page,
}) => {
  await logInToSnac(page, snac);
  await loseNextPostAnswer(page);
  await postAgainAfterLostAnswer(
    page,
    'A poll snac drops, posted once though the answer was lost',
    async (text) => (await snacOwnPosts(snac, await storedToken(page), text)).length,
    {
      pollChoices: ['Tea', 'Coffee'],
      confirmation: 'Posted, but the server did not keep the poll.',
    },
  );
});
