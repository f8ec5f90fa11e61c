import { compareVersions } from 'compare-versions';
import { instanceOrigin } from './instance';
import type { InstanceRecord } from './instance-record';
import type { NodeInfo } from './nodeinfo';
import { parseHttpUrl } from './safe-href';

/** Server software Petrel tells apart; anything else is treated as Mastodon. */
export type Software = 'mastodon' | 'gotosocial' | 'snac' | 'pleroma' | 'akkoma' | 'other';

/** What a server offers, for screens to show only what works there. */
export interface CapabilityFlags {
  /** `/api/v2/notifications` */
  groupedNotifications: boolean;
  /** `/api/v1/notifications/policy` (Mastodon 4.2) */
  notificationPolicyV1: boolean;
  /** `/api/v2/notifications/policy` (Mastodon 4.3+) */
  notificationPolicyV2: boolean;
  /** Quote posts and `/api/v1/statuses/:id/quotes` (Mastodon 4.5+) */
  quotes: boolean;
  scheduledPosts: boolean;
  /** Trending posts, hashtags and news */
  trends: boolean;
  translation: boolean;
  streaming: boolean;
  markers: boolean;
  filtersV2: boolean;
  polls: boolean;
  mediaV2: boolean;
  edit: boolean;
  /** `visibility` on a boost (Mastodon 2.8+); elsewhere a boost is always public. */
  boostVisibility: boolean;
  /** Pinning own posts to the profile; marked missing when the server answers 404. */
  pins: boolean;
  /** Muting a conversation's notifications; marked missing when the server answers 404. */
  conversationMutes: boolean;
  /** Changing a list's title, replies policy and exclusivity (`PUT /api/v1/lists/:id`). */
  listSettings: boolean;
  /** Featuring hashtags on one's own profile (`/api/v1/featured_tags`). */
  featuredTags: boolean;
}

export type Capability = keyof CapabilityFlags;

export interface Capabilities extends CapabilityFlags {
  software: Software;
}

export const ALL_CAPABILITIES: readonly Capability[] = [
  'groupedNotifications',
  'notificationPolicyV1',
  'notificationPolicyV2',
  'quotes',
  'scheduledPosts',
  'trends',
  'translation',
  'streaming',
  'markers',
  'filtersV2',
  'polls',
  'mediaV2',
  'edit',
  'boostVisibility',
  'pins',
  'conversationMutes',
  'listSettings',
  'featuredTags',
];

/** An unknown server is assumed to be a current Mastodon. */
export const MASTODON_DEFAULTS: CapabilityFlags = Object.fromEntries(
  ALL_CAPABILITIES.map((capability) => [capability, true]),
) as unknown as CapabilityFlags;

/**
 * The leading `major.minor[.patch]` of a version string: "4.4.0+glitch" is 4.4.0, and a
 * pre-release ("4.5.0-beta.1") counts as its release.
 */
function parseVersion(text: string | undefined): string | null {
  return /^\s*v?(\d+\.\d+(?:\.\d+)?)/.exec(text ?? '')?.[1] ?? null;
}

/** The server's version: the instance's, else node info's; null when neither reads as one. */
export function serverVersion(
  record: InstanceRecord | null,
  nodeInfo: NodeInfo | null,
): string | null {
  return (
    parseVersion(record?.version) ?? (nodeInfo ? parseVersion(nodeInfo.software.version) : null)
  );
}

/** Whether `version` (from serverVersion) is `minimum` ("4.3", "3.1.3") or later. */
export function versionAtLeast(version: string, minimum: string): boolean {
  return compareVersions(version, minimum) >= 0;
}

const NAMES: Record<string, Software> = {
  mastodon: 'mastodon',
  hometown: 'mastodon',
  'glitch-soc': 'mastodon',
  gotosocial: 'gotosocial',
  snac: 'snac',
  pleroma: 'pleroma',
  akkoma: 'akkoma',
};

/** The server's software: node info first, else hints in the instance's version string. */
export function detectSoftware(record: InstanceRecord | null, nodeInfo: NodeInfo | null): Software {
  if (nodeInfo) return NAMES[nodeInfo.software.name] ?? 'other';
  const version = record?.version ?? '';
  // Pleroma: "2.7.2 (compatible; Pleroma 2.5.0)"; snac: "4.0.0 (not true; really snac/2.75)".
  for (const name of ['akkoma', 'pleroma', 'snac', 'gotosocial'] as const) {
    if (version.toLowerCase().includes(name)) return name;
  }
  // Mastodon has been 1.0 or later since 2017; GoToSocial's "0.19.1" is not a Mastodon version.
  const parsed = parseVersion(version);
  const fromMastodonEra = parsed !== null && versionAtLeast(parsed, '1');
  if (record && (record.apiVersions.mastodon !== undefined || fromMastodonEra)) return 'mastodon';
  return 'other';
}

