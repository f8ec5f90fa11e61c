import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

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

export default defineConfig({
  base: './',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    contentSecurityPolicy(),
  ],
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          testTimeout: 20_000,
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['sandbox/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
