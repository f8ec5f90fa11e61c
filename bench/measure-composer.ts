import type { Page } from 'playwright-core';
import { LIMITS, TARGETS } from './config';
import { longTasksSince } from './measure-scroll';
import { loadFeedUntil } from './probes';
import { measured, notAvailable, reason, type Row, type Target } from './report';

const POSTS_BEHIND = 1000;
const TYPED_CHARACTERS = 500;
/** A loaded machine takes over 25 s for 1000 posts. */
const LOAD_MS = 50_000;
const OPEN_TARGET: Target = {
  max: TARGETS.composerOpenMs,
  label: `≤ ${TARGETS.composerOpenMs} ms`,
};
const TYPING_TARGET: Target = {
  max: TARGETS.typingLongTaskMs,
  label: `none > ${TARGETS.typingLongTaskMs} ms`,
};

interface ComposerProbe {
  pressedAt: number | null;
  openAt: number | null;
}
declare global {
  interface Window {
    __composerProbe?: ComposerProbe;
  }
}

/**
 * In the page: from the `n` key's keydown to the first animation frame in which the composer's
 * textarea has the focus and is laid out.
 */
function armComposerProbe(): void {
  const probe: ComposerProbe = { pressedAt: null, openAt: null };
  window.__composerProbe = probe;
  const check = (now: number) => {
    const active = document.activeElement;
    if (active instanceof HTMLTextAreaElement && active.getBoundingClientRect().height > 0)
      probe.openAt = now;
    else requestAnimationFrame(check);
  };
  window.addEventListener(
    'keydown',
    (event) => {
      probe.pressedAt = event.timeStamp;
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

async function openComposer(page: Page): Promise<number> {
  await page.evaluate(armComposerProbe);
  await page.keyboard.press('n');
  await page.waitForFunction(() => window.__composerProbe?.openAt != null, null, {
    timeout: LIMITS.step,
    polling: 50,
  });
  return page.evaluate(() => window.__composerProbe!.openAt! - window.__composerProbe!.pressedAt!);
}

async function loadHome(page: Page, appUrl: string): Promise<number> {
  await page.goto(appUrl, { waitUntil: 'commit' });
  await page.waitForSelector('[role="feed"] article', { timeout: LIMITS.step });
  const deadline = Date.now() + LOAD_MS;
  let loaded = 0;
  while (loaded < POSTS_BEHIND && Date.now() < deadline) {
    const state = await page.evaluate(loadFeedUntil, { target: POSTS_BEHIND, ms: 3_000 });
    loaded = state.attribute ?? state.seen;
    if (state.complete) break;
  }
  await page.evaluate(() => window.__bench.scroller().scrollTo(0, 0));
  return loaded;
}

/** A sentence repeated to `length` characters, with spaces, as a person would type it. */
function typedText(length: number): string {
  const sentence = 'Typing into the composer with a long timeline loaded behind it. ';
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
}

/**
 * The composer opened with `n` on Home (1000 posts loaded): key press → textarea focused and laid
 * out, the first time (its code loads) and again; then 500 characters typed as key events, and
 * the long tasks meanwhile.
 */
export async function measureComposer(page: Page, appUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const loaded = await loadHome(page, appUrl);
  const behind = `${loaded} posts in Home`;
  for (const [id, label] of [
    ['composer_open_first', 'composer opens after n, first time'],
    ['composer_open_again', 'composer opens after n, again'],
  ] as const) {
    try {
      rows.push(measured(id, label, await openComposer(page), 'ms', OPEN_TARGET, behind));
    } catch (error) {
      rows.push(notAvailable(id, label, reason(error), OPEN_TARGET));
    }
    if (id === 'composer_open_first') {
      // Nothing written: Escape closes the dialog over Home at once.
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[open]', { state: 'detached', timeout: LIMITS.step });
    }
  }
  const start = await page.evaluate(() => performance.now());
  await page.keyboard.type(typedText(TYPED_CHARACTERS), { delay: 5 });
  const end = await page.evaluate(() => performance.now());
  const tasks = await longTasksSince(page, start, end);
  const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0);
  const detail = `${tasks.length} long tasks in ${((end - start) / 1000).toFixed(1)} s, ${behind}`;
  rows.push(
    measured(
      'composer_typing_longest',
      `typing ${TYPED_CHARACTERS} characters: longest task`,
      longest,
      'ms',
      TYPING_TARGET,
      detail,
    ),
  );
  return rows;
}
