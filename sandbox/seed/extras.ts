import type { SandboxContext } from '../context';
import { notify } from '../domain/notifications';
import type { AccountRecord, Edge, StatusRecord } from '../store/types';
import type { Random } from './prng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Alice's personal state: lists, filters, followed tags, bookmarks, favourites, pins, schedules. */
export function seedExtras(
  ctx: SandboxContext,
  random: Random,
  world: { alice: AccountRecord; locals: AccountRecord[]; statuses: StatusRecord[] },
): void {
  const { store } = ctx;
  const { alice, locals, statuses } = world;
  const named = (name: string) => locals.find((account) => account.username === name)!.id;
  const addList = (title: string, members: string[], exclusive = false) => {
    const id = store.nextSerial();
    store.lists.set(id, {
      id,
      accountId: alice.id,
      title,
      repliesPolicy: 'list',
      exclusive,
      memberIds: new Set(members),
    });
  };
  addList('Close friends', [named('bob'), named('carol'), named('dave')]);
  addList(
    'Birds and boats',
    [...store.accounts.values()]
      .filter((account) => account.domain !== null)
      .map((account) => account.id),
    true,
  );

  const addFilter = (
    title: string,
    keywords: string[],
    action: 'warn' | 'hide' | 'blur',
    context: ('home' | 'public' | 'notifications' | 'thread' | 'account')[],
  ) => {
    const id = store.nextSerial();
    store.filters.set(id, {
      id,
      accountId: alice.id,
      title,
      context,
      action,
      expiresAt: null,
      keywords: keywords.map((keyword) => ({ id: store.nextSerial(), keyword, wholeWord: true })),
      statusIds: [],
    });
  };
  addFilter('Finale spoilers', ['finale', 'spoilers'], 'warn', ['home', 'public', 'thread']);
  addFilter('Football', ['football', 'match'], 'hide', ['home', 'public']);

  const followedAt = store.epoch - 5 * DAY;
  for (const tag of ['photography', 'petrel']) {
    const tags = store.followedTags.get(alice.id) ?? new Map<string, Edge>();
    tags.set(tag, { id: store.newId(followedAt), createdAt: followedAt });
    store.followedTags.set(alice.id, tags);
  }

  const visible = statuses.filter(
    (status) =>
      status.visibility === 'public' && !status.reblogOfId && status.accountId !== alice.id,
  );
  for (const status of random.sample(visible, 30))
    store.addEdge(
      store.bookmarks,
      alice.id,
      status.id,
      Math.min(status.createdAt + HOUR, store.epoch),
    );
  for (const status of random.sample(visible, 60))
    store.favourite(alice.id, status.id, Math.min(status.createdAt + HOUR, store.epoch));
  const own = statuses.filter(
    (status) =>
      status.accountId === alice.id && !status.reblogOfId && status.visibility === 'public',
  );
  for (const status of own.slice(0, 2))
    store.addEdge(store.pins, alice.id, status.id, status.createdAt + DAY);

  for (const [index, text] of [
    'Weekly harbour photo thread #photography',
    'Reminder: bake sale on Saturday!',
  ].entries()) {
    const id = store.newId(store.epoch);
    const scheduledAt = store.epoch + (index + 1) * DAY;
    store.scheduledStatuses.set(id, {
      id,
      accountId: alice.id,
      scheduledAt,
      mediaIds: [],
      params: defaultScheduledParams(text),
    });
  }

  const friendPosts = statuses
    .filter((status) => status.accountId === named('bob') && !status.reblogOfId)
    .slice(-3);
  for (const status of friendPosts)
    notify(ctx, {
      accountId: alice.id,
      fromAccountId: status.accountId,
      type: 'status',
      statusId: status.id,
      createdAt: status.createdAt,
    });

  const expiredPoll = [...store.polls.values()].find(
    (poll) => poll.expiresAt !== null && poll.expiresAt < store.epoch,
  );
  if (expiredPoll) {
    expiredPoll.voters.set(alice.id, [0]);
    expiredPoll.votes[0] = (expiredPoll.votes[0] ?? 0) + 1;
    const pollStatus = store.statuses.get(expiredPoll.statusId);
    if (pollStatus)
      notify(ctx, {
        accountId: alice.id,
        fromAccountId: pollStatus.accountId,
        type: 'poll',
        statusId: pollStatus.id,
        createdAt: expiredPoll.expiresAt!,
      });
  }
}

export function defaultScheduledParams(text: string): Record<string, unknown> {
  return {
    text,
    poll: null,
    media_ids: null,
    sensitive: null,
    spoiler_text: null,
    visibility: 'public',
    language: null,
    scheduled_at: null,
    idempotency: null,
    in_reply_to_id: null,
    application_id: 1,
    with_rate_limit: false,
    quoted_status_id: null,
    quote_approval_policy: 'public',
  };
}
