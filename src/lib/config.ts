import { normalizeInstance } from './instance';
import { DEFAULT_CLIENT_NAME } from './web-manifest';

/** The public instance used when the build does not configure one. */
export const FALLBACK_DEFAULT_INSTANCE = 'mastodon.social';
export { DEFAULT_CLIENT_NAME };

export interface AppConfig {
  defaultInstance: string;
  clientName: string;
  translationInstances: string[];
  privacyPolicyUrl: string | null;
  websiteUrl: string | null;
}

export type ConfigEnv = Partial<
  Record<
    | 'VITE_DEFAULT_INSTANCE'
    | 'VITE_CLIENT_NAME'
    | 'VITE_TRANSLATION_INSTANCES'
    | 'VITE_PRIVACY_POLICY_URL'
    | 'VITE_WEBSITE_URL',
    string | undefined
  >
>;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The configured default instance as a host (scheme and slashes dropped); unusable values fall back. */
function defaultInstanceFrom(value: string | undefined): string {
  try {
    return normalizeInstance(value ?? '', FALLBACK_DEFAULT_INSTANCE);
  } catch {
    return FALLBACK_DEFAULT_INSTANCE;
  }
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
  };
}

export const appConfig: AppConfig = readConfig(import.meta.env);