function mastodonFlags(record: InstanceRecord | null, nodeInfo: NodeInfo | null): CapabilityFlags {
  const level = record?.apiVersions.mastodon;
  const version = serverVersion(record, nodeInfo);
  // `api_versions.mastodon` arrived with 4.3 (level 2); quotes came with 4.5 (level 7).
  if (!version) {
    if (level === undefined) return { ...MASTODON_DEFAULTS };
    return {
      ...MASTODON_DEFAULTS,
      groupedNotifications: level >= 2,
      notificationPolicyV2: level >= 2,
      quotes: level >= 7,
    };
  }
  const since = (minimum: string) => versionAtLeast(version, minimum);
  const v43 = (level ?? 0) >= 2 || since('4.3');
  return {
    groupedNotifications: v43,
    notificationPolicyV1: since('4.2'),
    notificationPolicyV2: v43,
    quotes: (level ?? 0) >= 7 || since('4.5'),
    scheduledPosts: since('2.7'),
    trends: since('3.5'),
    translation: since('4.0'),
    streaming: true,
    markers: since('3.0'),
    filtersV2: since('4.0'),
    polls: since('2.8'),
    mediaV2: since('3.1.3'),
    edit: since('3.5'),
    boostVisibility: since('2.8'),
    pins: true,
    conversationMutes: true,
    listSettings: true,
    featuredTags: since('3.0'),
  };
}

/** What other servers lack compared to a current Mastodon. */
const LACKS: Record<Exclude<Software, 'mastodon' | 'other'>, Capability[]> = {
  gotosocial: [
    'groupedNotifications',
    'notificationPolicyV1',
    'notificationPolicyV2',
    'quotes',
    'scheduledPosts',
    'trends',
    'translation',
    'boostVisibility',
  ],
  snac: [
    'groupedNotifications',
    'notificationPolicyV1',
    'notificationPolicyV2',
    'quotes',
    // snac answers an empty list and publishes a post sent with `scheduled_at` at once.
    'scheduledPosts',
    'trends',
    'translation',
    'streaming',
    'filtersV2',
    'boostVisibility',
    // snac lists, fills and empties lists, but answers 404 to a list's update and to featured_tags.
    'listSettings',
    'featuredTags',
  ],
  pleroma: [
    'groupedNotifications',
    'notificationPolicyV1',
    'notificationPolicyV2',
    'quotes',
    'trends',
    'translation',
    'filtersV2',
    'boostVisibility',
  ],
  akkoma: [
    'groupedNotifications',
    'notificationPolicyV1',
    'notificationPolicyV2',
    'quotes',
    'trends',
    'translation',
    'filtersV2',
    'boostVisibility',
  ],
};

/**
 * What a server offers, from its instance record (v2 or v1) and node info. Either may be missing
 * (null) when it could not be fetched; an unknown server gets Mastodon's defaults. A server that
 * says translation is off (`configuration.translation.enabled`) is believed.
 */
export function detectCapabilities(
  record: InstanceRecord | null,
  nodeInfo: NodeInfo | null,
): Capabilities {
  const software = detectSoftware(record, nodeInfo);
  const flags: CapabilityFlags =
    software === 'mastodon'
      ? mastodonFlags(record, nodeInfo)
      : software === 'other'
        ? { ...MASTODON_DEFAULTS }
        : withMissing(MASTODON_DEFAULTS, LACKS[software]);
  const translation = record?.configuration.translation?.enabled;
  return { software, ...flags, translation: flags.translation && translation !== false };
}

/** `flags` with the given capabilities turned off (e.g. endpoints that answered 404). */
export function withMissing<T extends CapabilityFlags>(
  flags: T,
  missing: readonly Capability[],
): T {
  if (missing.length === 0) return flags;
  const result = { ...flags };
  for (const capability of missing) result[capability] = false;
  return result;
}

const SIGN_UP_PATHS: Record<Software, string | null> = {
  mastodon: '/auth/sign_up',
  other: '/auth/sign_up',
  gotosocial: '/signup',
  pleroma: '/registration',
  akkoma: '/registration',
  snac: null,
};

/**
 * Where a person can create an account on `host`, or null when sign-ups are closed or the
 * server does not say they are open.
 */
export function signUpUrl(
  host: string,
  record: InstanceRecord | null,
  nodeInfo: NodeInfo | null,
): string | null {
  const open = record?.registrations?.enabled ?? nodeInfo?.openRegistrations ?? false;
  if (!open) return null;
  const custom = record?.registrations?.url;
  if (custom && parseHttpUrl(custom)) return custom;
  const path = SIGN_UP_PATHS[detectSoftware(record, nodeInfo)];
  return path ? `${instanceOrigin(host)}${path}` : null;
}
