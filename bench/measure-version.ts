import type { Browser, BrowserContext } from 'playwright-core';
import type { SandboxInstance } from '../sandbox/server';
import type { StepName } from './args';
import { freshContext, logIn, savedLogin, type StorageState } from './browser';
import { LIMITS, PHONE } from './config';
import { UNMEASURED } from './fallback-rows';
import { measureColumns } from './measure-columns';
import { measureComposer } from './measure-composer';
import { measureFeed } from './measure-feed';
import { measureFirstPost, openHome } from './measure-first-post';
import { measureLayoutShift } from './measure-layout-shift';
import { measureNotifications } from './measure-notifications';
import { measurePhone } from './measure-phone';
import { measureScroll } from './measure-scroll';
import { measureStorm } from './measure-storm';
import { measureThread } from './measure-thread';
import type { Row } from './report';
import { inNewPage, step } from './steps';

/** One built version of Petrel, served and logged in. */
export interface Version {
  label: string;
  appUrl: string;
  /** The folder it was built into (to weigh the scripts it served). */
  outDir: string;
  login: StorageState;
}

export interface Measurement {
  rows: Row[];
  notes: string[];
}

/** Logs in as alice through the version's own login page; the storage later contexts start from. */
export async function logInTo(
  browser: Browser,
  appUrl: string,
  instance: string,
): Promise<StorageState> {
  const context = await freshContext(browser);
  try {
    await logIn(await context.newPage(), appUrl, instance);
    return await savedLogin(context);
  } finally {
    await context.close();
  }
}

async function inContext(
  browser: Browser,
  version: Version,
  run: (context: BrowserContext) => Promise<Row[]>,
  { phone = false } = {},
): Promise<Row[]> {
  const context = await freshContext(browser, version.login, { phone });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

/**
 * The measurements of one version that `steps` names (see `stepsToRun`), in an order that keeps
 * them apart: the steps that need Home at its newest posts come before those that scroll far down
 * (the server keeps the reading position).
 */
export async function measureVersion(
  browser: Browser,
  sandbox: SandboxInstance,
  version: Version,
  steps: ReadonlySet<StepName>,
): Promise<Measurement> {
  const { appUrl, outDir } = version;
  const rows: Row[] = [];
  const notes: string[] = [];
  const add = (measured: Row[]) => rows.push(...measured);
  const runs = (name: StepName) => steps.has(name);
  const feed = runs('feed') || runs('scroll');

  if (runs('composer'))
    add(
      await step('open the composer and type', 100_000, UNMEASURED.composer, () =>
        inContext(browser, version, (context) =>
          inNewPage(context, (page) => measureComposer(page, appUrl)),
        ),
      ),
    );
  if (runs('phone'))
    add(
      await step(
        'first post on a slow phone',
        2 * PHONE.firstPostTimeoutMs + 10_000,
        UNMEASURED.phone,
        () =>
          inContext(
            browser,
            version,
            (context) => inNewPage(context, (page) => measurePhone(page, appUrl, outDir)),
            { phone: true },
          ),
      ),
    );
  if (runs('layout-shift'))
    add(
      await step('layout shift', 60_000, UNMEASURED.layoutShift, () =>
        inContext(browser, version, (context) =>
          inNewPage(context, (page) => measureLayoutShift(page, appUrl)),
        ),
      ),
    );

  const context = await freshContext(browser, version.login);
  const page = await context.newPage();
  if (runs('first-post'))
    add(
      await step('time to first post', 40_000, UNMEASURED.firstPost, () =>
        measureFirstPost(page, appUrl, outDir),
      ),
    );
  else if (feed || runs('long-tasks')) await openHome(page, appUrl);
  if (feed || runs('long-tasks')) {
    let loaded = 0;
    const what = feed ? 'load 800 and 5000 posts' : 'load 2000 posts';
    add(
      await step(what, 140_000, feed ? UNMEASURED.feed : UNMEASURED.longTasks, async () => {
        const result = await measureFeed(page, { longTasksOnly: !feed });
        loaded = result.loaded;
        notes.push(...result.notes);
        return result.rows;
      }),
    );
    if (runs('scroll'))
      add(
        await step(
          'scroll through the loaded posts',
          LIMITS.scrollMs + 20_000,
          UNMEASURED.scroll,
          () => measureScroll(page, loaded),
        ),
      );
  }
  await page.close();
  if (runs('thread'))
    add(
      await step('open the 1000-reply thread', 40_000, UNMEASURED.thread, () =>
        inNewPage(context, (threadPage) => measureThread(threadPage, appUrl, sandbox.url)),
      ),
    );
  if (runs('storm'))
    add(
      await step('streaming storm', 60_000, UNMEASURED.storm, () =>
        inNewPage(context, (stormPage) =>
          measureStorm(stormPage, appUrl, sandbox.url, () => sandbox.streamingSubscriptions()),
        ),
      ),
    );
  if (runs('notifications'))
    add(
      await step('1000 notifications and a storm of 200', 120_000, UNMEASURED.notifications, () =>
        inNewPage(context, (notificationsPage) =>
          measureNotifications(notificationsPage, appUrl, sandbox.url),
        ),
      ),
    );
  // Last: it changes alice's stored view mode to columns.
  if (runs('columns'))
    add(
      await step('9 columns of live timelines', 80_000, UNMEASURED.columns, () =>
        inNewPage(context, (columnsPage) => measureColumns(columnsPage, appUrl, sandbox.url)),
      ),
    );
  await context.close();
  return { rows, notes };
}
