import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Imported with its extension: Vite's native config loader (a future default) needs it.
import {
  DARK_THEME_COLOUR,
  DEFAULT_CLIENT_NAME,
  THEME_COLOUR,
  webManifest,
} from './src/lib/web-manifest.ts';
import { shellEntries } from './src/lib/sw-precache.ts';
import { FIRST_SCREEN_DRAWN, FIRST_SCREEN_ENTRIES } from './src/lib/catalog-parts.ts';
import {
  firstScreenChunks,
  withNamedIcons,
  type FirstScreenChunk,
} from './src/lib/first-screen-chunks.ts';
import { catalogParts } from './scripts/catalog-parts.ts';

// CSP has no syntax for IPv6 literals, so [::1] instances are not reachable from the production build.
const LOOPBACK = ['localhost:*', '127.0.0.1:*'];

/** Server content is untrusted: the production build ships a strict Content-Security-Policy. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src * data: blob:',
  'media-src * data: blob:',
  `connect-src 'self' https: wss: ${LOOPBACK.flatMap((h) => [`http://${h}`, `ws://${h}`]).join(' ')}`,
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "worker-src 'self'",
  "manifest-src 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'petrel-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** The build-time client name (VITE_CLIENT_NAME), as src/lib/config.ts reads it. */
function clientNameFor(mode: string): string {
  return loadEnv(mode, process.cwd(), 'VITE_').VITE_CLIENT_NAME?.trim() || DEFAULT_CLIENT_NAME;
}

/**
 * The installable app: manifest, and a service worker (src/sw.ts, built with injectManifest so
 * that it handles push) that precaches the app shell only (lib/sw-precache.ts); the app's other
 * files are cached when first used. Registered by the page (src/state/app-update.ts); a new
 * version waits until the person chooses Reload (src/app/UpdatePrompt.tsx).
 */
function installableApp(clientName: string): Plugin[] {
  const manifest = webManifest(clientName);
  // The service worker is built once the app is written: its index.html says what the shell is.
  let outDir = 'dist';
  const outDirOf: Plugin = {
    name: 'petrel-out-dir',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    // The precache is the shell, chosen by `shellEntries` below; the plugin adds only the manifest.
    includeManifestIcons: false,
    manifest,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      manifestTransforms: [
        (entries) => ({
          manifest: shellEntries(entries, {
            indexHtml: readFileSync(join(outDir, 'index.html'), 'utf8'),
            manifestIcons: manifest.icons.map((icon) => icon.src),
          }),
          warnings: [],
        }),
      ],
      buildPlugins: { vite: [defineAppName(clientName)] },
    },
    devOptions: { enabled: false },
  });
  return [outDirOf, ...pwa];
}

function defineAppName(clientName: string): Plugin {
  return {
    name: 'petrel-app-name',
    config: () => ({ define: { __APP_NAME__: JSON.stringify(clientName) } }),
  };
}

function themeColour(): Plugin {
  return {
    name: 'petrel-theme-colour',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          name: 'theme-color',
          content: THEME_COLOUR,
          media: '(prefers-color-scheme: light)',
        },
        injectTo: 'head',
      },
      {
        tag: 'meta',
        attrs: {
          name: 'theme-color',
          content: DARK_THEME_COLOUR,
          media: '(prefers-color-scheme: dark)',
        },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * The first screen's code in few files besides the entry (lib/first-screen-chunks.ts), rather than
 * one per module a lazy screen shares with it. The graph is read once per build pass (the service
 * worker's build has a graph of its own).
 */
function firstScreenGroup() {
  const [entry, ...routes] = FIRST_SCREEN_ENTRIES.map((file) => resolve(file));
  const drawn = FIRST_SCREEN_DRAWN.map((file) => resolve(file));
  const passes = new WeakMap<object, Map<string, FirstScreenChunk>>();
  type Context = {
    getModuleInfo(id: string): { importedIds: string[]; code: string | null } | null;
  };
  return {
    debugName: 'first screen',
    name: (id: string, context: Context) => {
      let chunks = passes.get(context);
      if (!chunks) {
        const importsOf = withNamedIcons(
          (module) => context.getModuleInfo(module)?.importedIds ?? [],
          (module) => context.getModuleInfo(module)?.code,
        );
        chunks = firstScreenChunks(importsOf, entry, routes, drawn);
        passes.set(context, chunks);
      }
      return chunks.get(id) ?? null;
    },
    // Only what the first screen loads: its modules' other imports are theirs already.
    includeDependenciesRecursively: false,
  };
}

export default defineConfig(({ mode }) => ({
  base: './',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // The first screens' messages come before the first render, the rest later (i18n/i18n.ts).
    catalogParts({ entries: [...FIRST_SCREEN_ENTRIES, ...FIRST_SCREEN_DRAWN] }),
    contentSecurityPolicy(),
    themeColour(),
    installableApp(clientNameFor(mode)),
  ],
  // .vite/manifest.json: the chunk graph that `npm test` checks the first screen's budget on.
  build: {
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [firstScreenGroup()] } } },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // Vitest's default keeps one core for itself, which leaves a single worker on a 2-core machine;
    // the tests spend much of their time waiting (network mocks, timers), so every core gets one.
    maxWorkers: Math.max(2, availableParallelism()),
    // Generous bounds, well above the 30 s wait for a condition in tests/setup.ts: a busy machine
    // slows passing tests down without making them wrong. Speed is the bench's business.
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          testTimeout: 90_000,
          hookTimeout: 90_000,
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: ['src/lib/**'],
        },
      },
      {
        extends: true,
        test: {
          // Domain rules are plain functions: no DOM to set up for each file.
          name: 'lib',
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 90_000,
          setupFiles: ['./tests/setup.ts'],
          include: ['src/lib/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['sandbox/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
}));
