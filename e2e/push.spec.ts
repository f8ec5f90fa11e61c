import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OUT_DIR } from '../scripts/ports';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs } from './support/reading';
import { resetSandbox } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/** Waits for the service worker to be active, reloads, and checks that it controls the page. */
async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Every URL held in Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

test('installable: manifest and icons load, the service worker controls the page, no 404', async ({
  page,
  baseURL,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifestUrl = new URL(manifestHref!, page.url()).href;
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Petrel');
  expect(manifest.theme_color).toBe('#2f5bd3');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const response = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  }

  await reloadUnderServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page asked for its icon (no /favicon.ico guess): nothing answered 404.
  expect(missing.filter((url) => url.startsWith(baseURL!))).toEqual([]);
  expect(consoleErrors.filter((text) => /404|favicon/i.test(text))).toEqual([]);
});

test('offline, a reload still opens the app shell and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await reloadUnderServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Petrel' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(/You are offline\. Petrel opened from this device/)).toBeVisible();
  await saveScreenshot(page, 'offline-shell');
  await context.setOffline(false);
});

/** The built files of a locale's catalog: `assets/<code>-<hash>.js`, two parts per `locales/*.po`. */
const CATALOG = new RegExp(
  `/assets/(${readdirSync('locales')
    .filter((name) => name.endsWith('.po'))
    .map((name) => name.slice(0, -'.po'.length))
    .join('|')})-[\\w-]{8}\\.js$`,
);
/** The emoji picker's data (emojibase's compact.json), loaded when the picker opens. */
const EMOJI_DATA = /\/assets\/compact-[\w-]{8}\.js$/;

/** The URLs (without the precache's revision query) held in the caches whose name matches. */
function cachedIn(page: Page, cacheName: RegExp): Promise<string[]> {
  return page.evaluate(async (source) => {
    const pattern = new RegExp(source);
    const urls: string[] = [];
    for (const name of (await caches.keys()).filter((key) => pattern.test(key))) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url.split('?')[0]));
    }
    return urls.sort();
  }, cacheName.source);
}

/** The app's files this page has loaded so far. */
function loadedAppFiles(page: Page, baseURL: string): Promise<string[]> {
  return page.evaluate(
    (base) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${base}/assets/`)),
    baseURL,
  );
}

test('the first visit installs the shell and its locale only; a screen is cached when first used; offline it opens', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();
  // No reload: the worker takes control of the first visit.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // The shell: index.html, what it loads (entry, modulepreloads, stylesheet, icons, manifest)
  // and the manifest's icons.
  const shell = await page.evaluate(async () => {
    // index.html as served: the document itself has the modulepreloads of lazy chunks added since.
    const html = await (await fetch(new URL('index.html', document.baseURI))).text();
    const index = new DOMParser().parseFromString(html, 'text/html');
    const base = index.createElement('base');
    base.href = document.baseURI;
    index.head.prepend(base);
    const loaded = index.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
      'script[src], link[rel="modulepreload"], link[rel="stylesheet"], link[rel="manifest"], link[rel~="icon"], link[rel="apple-touch-icon"]',
    );
    const manifestUrl = index.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
    const manifest = (await (await fetch(manifestUrl)).json()) as { icons: { src: string }[] };
    return [
      new URL('index.html', document.baseURI).href,
      ...[...loaded].map((element) => ('src' in element ? element.src : element.href)),
      ...manifest.icons.map((icon) => new URL(icon.src, manifestUrl).href),
    ];
  });
  expect(await cachedIn(page, /precache/)).toEqual([...new Set(shell)].sort());

  // The current locale's catalog, in its two parts (the first screen's messages, then the rest
  // once the app has settled), is cached; no other locale's, and no emoji data.
  const loadedCatalogs = async () =>
    (await loadedAppFiles(page, baseURL!)).filter((url) => CATALOG.test(url)).sort();
  await expect.poll(async () => (await loadedCatalogs()).length).toBe(2);
  const catalogs = await loadedCatalogs();
  expect(catalogs.every((url) => url.includes('/assets/en-'))).toBe(true);
  await expect.poll(() => cachedIn(page, /./)).toEqual(expect.arrayContaining(catalogs));
  const cached = await cachedIn(page, /./);
  expect(cached.filter((url) => CATALOG.test(url)).sort()).toEqual(catalogs);
  expect(cached.filter((url) => EMOJI_DATA.test(url))).toEqual([]);
  expect(cached.filter((url) => !url.startsWith(baseURL!))).toEqual([]);

  // A screen not seen yet: its chunks are cached as it loads them.
  const before = new Set(await loadedAppFiles(page, baseURL!));
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const screenFiles = (await loadedAppFiles(page, baseURL!)).filter((url) => !before.has(url));
  expect(screenFiles.length).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const now = await cachedIn(page, /./);
      return screenFiles.filter((url) => !now.includes(url));
    })
    .toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(/You are offline\. Petrel opened from this device/)).toBeVisible();
  await context.setOffline(false);
});

test("the service worker caches the app's files only, never an instance's answers", async ({
  page,
  baseURL,
}) => {
  await logInAs(page, 'alice');
  await reloadUnderServiceWorker(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.goto('/#/home');
  await expect(page.getByRole('article').first()).toBeVisible();

  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.some((url) => url.includes('index.html'))).toBe(true);
  expect(urls.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
  expect(urls.filter((url) => /\/(api|oauth)\//.test(url))).toEqual([]);
});

test('a new version waits; the prompt says so and Reload brings it in', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await reloadUnderServiceWorker(page);

  // A screen seen with this version: its files are cached as it loads them.
  const seen = new Set(await loadedAppFiles(page, baseURL!));
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const loginFiles = (await loadedAppFiles(page, baseURL!)).filter((url) => !seen.has(url));
  expect(loginFiles.length).toBeGreaterThan(0);
  await expect
    .poll(() => cachedIn(page, /^petrel-assets-/))
    .toEqual(expect.arrayContaining(loginFiles));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Trending' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();

  // A new deployment: the served sw.js changes (as its precache manifest does with every build).
  // It stays deployed until the end: putting the old file back sooner would be yet another
  // version, which the reloaded page may find and offer again.
  const swPath = join(E2E_OUT_DIR, 'sw.js');
  const original = readFileSync(swPath, 'utf8');
  writeFileSync(swPath, `${original}\n// next version\n`);
  try {
    await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(prompt).toBeVisible();
    await saveScreenshot(page, 'update-prompt');
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
    expect(before).toBeTruthy();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active !== null;
        }),
      )
      .toBe(true);
    // The new version drops the files cached with the previous one (they would pile up with
    // every deployment): of the Log in screen's, only those the reloaded Trending screen loads
    // again (shared chunks) are cached anew.
    const reloaded = await loadedAppFiles(page, baseURL!);
    await expect
      .poll(async () =>
        (await cachedIn(page, /^petrel-assets-/)).filter(
          (url) => loginFiles.includes(url) && !reloaded.includes(url),
        ),
      )
      .toEqual([]);
  } finally {
    writeFileSync(swPath, original);
  }
});

