import { expect, test, type Locator, type Page } from '@playwright/test';
import { homeFeed, logInAs, sandboxApi, type SandboxStatus } from './support/reading';
import { resetSandbox, sandboxTokenFor } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

interface BobOnHome {
  texts: string[];
  /** The id of bob's second post (not boosted), whose menu is opened. */
  second: string;
}

/**
 * Two posts of bob's and carol's boost of the first, newest on alice's Home (her read marker is
 * set to the boost), so all three are on screen as soon as she logs in.
 */
async function bobOnAlicesHome(word: string): Promise<BobOnHome> {
  const bob = await sandboxTokenFor('bob');
  const texts = [`Bob on ${word}, first`, `Bob on ${word}, second`];
  const posts: SandboxStatus[] = [];
  for (const text of texts) {
    posts.push(
      await sandboxApi<SandboxStatus>('/api/v1/statuses', bob, {
        method: 'POST',
        body: JSON.stringify({ status: text, visibility: 'public' }),
      }),
    );
  }
  const boost = await sandboxApi<SandboxStatus>(
    `/api/v1/statuses/${posts[0].id}/reblog`,
    await sandboxTokenFor('carol'),
    { method: 'POST' },
  );
  await sandboxApi('/api/v1/markers', await sandboxTokenFor('alice'), {
    method: 'POST',
    body: JSON.stringify({ home: { last_read_id: boost.id } }),
  });
  return { texts, second: posts[1].id };
}

function entriesOf(page: Page, texts: string[]): Locator {
  return homeFeed(page)
    .getByRole('article')
    .filter({ hasText: new RegExp(texts.join('|')) });
}

async function openMenuOf(page: Page, id: string) {
  const entry = homeFeed(page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href$="/s/${id}"]`) })
    .first();
  await entry.getByRole('button', { name: 'More' }).click();
}

/**
 * Home read again from the start: the posts must leave without it (asking only for posts newer
 * than the newest shown, as the live timeline does, is no reload).
 */
function homeReloads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/v1/timelines/home') && !/[?&](min_id|since_id)=/.test(url)) {
      seen.push(url);
    }
  });
  return seen;
}

for (const { doing, word, choose, confirm, done } of [
  {
    doing: 'blocking',
    word: 'wombats',
    choose: 'Block @bob',
    confirm: (page: Page) =>
      page
        .getByRole('alertdialog', { name: /^Block @bob/ })
        .getByRole('button', { name: 'Block', exact: true }),
    done: 'Blocked @bob.',
  },
  {
    doing: 'muting',
    word: 'echidnas',
    choose: 'Mute @bob',
    confirm: (page: Page) =>
      page
        .getByRole('dialog', { name: 'Mute @bob' })
        .getByRole('button', { name: 'Mute', exact: true }),
    done: 'Muted @bob.',
  },
]) {
  test(`${doing} bob from a post menu takes his posts and boosts of them off Home at once`, async ({
    page,
  }) => {
    const bob = await bobOnAlicesHome(word);
    await logInAs(page, 'alice');
    const entries = entriesOf(page, bob.texts);
    // bob's second post, and carol's boost of his first (Home shows a boosted post once).
    await expect(entries).toHaveCount(2);
    await expect(entries.filter({ hasText: 'boosted' })).toHaveCount(1);
    const reloads = homeReloads(page);

    await openMenuOf(page, bob.second);
    await page.getByRole('menuitem', { name: choose }).click();
    await confirm(page).click();
    await expect(entries).toHaveCount(0, { timeout: 1000 });
    await expect(page.getByText(done)).toBeVisible();
    await saveScreenshotSet(page, `home-after-${doing}`);
    expect(reloads).toEqual([]);
  });
}
