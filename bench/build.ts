import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview, type PreviewServer } from 'vite';
import { HOST, OUT_DIR, PROJECT_ROOT } from './config';

/** Where this version is built. */
export const CURRENT_OUT_DIR = resolve(PROJECT_ROOT, OUT_DIR);

/** Production build of this version whose default instance is the bench sandbox. */
export async function buildApp(defaultInstance: string): Promise<void> {
  process.env.VITE_DEFAULT_INSTANCE = defaultInstance;
  await build({
    root: PROJECT_ROOT,
    logLevel: 'error',
    build: { outDir: CURRENT_OUT_DIR, emptyOutDir: true },
  });
}

/** Serves a built app as static files (no config file, so every version is served alike). */
export async function serveApp(builtDir: string): Promise<PreviewServer> {
  return preview({
    root: builtDir,
    configFile: false,
    logLevel: 'error',
    build: { outDir: builtDir },
    preview: { host: HOST, port: 0, strictPort: false, open: false },
  });
}

export function previewUrl(server: PreviewServer): string {
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return `http://${HOST}:${address.port}/`;
}

export interface AssetSizes {
  files: string[];
  raw: number;
  gzip: number;
}

function sizes(builtDir: string, files: string[]): AssetSizes {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(builtDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files, raw, gzip };
}

/** What index.html loads before the app runs: the entry script, modulepreloads and stylesheets. */
export function eagerAssets(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^[a-z]+:/i.test(url)) continue;
    const file = url.replace(/^\.?\//, '');
    if (tag.startsWith('<script') && /type="module"/.test(tag)) js.push(file);
    else if (/rel="modulepreload"/.test(tag)) js.push(file);
    else if (/rel="stylesheet"/.test(tag)) css.push(file);
  }
  return { js, css };
}

/** Gzip-compressed bytes of built files (paths relative to the output folder). */
export function gzippedSize(builtDir: string, files: string[]): number {
  return sizes(builtDir, files).gzip;
}

export interface BundleReport {
  initialJs: AssetSizes;
  initialCss: AssetSizes;
  allJs: AssetSizes;
  allCss: AssetSizes;
}

export function bundleSizes(builtDir: string): BundleReport {
  const { js, css } = eagerAssets(readFileSync(join(builtDir, 'index.html'), 'utf8'));
  const assets = readdirSync(join(builtDir, 'assets')).map((name) => `assets/${name}`);
  return {
    initialJs: sizes(builtDir, js),
    initialCss: sizes(builtDir, css),
    allJs: sizes(
      builtDir,
      assets.filter((file) => file.endsWith('.js')),
    ),
    allCss: sizes(
      builtDir,
      assets.filter((file) => file.endsWith('.css')),
    ),
  };
}

/**
 * What the service worker's install downloads on a first visit: the precache list written into
 * sw.js (each URL once), read from the built files.
 */
export function precacheSizes(dir: string): AssetSizes | null {
  const path = join(dir, 'sw.js');
  // Versions before the installable app have no service worker.
  if (!existsSync(path)) return null;
  const sw = readFileSync(path, 'utf8');
  return sizes(dir, [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]))]);
}
