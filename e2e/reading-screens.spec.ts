import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accountId, findTaggedStatus, logInAs, mainNav } from './support/reading';
import { SANDBOX_HOST, resetSandbox } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/** The screen's h1 is shown, seeded posts are listed, axe is clean and a screenshot is kept. */
async function expectScreen(page: Page, heading: string | RegExp, screenshot: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, screenshot);
  await saveScreenshot(page, screenshot);
}

test('timelines from the main navigation show seeded posts', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAs(page, 'alice');
  await expectScreen(page, 'Home', 'reading-home');

  for (const [link, shot] of [
    ['Local', 'reading-local'],
    ['Federated', 'reading-federated'],
    ['Bookmarks', 'reading-bookmarks'],
    ['Likes', 'reading-likes'],
  ] as const) {
    await mainNav(page).getByRole('link', { name: link }).click();
    await expectScreen(page, link, shot);
  }
});

test('trending shows posts, hashtags and news', async ({ page }) => {
  await logInAs(page, 'alice');
  await mainNav(page).getByRole('link', { name: 'Trending' }).click();
  await expectScreen(page, 'Trending', 'reading-trending-posts');

  await page.getByRole('tab', { name: 'Hashtags' }).click();
  const hashtags = page.getByRole('tabpanel', { name: 'Hashtags' });
  await expect(hashtags.getByRole('link', { name: /^#/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Trending hashtags');
  await saveScreenshot(page, 'reading-trending-hashtags');

  await page.getByRole('tab', { name: 'News' }).click();
  const news = page.getByRole('tabpanel', { name: 'News' });
  await expect(news.getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Trending news');
  await saveScreenshot(page, 'reading-trending-news');
});

test('hashtag timelines combine up to five tags and refuse a sixth', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.goto('/#/t/books');
  await expectScreen(page, '#books', 'reading-hashtag');
  await saveScreenshotSet(page, 'reading-hashtag');
  await expect(page.getByRole('main').getByRole('link', { name: '#books' }).first()).toBeVisible();

  // Combining hashtags is behind "Add hashtag…", not a bare form under the title.
  await expect(page.getByRole('textbox', { name: 'Hashtag' })).toBeHidden();
  await page.getByText('Add hashtag…').click();
  const input = page.getByRole('textbox', { name: 'Hashtag' });
  for (const tag of ['maps', 'tides', 'quotes', 'editing']) {
    await input.fill(tag);
    await page.getByRole('button', { name: 'Add hashtag' }).click();
    await expect(page.getByRole('button', { name: `Remove #${tag}` })).toBeVisible();
  }
  await expect(
    page.getByRole('heading', { level: 1, name: '#books #maps #tides #quotes #editing' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Multi-hashtag');
  await saveScreenshot(page, 'reading-multi-hashtag');

  await input.fill('storm');
  await page.getByRole('button', { name: 'Add hashtag' }).click();
  await expect(
    page.getByText('A timeline can show at most 5 hashtags. Remove one to add another.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove #storm' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/storm/);
  await saveScreenshot(page, 'reading-multi-hashtag-refused');
});

test('lists, one list and followed hashtags', async ({ page }) => {
  await logInAs(page, 'alice');
  await mainNav(page).getByRole('link', { name: 'Lists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();
  const lists = page.getByRole('list', { name: 'Your lists' });
  await expect(lists.getByRole('link', { name: 'Close friends' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Lists');
  await saveScreenshot(page, 'reading-lists');

  await lists.getByRole('link', { name: 'Close friends' }).click();
  await expectScreen(page, 'Close friends', 'reading-list');

  await page.goto('/#/followed-hashtags');
  await expect(page.getByRole('heading', { level: 1, name: 'Followed hashtags' })).toBeVisible();
  const followed = page.getByRole('list', { name: 'Followed hashtags' });
  await expect(followed.getByRole('link', { name: '#photography' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Followed hashtags');
  await saveScreenshot(page, 'reading-followed-hashtags');
});

test('a profile shows posts, posts and replies, and media', async ({ page }) => {
  await logInAs(page, 'alice');
  // grace mostly replies: her replies show only on the second tab.
  await page.goto(`/#/${SANDBOX_HOST}/a/${await accountId('grace')}`);
  await expectScreen(page, 'Profile', 'reading-profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Grace Adeyemi' })).toBeVisible();
  const posts = page.getByRole('tabpanel', { name: 'Posts' });
  await expect(posts.getByRole('article').first()).toBeVisible();
  await expect(posts.getByRole('article').filter({ hasText: 'Replying to' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Posts and replies' }).click();
  const replies = page.getByRole('tabpanel', { name: 'Posts and replies' });
  await expect(
    replies.getByRole('article').filter({ hasText: 'Replying to' }).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Profile posts and replies');

  await page.getByRole('tab', { name: 'Media' }).click();
  // The media tab is a grid of thumbnails, not posts.
  const media = page.getByRole('tabpanel', { name: 'Media' });
  await expect(media.getByRole('listitem').first()).toBeVisible();
  await expect(media.getByRole('article')).toHaveCount(0);
  await expect(
    media
      .getByRole('button', { name: /^Open image/ })
      .or(media.getByRole('link', { name: /^Open the post/ }))
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Profile media');
  await saveScreenshot(page, 'reading-profile-media');
});

test('search finds accounts, hashtags and posts, and a pasted post URL opens the post', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await mainNav(page).getByRole('link', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search for accounts, hashtags or posts' });

  await box.fill('bob');
  await box.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Accounts' }).getByRole('link', { name: /Bob Ferreira @bob/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Search accounts');
  await saveScreenshot(page, 'reading-search-accounts');

  await box.fill('tides');
  await box.press('Enter');
  await page.getByRole('tab', { name: 'Hashtags' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Hashtags' })
      .getByRole('link', { name: /#tides/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Search hashtags');

  await box.fill('harbour');
  await box.press('Enter');
  await page.getByRole('tab', { name: 'Posts' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Posts' })
      .getByRole('article')
      .filter({ hasText: /harbour/i })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Search posts');
  await saveScreenshot(page, 'reading-search-posts');

  const ama = await findTaggedStatus('tides', (s) => s.content.includes('Ask me anything'));
  await box.fill(ama.url ?? ama.uri);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: 'Ask me anything about ferries' })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/s/${ama.id}`));
});

test('edit history and quotes of a post', async ({ page }) => {
  await logInAs(page, 'alice');
  const edited = await findTaggedStatus(
    'editing',
    (s) => s.account.username === 'alice' && s.content.includes('Final version'),
  );
  await page.goto(`/#/${SANDBOX_HOST}/s/${edited.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Edited' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit history' })).toBeVisible();
  const versions = page.getByRole('main').getByRole('article');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Current version');
  // Each later version shows what changed from the one before it.
  const changes = versions.first().getByRole('region', { name: 'Changes to the text' });
  await expect(changes.getByRole('insertion').first()).toContainText('Final version:');
  await expect(changes.getByRole('deletion').first()).toContainText('Second draft:');
  await expect(changes).toContainText('harbour at dusk.');
  await expect(versions.last()).toContainText('Original');
  await expect(versions.last()).toContainText('First draft of a post with a typo: teh harbour.');
  await expectNoSeriousA11yViolations(page, 'Edit history');
  await saveScreenshot(page, 'reading-edit-history');

  // dave quotes alice's latest post; only its author may list its quotes.
  const quote = await findTaggedStatus('quotes', (s) =>
    s.content.includes('Agreed with every word'),
  );
  const quoted = quote.quote?.quoted_status;
  if (!quoted) throw new Error('the seeded quote of alice has no quoted post');
  await page.goto(`/#/${SANDBOX_HOST}/s/${quoted.id}/quotes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: 'Agreed with every word of this.' })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Quotes');
  await saveScreenshot(page, 'reading-quotes');
});
