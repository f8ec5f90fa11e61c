import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  findPublicStatus,
  findTaggedStatus,
  logInAs,
  sandboxApi,
  storedToken,
  type SandboxStatus,
} from './support/reading';
import { SANDBOX_HOST, resetSandbox } from './support/sandbox';
import { saveScreenshot } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/** The post page's articles that contain `text` (outer articles come first). */
function postArticle(page: Page, text: string | RegExp) {
  return page.getByRole('main').getByRole('article').filter({ hasText: text }).first();
}

async function openPost(page: Page, id: string, instance = SANDBOX_HOST) {
  await page.goto(`/#/${instance}/s/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
}

test('the 1000-reply thread shows the focused post and its first replies', async ({ page }) => {
  await logInAs(page, 'alice');
  const ama = await findTaggedStatus('tides', (s) => s.content.includes('Ask me anything'));
  await openPost(page, ama.id);
  await expect(
    postArticle(page, 'Ask me anything about ferries, tides and harbour life!'),
  ).toBeVisible();
  const replies = page.getByRole('list', { name: 'Replies' });
  await expect(replies.getByRole('article').first()).toContainText('(1)');
  expect(await replies.getByRole('article').count()).toBeGreaterThan(3);
  await expectNoSeriousA11yViolations(page, 'Big thread');
  await saveScreenshot(page, 'reading-big-thread');

  // A reply opened from the thread: Back returns focus to it.
  const fourth = replies.getByRole('article').nth(3);
  const fourthId = await fourth.getAttribute('data-status-id');
  await fourth.locator('.status-content').first().click();
  await expect(page).toHaveURL(new RegExp(`/s/${fourthId}$`));
  await page.goBack();
  await expect(replies.locator(`article[data-status-id="${fourthId}"]`)).toBeFocused();
});

test('a post of a self-thread shows its thread number', async ({ page }) => {
  await logInAs(page, 'alice');
  const root = await findTaggedStatus('maps', (s) =>
    s.content.includes('A thread about old railway maps'),
  );
  const context = await sandboxApi<{ descendants: SandboxStatus[] }>(
    `/api/v1/statuses/${root.id}/context`,
  );
  const third = context.descendants.find((s) => s.content.includes('3/24'));
  if (!third) throw new Error('carol’s self-thread has no third post');
  await openPost(page, third.id);
  await expect(page.getByRole('list', { name: 'Earlier posts in the thread' })).toContainText(
    'A thread about old railway maps',
  );
  await expect(postArticle(page, '3/24 ')).toContainText('Thread 3/24');
  await expectNoSeriousA11yViolations(page, 'Self-thread');
  await saveScreenshot(page, 'reading-self-thread');
});

test('native quotes keep their states and an accepted quote shows the quoted post', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await page.goto('/#/t/quotes');
  await expect(page.getByRole('heading', { level: 1, name: '#quotes' })).toBeVisible();
  const feed = page.getByRole('feed', { name: 'Posts tagged #quotes' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  // The seeded quotes come from the server in these states; the app shows each one unchanged.
  const seeded = await sandboxApi<SandboxStatus[]>('/api/v1/timelines/tag/quotes?limit=40');
  const expected = new Map<string, string>();
  for (const status of seeded) {
    const label = /Quoting this one \(([a-z ]+)\)/.exec(status.content)?.[1];
    if (label && status.quote) expected.set(label, status.quote.state);
  }
  expect([...expected.values()]).toEqual(
    expect.arrayContaining(['accepted', 'pending', 'rejected', 'revoked', 'deleted']),
  );
  const seen = new Map<string, string | null>();
  await feed.hover();
  await expect(async () => {
    const rows = await feed
      .getByRole('article')
      .filter({ hasText: /^.*Quoting this one \(/ })
      .evaluateAll((articles) =>
        articles.map((a) => [
          /Quoting this one \(([a-z ]+)\)/.exec(a.textContent ?? '')?.[1] ?? '',
          a.querySelector('[data-quote-state]')?.getAttribute('data-quote-state') ?? null,
        ]),
      );
    for (const [label, state] of rows) if (label) seen.set(label, state);
    if (seen.size < expected.size) await page.mouse.wheel(0, 500);
    expect([...seen.keys()].sort()).toEqual([...expected.keys()].sort());
  }).toPass({ timeout: 20_000 });
  expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected));

  // dave's accepted quote of alice's post is the newest of the tag.
  await page.evaluate(() => window.scrollTo(0, 0));
  const accepted = feed
    .getByRole('article')
    .filter({ hasText: 'Agreed with every word of this.' })
    .first();
  const quotedText = seeded
    .find((s) => s.content.includes('Agreed with every word'))
    ?.quote?.quoted_status?.content?.replace(/<[^>]+>/g, ' ')
    .split(/\s+#/)[0]
    .trim();
  if (!quotedText) throw new Error('the accepted seeded quote has no quoted post');
  const card = accepted.locator('[data-quote-state="accepted"]');
  await expect(card.getByRole('article')).toContainText(quotedText.slice(0, 30));
  await expectNoSeriousA11yViolations(page, 'Quotes hashtag');
  await saveScreenshot(page, 'reading-quote-states');
});

test('a link to another server’s post becomes a quote card once resolved', async ({ page }) => {
  await logInAs(page, 'alice');
  const remote = await findPublicStatus(
    (s) => s.account.acct.includes('@') && s.url !== null && !s.reblog,
  );
  const token = await storedToken(page);
  const posted = await sandboxApi<SandboxStatus>('/api/v1/statuses', token, {
    method: 'POST',
    body: JSON.stringify({ status: `Look at this one: ${remote.url}`, visibility: 'public' }),
  });
  await openPost(page, posted.id);
  const unfurled = page.locator(`[data-unfurled-url="${remote.url}"]`);
  const remoteText = remote.content
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+#/)[0]
    .trim();
  await expect(unfurled.getByRole('article')).toContainText(remoteText.slice(0, 30));
  await expectNoSeriousA11yViolations(page, 'Unfurled link');
  await saveScreenshot(page, 'reading-unfurled-link');
});

test('voting on an open poll shows its results', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const polled = await findPublicStatus(
    (s) => !!s.poll && !s.poll.expired && s.poll.voted === false && !s.reblog,
    token,
  );
  await openPost(page, polled.id);
  const post = postArticle(
    page,
    polled.content
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .slice(0, 20),
  );
  const choices = post.getByRole('group', { name: /^Poll: choose/ });
  await choices.getByRole('radio').or(choices.getByRole('checkbox')).first().check();
  await saveScreenshot(page, 'reading-poll-form');
  await post.getByRole('button', { name: 'Vote' }).click();
  await expect(post.getByRole('button', { name: 'Vote' })).toHaveCount(0);
  await expect(post.getByText('Your choice')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Poll results');
  await saveScreenshot(page, 'reading-poll-results');
});

test('a content warning opens and closes with Show more', async ({ page }) => {
  await logInAs(page, 'alice');
  const warned = await findPublicStatus(
    (s) =>
      s.spoiler_text !== '' && !/finale|spoilers/i.test(s.spoiler_text + s.content) && !s.reblog,
  );
  await openPost(page, warned.id);
  const post = postArticle(page, warned.spoiler_text);
  const toggle = post.getByRole('button', { name: 'Show more' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const less = post.getByRole('button', { name: 'Show less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  const controlled = await less.getAttribute('aria-controls');
  if (controlled) await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();
  await saveScreenshot(page, 'reading-cw-open');
  await less.click();
  await expect(post.getByRole('button', { name: 'Show more' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the media viewer opens an image, closes on Escape and gives focus back', async ({ page }) => {
  await logInAs(page, 'alice');
  const pictured = await findPublicStatus(
    (s) =>
      !s.reblog &&
      s.spoiler_text === '' &&
      !(s as unknown as { sensitive: boolean }).sensitive &&
      s.media_attachments.some((m) => m.type === 'image'),
  );
  await openPost(page, pictured.id);
  const opener = page
    .getByRole('main')
    .getByRole('button', { name: /^Open image/ })
    .first();
  await opener.click();
  const viewer = page.getByRole('dialog', { name: /^Media 1 of \d+$/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'Media viewer');
  await saveScreenshot(page, 'reading-media-viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a like in a timeline shows on the post page too', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.goto('/#/t/tides');
  const feed = page.getByRole('feed', { name: 'Posts tagged #tides' });
  const first = feed.getByRole('article').first();
  const like = first.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first
    .getByRole('link', { name: /^\d+[smhd]$|^now$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  const post = page.getByRole('main').getByRole('article', { name }).first();
  await expect(post.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, 'reading-liked-post');
});

test('a post seen through another host name cannot be liked but opens on my instance', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const ama = await findTaggedStatus('tides', (s) => s.content.includes('Ask me anything'));
  const port = SANDBOX_HOST.split(':')[1];
  await openPost(page, ama.id, `localhost:${port}`);
  const post = postArticle(page, 'Ask me anything about ferries');
  const notice = page.getByText(
    "Sorry, your current logged-in instance can't interact with this post from another instance.",
  );
  await expect(notice).toHaveCount(0);
  await post.getByRole('button', { name: /^Like/ }).click();
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Other instance notice');
  await saveScreenshot(page, 'reading-other-instance');
  await page.getByRole('button', { name: 'Open on my instance' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${SANDBOX_HOST.replace(/\./g, '\\.')}/s/${ama.id}`));
  await expect(postArticle(page, 'Ask me anything about ferries')).toBeVisible();
});

test('logged out, liking a post asks to log in', async ({ page }) => {
  const ama = await findTaggedStatus('tides', (s) => s.content.includes('Ask me anything'));
  await openPost(page, ama.id);
  const post = postArticle(page, 'Ask me anything about ferries');
  await post.getByRole('button', { name: /^Like/ }).click();
  await expect(page.getByRole('dialog', { name: 'Log in to take part' })).toBeVisible();
  await saveScreenshot(page, 'reading-like-logged-out');
});
