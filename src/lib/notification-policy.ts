import type { CapabilityFlags } from './capabilities';

/** What the server does with a notification a rule catches (API v2). */
export type PolicyValue = 'accept' | 'filter' | 'drop';

/** The rules of a notification policy, named as in API v2 (camelCase, as masto hands them over). */
export type PolicyRule =
  | 'forNotFollowing'
  | 'forNotFollowers'
  | 'forNewAccounts'
  | 'forPrivateMentions'
  | 'forLimitedAccounts';

export const POLICY_RULES: readonly PolicyRule[] = [
  'forNotFollowing',
  'forNotFollowers',
  'forNewAccounts',
  'forPrivateMentions',
  'forLimitedAccounts',
];

/** API v1's boolean for each rule it has (v1 has no rule for limited accounts). */
export const V1_FLAGS = {
  forNotFollowing: 'filterNotFollowing',
  forNotFollowers: 'filterNotFollowers',
  forNewAccounts: 'filterNewAccounts',
  forPrivateMentions: 'filterPrivateMentions',
} as const satisfies Partial<Record<PolicyRule, string>>;

type V1Rule = keyof typeof V1_FLAGS;
export type V1Flag = (typeof V1_FLAGS)[V1Rule];

export interface PolicySummary {
  /** Accounts with pending requests (servers cap it at 100). */
  pendingRequestsCount: number;
  pendingNotificationsCount: number;
}

/** The v2 policy as masto hands it over (GET /api/v2/notifications/policy). */
export type V2Policy = Record<PolicyRule, PolicyValue> & { summary?: PolicySummary | null };
/** The v1 policy as masto hands it over (GET /api/v1/notifications/policy). */
export type V1Policy = Record<V1Flag, boolean> & { summary?: PolicySummary | null };

export type PolicyVersion = 'v1' | 'v2';

/** A policy of either API version, in one shape: the rules the server has and their values. */
export interface NotificationPolicy {
  version: PolicyVersion;
  rules: Partial<Record<PolicyRule, PolicyValue>>;
  summary: PolicySummary | null;
}

/** The values a person can choose for a rule: v1 can only filter or let through. */
export function policyChoices(version: PolicyVersion): readonly PolicyValue[] {
  return version === 'v2' ? ['accept', 'filter', 'drop'] : ['accept', 'filter'];
}

/** The rules a server of that API version has, in display order. */
export function policyRules(version: PolicyVersion): readonly PolicyRule[] {
  return version === 'v2' ? POLICY_RULES : (Object.keys(V1_FLAGS) as V1Rule[]);
}

function isPolicyValue(value: unknown): value is PolicyValue {
  return value === 'accept' || value === 'filter' || value === 'drop';
}

function readSummary(summary: PolicySummary | null | undefined): PolicySummary | null {
  if (!summary) return null;
  const requests = Number(summary.pendingRequestsCount);
  const notifications = Number(summary.pendingNotificationsCount);
  if (!Number.isFinite(requests) || !Number.isFinite(notifications)) return null;
  return { pendingRequestsCount: requests, pendingNotificationsCount: notifications };
}

export function policyFromV2(policy: V2Policy): NotificationPolicy {
  const rules: NotificationPolicy['rules'] = {};
  for (const rule of POLICY_RULES) {
    // A value this client does not know is left out rather than shown as something it is not.
    if (isPolicyValue(policy[rule])) rules[rule] = policy[rule];
  }
  return { version: 'v2', rules, summary: readSummary(policy.summary) };
}

/** v1's `true` is v2's `filter`, its `false` v2's `accept`. */
export function policyFromV1(policy: V1Policy): NotificationPolicy {
  const rules: NotificationPolicy['rules'] = {};
  for (const [rule, flag] of Object.entries(V1_FLAGS) as [V1Rule, V1Flag][]) {
    if (typeof policy[flag] === 'boolean') rules[rule] = policy[flag] ? 'filter' : 'accept';
  }
  return { version: 'v1', rules, summary: readSummary(policy.summary) };
}

/**
 * v1's booleans for rules: anything but `accept` filters (a v2 `drop`, were it ever set, still
 * keeps the notification from the inbox). Rules v1 lacks are left out.
 */
export function v1FlagsFromRules(
  rules: Partial<Record<PolicyRule, PolicyValue>>,
): Partial<Record<V1Flag, boolean>> {
  const flags: Partial<Record<V1Flag, boolean>> = {};
  for (const [rule, flag] of Object.entries(V1_FLAGS) as [V1Rule, V1Flag][]) {
    const value = rules[rule];
    if (value !== undefined) flags[flag] = value !== 'accept';
  }
  return flags;
}

/** Which policy API a server offers, from its capabilities (v2 first); null: none at all. */
export function policyVersionOf(
  capabilities: Pick<CapabilityFlags, 'notificationPolicyV1' | 'notificationPolicyV2'>,
): PolicyVersion | null {
  if (capabilities.notificationPolicyV2) return 'v2';
  if (capabilities.notificationPolicyV1) return 'v1';
  return null;
}

/** How many notifications are held back, from how many people. */
export interface FilteredCount {
  people: number;
  notifications: number;
}

/** A request's count: the API sends it as a string ("3"), some servers as a number. */
export function requestNotificationCount(count: number | string | null | undefined): number {
  const value = Number(count);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * What is filtered: the policy's summary when the server sends one, else the requests counted
 * (each request is one person). Null when nothing is.
 */
export function filteredCount(
  summary: PolicySummary | null,
  requests: readonly { notificationsCount: number | string | null | undefined }[] | null,
): FilteredCount | null {
  const counted = summary
    ? { people: summary.pendingRequestsCount, notifications: summary.pendingNotificationsCount }
    : requests
      ? {
          people: requests.length,
          notifications: requests.reduce(
            (sum, request) => sum + requestNotificationCount(request.notificationsCount),
            0,
          ),
        }
      : null;
  if (!counted || counted.people <= 0) return null;
  // A request holds at least one notification, whatever an inaccurate count says.
  return { people: counted.people, notifications: Math.max(counted.notifications, counted.people) };
}
