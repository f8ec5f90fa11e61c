/// <reference types="vite/client" />

declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}

interface ImportMetaEnv {
  readonly VITE_DEFAULT_INSTANCE?: string;
  readonly VITE_CLIENT_NAME?: string;
  readonly VITE_TRANSLATION_INSTANCES?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_WEBSITE_URL?: string;
  readonly VITE_ALT_TEXT_URL?: string;
  readonly VITE_GIF_SEARCH_URL?: string;
  readonly VITE_POLL_INTERVAL_MS?: string;
}