test('Settings: push for the current account; where the browser has no push service it says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await logInAs(page, 'alice');
  await reloadUnderServiceWorker(page);
  await page.goto('/#/settings');
  const section = page.getByRole('region', { name: 'Push notifications' });
  await expect(section.getByText('Push notifications are off.')).toBeVisible();
  await expect(section.getByRole('checkbox', { name: 'Mentions' })).toBeChecked();
  await section.getByRole('radio', { name: 'People you follow' }).check();
  await section.getByRole('button', { name: 'Turn on push notifications' }).click();
  // Headless Chromium here has no push service to reach: the screen must say so plainly. (With
  // one, push is on and can be turned off.)
  const on = section.getByText('Push notifications are on for this account.');
  const failure = section.getByRole('alert');
  await expect(on.or(failure)).toBeVisible({ timeout: 20_000 });
  if (await failure.isVisible()) {
    await expect(failure).toHaveText(
      'Your browser could not reach its push service, so push notifications cannot be turned on here.',
    );
    await expect(section.getByRole('button', { name: 'Turn on push notifications' })).toHaveCount(
      0,
    );
  } else {
    await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();
  }
  await section.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'Settings, push notifications');
  await saveScreenshotSet(page, 'settings-push');
});

/** Alice's stored account key, as the app keeps it (`id@instance`). */
function currentAccountKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const accounts = JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]') as {
      info: { id: string };
      instanceURL: string;
    }[];
    return `${accounts[0].info.id}@${accounts[0].instanceURL}`;
  });
}

test("a push message shows a notification whose click opens the right account's Notifications", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await logInAs(page, 'bob');
  await logInAs(page, 'alice');
  await reloadUnderServiceWorker(page);
  const alice = await currentAccountKey(page);
  // As Settings does once push is on for alice (the push service cannot be reached here).
  await page.evaluate(
    ([key]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const transaction = open.result.transaction('keyval', 'readwrite');
          transaction.objectStore('keyval').put(key, 'petrel:push-account');
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error ?? new Error('write failed'));
        };
      }),
    [alice],
  );
  // Switch to bob: the click must bring alice back.
  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: /Switch to .*bob/i }).click();

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  // Mastodon's payload, as the browser hands it to the service worker once decrypted.
  const payload = {
    access_token: 'token-that-must-not-be-kept',
    preferred_locale: 'en',
    notification_id: '4242',
    notification_type: 'mention',
    icon: `${baseURL}/icons/icon-192.png`,
    title: 'Bob mentioned you',
    body: '@alice are you there?',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  await expect
    .poll(() =>
      page.evaluate(
        async () => (await (await navigator.serviceWorker.ready).getNotifications()).length,
      ),
    )
    .toBe(1);
  const shown = await page.evaluate(async () => {
    const [notification] = await (await navigator.serviceWorker.ready).getNotifications();
    const { title, body, tag } = notification;
    return { title, body, tag, data: notification.data as Record<string, unknown> };
  });
  expect(shown.title).toBe('Bob mentioned you');
  expect(shown.body).toBe('@alice are you there?');
  expect(shown.data).toMatchObject({
    url: `${baseURL}/#/notifications?account=${encodeURIComponent(alice)}`,
    notificationId: '4242',
    notificationType: 'mention',
  });
  expect(JSON.stringify(shown)).not.toContain('token-that-must-not-be-kept');

  // The click, as the browser hands it to the service worker (an OS notification cannot be
  // clicked from here): its own handler steers the open window to alice's Notifications,
  // switching back from bob.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    type ClickEvent = new (type: string, init: { notification: Notification }) => Event;
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
      NotificationEvent: ClickEvent;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveURL(/#\/notifications$/);
  await page.getByRole('button', { name: 'Accounts', exact: true }).click();
  await expect(page.getByText(/alice/).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('petrel:current-account'))).toBe(
    JSON.stringify(alice),
  );
});
