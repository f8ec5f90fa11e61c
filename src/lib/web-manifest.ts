/** The client's name when the build does not configure one (VITE_CLIENT_NAME). */
export const DEFAULT_CLIENT_NAME = 'Petrel';
/** The accent colour of the light theme (--accent in styles/base.css): the installed app's bar. */
export const THEME_COLOUR = '#2f5bd3';
/**
 * The dark theme's page background (--bg in styles/base.css), for the browser's bar.
 *
 * @internal Read by the build config (vite.config.ts), which `knip --production` leaves out.
 */
export const DARK_THEME_COLOUR = '#121418';
/** The light page background, shown while the installed app starts. */
export const BACKGROUND_COLOUR = '#ffffff';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/**
 * The web app manifest, named after the build's configured client name.
 *
 * @internal Read by the build config (vite.config.ts), which `knip --production` leaves out.
 */
export function webManifest(clientName: string): WebManifest {
  return {
    name: clientName,
    short_name: clientName.length > 12 ? clientName.slice(0, 12) : clientName,
    description: `${clientName}, a web client for Mastodon-compatible servers`,
    id: './',
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icons/petrel.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
