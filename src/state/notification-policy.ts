import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { isMissingEndpoint } from '../api/errors';
import { fetchNotificationPolicyV1, updateNotificationPolicyV1 } from '../api/notification-policy';
import type { Capability } from '../lib/capabilities';
import {
  policyFromV1,
  policyFromV2,
  policyVersionOf,
  v1FlagsFromRules,
  type NotificationPolicy,
  type PolicyRule,
  type PolicyValue,
  type PolicyVersion,
} from '../lib/notification-policy';
import { markCapabilityMissing, useCapabilities } from './capabilities';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

function v2PolicyOf(client: mastodon.rest.Client) {
  return client.v2.notifications.policy;
}

/**
 * The policy from the newest API the server has: v2, else v1. An endpoint that answers 404 marks
 * its capability missing for the session, so it is asked once.
 */
async function fetchPolicy(
  client: mastodon.rest.Client,
  version: PolicyVersion,
  markMissing: (capability: Capability) => void,
): Promise<NotificationPolicy> {
  if (version === 'v2') {
    try {
      return policyFromV2(await v2PolicyOf(client).fetch());
    } catch (error) {
      if (!isMissingEndpoint(error)) throw error;
      markMissing('notificationPolicyV2');
    }
  }
  try {
    return policyFromV1(await fetchNotificationPolicyV1(client));
  } catch (error) {
    if (isMissingEndpoint(error)) markMissing('notificationPolicyV1');
    throw error;
  }
}

/** Which policy API the session's server has: v2, v1, or none (null); pending until known. */
export function usePolicyVersion(): { version: PolicyVersion | null; isPending: boolean } {
  const { instance } = useSession();
  const { capabilities, isPending } = useCapabilities(instance);
  return { version: policyVersionOf(capabilities), isPending };
}

/** The session account's notification policy, v2 or v1 in one shape; off where there is none. */
export function useNotificationPolicy() {
  const client = useMastoClient();
  const session = useSession();
  const { instance, isLoggedIn } = session;
  const { version, isPending } = usePolicyVersion();
  return useQuery({
    queryKey: queryKeys.notificationPolicy(instance),
    queryFn: () =>
      fetchPolicy(client, version ?? 'v1', (capability) =>
        markCapabilityMissing(session, instance, capability),
      ),
    enabled: isLoggedIn && !isPending && version !== null,
  });
}

type Rules = Partial<Record<PolicyRule, PolicyValue>>;

/** Sends changed rules; `current` already shows them (and any other change on its way). */
async function sendPolicy(
  client: mastodon.rest.Client,
  current: NotificationPolicy,
  rules: Rules,
): Promise<NotificationPolicy> {
  if (current.version === 'v2') {
    return policyFromV2(await v2PolicyOf(client).update(rules));
  }
  // v1 takes every boolean at once.
  const flags = v1FlagsFromRules({ ...current.rules, ...rules });
  return policyFromV1(await updateNotificationPolicyV1(client, flags));
}

function setRules(queryClient: QueryClient, key: readonly unknown[], rules: Rules): void {
  queryClient.setQueryData<NotificationPolicy>(
    key,
    (policy) => policy && { ...policy, rules: { ...policy.rules, ...rules } },
  );
}

const POLICY_MUTATION = ['update-notification-policy'] as const;

/**
 * Changes rules of the policy at once; on a refusal the rules go back to what they were and the
 * policy is read again (another change may have gone through meanwhile).
 */
export function useUpdateNotificationPolicy() {
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const { instance } = useSession();
  const key = queryKeys.notificationPolicy(instance);
  return useMutation<NotificationPolicy, Error, Rules, { before: NotificationPolicy } | undefined>({
    mutationKey: POLICY_MUTATION,
    mutationFn: async (rules) => {
      const current = queryClient.getQueryData<NotificationPolicy>(key);
      if (!current) throw new Error('The notification policy is not loaded.');
      return await sendPolicy(client, current, rules);
    },
    onMutate: async (rules) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPolicy>(key);
      if (!before) return undefined;
      setRules(queryClient, key, rules);
      return { before };
    },
    onError: (_error, rules, context) => {
      if (!context) return;
      const restored: Rules = {};
      for (const rule of Object.keys(rules) as PolicyRule[]) {
        restored[rule] = context.before.rules[rule];
      }
      setRules(queryClient, key, restored);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (policy) => {
      // A later change still on its way keeps its value on screen until it is answered.
      if (queryClient.isMutating({ mutationKey: POLICY_MUTATION }) <= 1) {
        queryClient.setQueryData(key, policy);
      }
    },
  });
}
