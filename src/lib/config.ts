import { normalizeInstance } from './instance';
import { parseHttpUrl } from './safe-href';
import { DEFAULT_CLIENT_NAME } from './web-manifest';

/** The public instance used when the build does not configure one. */
export const FALLBACK_DEFAULT_INSTANCE = 'mastodon.social';
/** Where a server has no working stream, timelines and notifications ask for what is new this often. */
export const DEFAULT_POLL_INTERVAL_MS = 30_000;
/** A build may poll faster (the end-to-end build does, to keep its waits short), never below this. */
export const MIN_POLL_INTERVAL_MS = 1000;
export { DEFAULT_CLIENT_NAME };

export interface AppConfig {
  defaultInstance: string;
  clientName: string;
  translationInstances: string[];
  privacyPolicyUrl: string | null;
  websiteUrl: string | null;
  /** The alt-text service: POST multipart `image` → `{ description }`; null hides the generator. */
  altTextServiceUrl: string | null;
  /** The GIF search service: GET `?q=&limit=` → `{ results }`; null hides the GIF picker. */
  gifSearchUrl: string | null;
  pollIntervalMs: number;
}

export type ConfigEnv = Partial<
  Record<
    | 'VITE_DEFAULT_INSTANCE'
    | 'VITE_CLIENT_NAME'
    | 'VITE_TRANSLATION_INSTANCES'
    | 'VITE_PRIVACY_POLICY_URL'
    | 'VITE_WEBSITE_URL'
    | 'VITE_ALT_TEXT_URL'
    | 'VITE_GIF_SEARCH_URL'
    | 'VITE_POLL_INTERVAL_MS',
    string | undefined
  >
>;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** An http(s) address, or null for anything else (a service left unset stays hidden). */
function serviceUrl(value: string | undefined): string | null {
  const trimmed = nonEmpty(value);
  return trimmed ? (parseHttpUrl(trimmed)?.toString() ?? null) : null;
}

/** The configured default instance as a host (scheme and slashes dropped); unusable values fall back. */
function defaultInstanceFrom(value: string | undefined): string {
  try {
    return normalizeInstance(value ?? '', FALLBACK_DEFAULT_INSTANCE);
  } catch {
    return FALLBACK_DEFAULT_INSTANCE;
  }
}

function pollIntervalFrom(value: string | undefined): number {
  const ms = Number(nonEmpty(value) ?? NaN);
  return Number.isFinite(ms) && ms >= MIN_POLL_INTERVAL_MS ? ms : DEFAULT_POLL_INTERVAL_MS;
}

/** Reads the build-time configuration; blank values fall back to the defaults. */
export function readConfig(env: ConfigEnv): AppConfig {
  return {
    defaultInstance: defaultInstanceFrom(env.VITE_DEFAULT_INSTANCE),
    clientName: nonEmpty(env.VITE_CLIENT_NAME) ?? DEFAULT_CLIENT_NAME,
    translationInstances: (env.VITE_TRANSLATION_INSTANCES ?? '')
      .split(/[\s,]+/)
      .map((host) => host.trim())
      .filter(Boolean),
    privacyPolicyUrl: nonEmpty(env.VITE_PRIVACY_POLICY_URL),
    websiteUrl: nonEmpty(env.VITE_WEBSITE_URL),
    altTextServiceUrl: serviceUrl(env.VITE_ALT_TEXT_URL),
    gifSearchUrl: serviceUrl(env.VITE_GIF_SEARCH_URL),
    pollIntervalMs: pollIntervalFrom(env.VITE_POLL_INTERVAL_MS),
  };
}

export const appConfig: AppConfig = readConfig(import.meta.env);
