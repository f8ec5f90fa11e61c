import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, LIMITS, PHONE, USER, VIEWPORT } from './config';
import { INIT_SCRIPT } from './probes';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Ctrl+C is the bench's to handle: it closes the browser itself, then removes what it made. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
}

/** A fresh context (empty cache) with the in-page probes installed; a phone's screen if asked. */
export async function freshContext(
  browser: Browser,
  storageState?: StorageState,
  { phone = false } = {},
) {
  const screen = phone
    ? {
        viewport: PHONE.viewport,
        deviceScaleFactor: PHONE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      }
    : { viewport: VIEWPORT };
  const context = await browser.newContext({ ...screen, storageState });
  context.setDefaultTimeout(LIMITS.step);
  await context.addInitScript({ content: INIT_SCRIPT });
  return context;
}

/** Logs in through Petrel's login page and the sandbox's OAuth pages, as a person would. */
export async function logIn(page: Page, appUrl: string, instance: string): Promise<void> {
  await page.goto(`${appUrl}#/login`);
  await page.getByRole('textbox', { name: 'Instance' }).fill(instance);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Username or email address').fill(USER);
  await page.getByLabel('Password').fill(`${USER}-pass`);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.href.startsWith(appUrl));
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
}

/** The logged-in storage (localStorage and IndexedDB) to start cold contexts from. */
export async function savedLogin(context: BrowserContext): Promise<StorageState> {
  return context.storageState({ indexedDB: true });
}

/** Forces a garbage collection, then reads the JS heap and the number of DOM elements. */
export async function heapAndDom(page: Page): Promise<{ heapMb: number; dom: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { heapMb: usedSize / (1024 * 1024), dom };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
