/** Push on this device: whether it can, which account it is on for, turning it on and off. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { useEffect, useState } from 'react';
import {
  createPushSubscription,
  fetchPushSubscription,
  removePushSubscriptionOf,
  updatePushSubscription,
} from '../api/push-subscription';
import { accountKey, type StoredAccount } from '../lib/accounts';
import {
  PUSH_ACCOUNT_DB_KEY,
  base64UrlToBytes,
  browserSubscription,
  createSubscriptionBody,
  pushSupport,
  updateSubscriptionBody,
  type PushData,
  type PushSupport,
} from '../lib/web-push';
import { useAccountsStore } from './accounts';
import { useInstance } from './instance-queries';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/** Why turning push on failed, for the settings screen to say. */
export class PushError extends Error {
  constructor(readonly reason: 'denied' | 'push-service' | 'server') {
    super(`Push could not be turned on: ${reason}`);
    this.name = 'PushError';
  }
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The key of the account push is on for on this device (the service worker reads it too). */
export function pushAccountKey(): Promise<string | null> {
  return get<string>(PUSH_ACCOUNT_DB_KEY).then(
    (key) => key ?? null,
    () => null,
  );
}

/** Whether this device can do push for the current account; when not, why. */
export function usePushSupport(): PushSupport | null {
  const { account, instance } = useSession();
  const instanceRecord = useInstance(instance).data;
  const vapidKey = account?.vapidKey || instanceRecord?.configuration.vapid.publicKey;
  const [hasRegistration, setHasRegistration] = useState<boolean | null>(null);
  useEffect(() => {
    void registration().then((found) => setHasRegistration(found !== null));
  }, []);
  if (hasRegistration === null) return null;
  return pushSupport({
    hasServiceWorker: hasRegistration,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : null,
    vapidKey,
    isLoggedIn: account !== null,
    isSecureContext: window.isSecureContext,
  });
}

/** Which account push is on for here, and the server's subscription of the current account. */
export function usePushState() {
  const { client, instance, account } = useSession();
  const owner = useQuery({
    queryKey: queryKeys.pushAccount(),
    queryFn: pushAccountKey,
  });
  const server = useQuery({
    queryKey: queryKeys.pushSubscription(instance, account?.info.id ?? ''),
    queryFn: () => fetchPushSubscription(client),
    enabled: account !== null,
  });
  return { owner, server };
}

/**
 * Turns push off for an account: on its server, in the browser, and on this device. At logout
 * only an account push is on for is asked (its token's subscription was made here); the Turn off
 * button asks the server whatever this device remembers (`always`).
 */
export async function turnPushOff(account: StoredAccount, { always = false } = {}): Promise<void> {
  const isOwner = (await pushAccountKey()) === accountKey(account);
  if (!isOwner && !always) return;
  await removePushSubscriptionOf(account).catch(() => undefined);
  if (isOwner) {
    const subscription = await (await registration())?.pushManager.getSubscription();
    await subscription?.unsubscribe().catch(() => false);
    await del(PUSH_ACCOUNT_DB_KEY);
  }
}

async function subscribeBrowser(vapidKey: string): Promise<PushSubscription> {
  const found = await registration();
  if (!found) throw new PushError('push-service');
  if (Notification.permission !== 'granted') {
    if ((await Notification.requestPermission()) !== 'granted') throw new PushError('denied');
  }
  // A subscription made with another server's key cannot be reused.
  await (await found.pushManager.getSubscription())?.unsubscribe();
  try {
    return await found.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(vapidKey)!,
    });
  } catch {
    throw new PushError('push-service');
  }
}

/** Turn on (moving push from another account here), save changes, turn off. */
export function usePushActions() {
  const session = useSession();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.push() });
  const instanceRecord = useInstance(session.instance).data;
  const vapidKey = session.account?.vapidKey || instanceRecord?.configuration.vapid.publicKey;

  const turnOn = useMutation({
    mutationFn: async (data: PushData) => {
      const account = session.account!;
      const previous = await pushAccountKey();
      const other = useAccountsStore.getState().accounts.find((a) => accountKey(a) === previous);
      if (other && accountKey(other) !== accountKey(account)) await turnPushOff(other);
      const subscription = await subscribeBrowser(vapidKey ?? '');
      const json = browserSubscription(subscription.toJSON());
      try {
        await createPushSubscription(session.client, createSubscriptionBody(json!, data));
      } catch {
        await subscription.unsubscribe().catch(() => false);
        throw new PushError('server');
      }
      await set(PUSH_ACCOUNT_DB_KEY, accountKey(account));
    },
    onSettled: refresh,
  });
  const save = useMutation({
    mutationFn: (data: PushData) =>
      updatePushSubscription(session.client, updateSubscriptionBody(data)),
    onSettled: refresh,
  });
  const turnOff = useMutation({
    mutationFn: () => turnPushOff(session.account!, { always: true }),
    onSettled: refresh,
  });
  return { turnOn, save, turnOff };
}
