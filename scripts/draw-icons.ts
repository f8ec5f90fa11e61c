/**
 * Draws the app icons (PNG) from the SVGs in public/icons/ with Chromium. Run it again after
 * changing an SVG: `npx tsx scripts/draw-icons.ts`; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const ICONS = [
  { svg: 'petrel.svg', png: 'icon-192.png', size: 192 },
  { svg: 'petrel.svg', png: 'icon-512.png', size: 512 },
  { svg: 'petrel.svg', png: 'apple-touch-icon.png', size: 180 },
  { svg: 'petrel.svg', png: 'favicon-32.png', size: 32 },
  { svg: 'petrel-maskable.svg', png: 'maskable-512.png', size: 512 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const { svg, png, size } of ICONS) {
  const source = readFileSync(`public/icons/${svg}`, 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
      `<img width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}">`,
  );
  await page.locator('img').screenshot({ path: `public/icons/${png}`, omitBackground: true });
  console.log(`public/icons/${png}`);
}
await browser.close();
