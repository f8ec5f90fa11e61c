import type { Browser, BrowserContext } from 'playwright-core';
import type { SandboxInstance } from '../sandbox/server';
import { freshContext, logIn, savedLogin, type StorageState } from './browser';
import { LIMITS, PHONE } from './config';
import { UNMEASURED } from './fallback-rows';
import { measureColumns } from './measure-columns';
import { measureComposer } from './measure-composer';
import { measureFeed } from './measure-feed';
import { measureFirstPost } from './measure-first-post';
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
 * Every measurement of one version, in an order that keeps them apart: the steps that need Home
 * at its newest posts come before those that scroll far down (the server keeps the reading
 * position). `full` adds the long steps: 5000 posts and scrolling, the storms, the columns.
 */
export async function measureVersion(
  browser: Browser,
  sandbox: SandboxInstance,
  version: Version,
  { full }: { full: boolean },
): Promise<Measurement> {
  const { appUrl, outDir } = version;
  const rows: Row[] = [];
  const notes: string[] = [];
  const add = (measured: Row[]) => rows.push(...measured);

  add(
    await step('open the composer and type', 100_000, UNMEASURED.composer, () =>
      inContext(browser, version, (context) =>
        inNewPage(context, (page) => measureComposer(page, appUrl)),
      ),
    ),
  );
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
  add(
    await step('layout shift', 60_000, UNMEASURED.layoutShift, () =>
      inContext(browser, version, (context) =>
        inNewPage(context, (page) => measureLayoutShift(page, appUrl)),
      ),
    ),
  );

  const context = await freshContext(browser, version.login);
  const page = await context.newPage();
  add(
    await step('time to first post', 40_000, UNMEASURED.firstPost, () =>
      measureFirstPost(page, appUrl, outDir),
    ),
  );
  if (full) {
    let loaded = 0;
    add(
      await step('load 800 and 5000 posts', 140_000, UNMEASURED.feed, async () => {
        const feed = await measureFeed(page);
        loaded = feed.loaded;
        notes.push(...feed.notes);
        return feed.rows;
      }),
    );
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
  add(
    await step('open the 1000-reply thread', 40_000, UNMEASURED.thread, () =>
      inNewPage(context, (threadPage) => measureThread(threadPage, appUrl, sandbox.url)),
    ),
  );
  if (full) {
    add(
      await step('streaming storm', 60_000, UNMEASURED.storm, () =>
        inNewPage(context, (stormPage) =>
          measureStorm(stormPage, appUrl, sandbox.url, () => sandbox.streamingSubscriptions()),
        ),
      ),
    );
    add(
      await step('1000 notifications and a storm of 200', 120_000, UNMEASURED.notifications, () =>
        inNewPage(context, (notificationsPage) =>
          measureNotifications(notificationsPage, appUrl, sandbox.url),
        ),
      ),
    );
    // Last: it changes alice's stored view mode to columns.
    add(
      await step('9 columns of live timelines', 80_000, UNMEASURED.columns, () =>
        inNewPage(context, (columnsPage) => measureColumns(columnsPage, appUrl, sandbox.url)),
      ),
    );
  }
  await context.close();
  return { rows, notes };
}
