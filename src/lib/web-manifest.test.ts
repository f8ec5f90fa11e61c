import { expect, test } from 'vitest';
import { webManifest } from './web-manifest';

test('the manifest is named after the configured client name', () => {
  const manifest = webManifest('Gannet');
  expect(manifest.name).toBe('Gannet');
  expect(manifest.short_name).toBe('Gannet');
  expect(webManifest('A very long client name').short_name.length).toBeLessThanOrEqual(12);
});

test('it has the icons an installable app needs: 192, 512 and a maskable one', () => {
  const { icons, display, start_url } = webManifest('Petrel');
  expect(icons).toContainEqual(expect.objectContaining({ sizes: '192x192', type: 'image/png' }));
  expect(icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'any' }));
  expect(icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
  expect(display).toBe('standalone');
  expect(start_url).toBe('./');
});
