import type { Page } from 'playwright-core';
import { PHONE } from './config';
import { measureFirstPost, type FirstPostProfile } from './measure-first-post';
import type { Row } from './report';

const PROFILE: FirstPostProfile = {
  idSuffix: '_phone',
  labelSuffix: ', phone (4× CPU, slow 4G)',
  timeoutMs: PHONE.firstPostTimeoutMs,
  countScripts: false,
};

/**
 * Time to first post, cold and warm, on a page of a phone-sized context with a 4× slower CPU and a
 * slow mobile network, both emulated through the DevTools protocol for this page.
 */
export async function measurePhone(page: Page, appUrl: string, outDir: string): Promise<Row[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    return await measureFirstPost(page, appUrl, outDir, PROFILE);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
