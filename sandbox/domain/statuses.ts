import type { SandboxContext } from '../context';
import type {
  CardRecord,
  NotificationType,
  QuoteApprovalPolicy,
  QuoteState,
  StatusRecord,
  Visibility,
} from '../store/types';
import { notify } from './notifications';
import { renderStatusText } from './render';
import { homeAudience, publishDelete, publishStatus } from './status-events';

export interface NewStatusInput {
  accountId: string;
  text: string;
  spoilerText?: string;
  sensitive?: boolean;
  visibility?: Visibility;
  language?: string | null;
  inReplyToId?: string | null;
  quotedStatusId?: string | null;
  quoteState?: QuoteState;
  /** Who may quote it; private and direct posts are always "nobody". */
  quoteApprovalPolicy?: QuoteApprovalPolicy;
  mediaIds?: string[];
  poll?: { options: string[]; expiresIn: number; multiple: boolean; hideTotals?: boolean } | null;
  card?: CardRecord | null;
  applicationId?: string | null;
  createdAt?: number;
}

export function createStatus(ctx: SandboxContext, input: NewStatusInput): StatusRecord {
  const { store } = ctx;
  const createdAt = input.createdAt ?? store.now();
  const id = store.newId(createdAt);
  const rendered = renderStatusText(ctx, input.text);
  const parent = input.inReplyToId ? store.statuses.get(input.inReplyToId) : undefined;
  const mentionIds = [...rendered.mentionIds];
  let pollId: string | null = null;
  if (input.poll) {
    pollId = store.newId(createdAt);
    store.polls.set(pollId, {
      id: pollId,
      statusId: id,
      options: input.poll.options,
      votes: input.poll.options.map(() => 0),
      multiple: input.poll.multiple,
      hideTotals: input.poll.hideTotals ?? false,
      expiresAt: createdAt + input.poll.expiresIn * 1000,
      voters: new Map(),
    });
  }
  const status: StatusRecord = {
    id,
    accountId: input.accountId,
    createdAt,
    text: input.text,
    content: rendered.html,
    spoilerText: input.spoilerText ?? '',
    sensitive: input.sensitive ?? Boolean(input.spoilerText),
    visibility: input.visibility ?? 'public',
    language: input.language === undefined ? 'en' : input.language,
    inReplyToId: parent?.id ?? null,
    inReplyToAccountId: parent?.accountId ?? null,
    reblogOfId: null,
    quote:
      input.quotedStatusId || input.quoteState
        ? { statusId: input.quotedStatusId ?? null, state: input.quoteState ?? 'accepted' }
        : null,
    ...(input.quoteApprovalPolicy ? { quoteApprovalPolicy: input.quoteApprovalPolicy } : {}),
    mentionIds,
    tags: rendered.tags,
    emojiShortcodes: [],
    mediaIds: input.mediaIds ?? [],
    pollId,
    card: input.card ?? null,
    editedAt: null,
    edits: [],
    applicationId: input.applicationId ?? null,
    deleted: false,
  };
  for (const mediaId of status.mediaIds) {
    const media = store.media.get(mediaId);
    if (media) media.statusId = id;
  }
  store.addStatus(status);
  publishStatus(ctx, status, 'update');
  for (const mentionedId of mentionIds)
    notify(ctx, {
      accountId: mentionedId,
      fromAccountId: status.accountId,
      type: 'mention',
      statusId: id,
      createdAt,
    });
  if (status.quote?.statusId) {
    const quoted = store.statuses.get(status.quote.statusId);
    if (quoted)
      notify(ctx, {
        accountId: quoted.accountId,
        fromAccountId: status.accountId,
        type: 'quote',
        statusId: id,
        createdAt,
      });
  }
  return status;
}

export interface StatusEditInput {
  text: string;
  spoilerText?: string;
  sensitive?: boolean;
  language?: string | null;
  mediaIds?: string[];
  pollOptions?: string[] | null;
  editedAt?: number;
}

/** Applies an edit, keeping the previous revision in the history like Mastodon does. */
export function editStatus(
  ctx: SandboxContext,
  status: StatusRecord,
  input: StatusEditInput,
): StatusRecord {
  const { store } = ctx;
  const poll = status.pollId ? store.polls.get(status.pollId) : undefined;
  if (status.edits.length === 0) {
    status.edits.push({
      content: status.content,
      spoilerText: status.spoilerText,
      sensitive: status.sensitive,
      createdAt: status.createdAt,
      mediaIds: [...status.mediaIds],
      pollOptions: poll ? [...poll.options] : null,
    });
  }
  const editedAt = input.editedAt ?? store.now();
  const rendered = renderStatusText(ctx, input.text);
  const previousTags = status.tags;
  status.text = input.text;
  status.content = rendered.html;
  status.tags = rendered.tags;
  status.spoilerText = input.spoilerText ?? '';
  status.sensitive = input.sensitive ?? status.sensitive;
  if (input.language !== undefined) status.language = input.language;
  if (input.mediaIds) status.mediaIds = input.mediaIds;
  if (poll && input.pollOptions) {
    poll.options = input.pollOptions;
    poll.votes = input.pollOptions.map(() => 0);
    poll.voters.clear();
  }
  status.editedAt = editedAt;
  status.edits.push({
    content: status.content,
    spoilerText: status.spoilerText,
    sensitive: status.sensitive,
    createdAt: editedAt,
    mediaIds: [...status.mediaIds],
    pollOptions: poll ? [...poll.options] : null,
  });
  store.reindexTags(status, previousTags);
  publishStatus(ctx, status, 'status.update');
  // Those who boosted the post are told of the edit, and so are those who quoted it.
  const told: [statusIds: Iterable<string>, type: NotificationType][] = [
    [store.reblogs.get(status.id)?.values() ?? [], 'update'],
    [store.quotesOf.get(status.id) ?? [], 'quoted_update'],
  ];
  for (const [statusIds, type] of told)
    for (const statusId of statusIds) {
      const other = store.statuses.get(statusId);
      if (other)
        notify(ctx, {
          accountId: other.accountId,
          fromAccountId: status.accountId,
          type,
          statusId: status.id,
          createdAt: editedAt,
        });
    }
  return status;
}

export function deleteStatus(ctx: SandboxContext, status: StatusRecord): void {
  const { store } = ctx;
  const audience = homeAudience(ctx, status);
  for (const reblogId of [...(store.reblogs.get(status.id)?.values() ?? [])]) {
    const reblog = store.statuses.get(reblogId);
    if (reblog) deleteStatus(ctx, reblog);
  }
  store.removeStatus(status);
  publishDelete(ctx, status, audience);
}

export function reblogStatus(
  ctx: SandboxContext,
  accountId: string,
  original: StatusRecord,
  visibility: Visibility = 'public',
  createdAt?: number,
): StatusRecord {
  const { store } = ctx;
  const existingId = store.reblogs.get(original.id)?.get(accountId);
  const existing = existingId ? store.statuses.get(existingId) : undefined;
  if (existing) return existing;
  const at = createdAt ?? store.now();
  const reblog: StatusRecord = {
    ...original,
    id: store.newId(at),
    accountId,
    createdAt: at,
    text: '',
    content: '',
    visibility,
    inReplyToId: null,
    inReplyToAccountId: null,
    reblogOfId: original.id,
    quote: null,
    mentionIds: [],
    tags: [],
    mediaIds: [],
    pollId: null,
    card: null,
    editedAt: null,
    edits: [],
    applicationId: null,
    deleted: false,
  };
  store.addStatus(reblog);
  publishStatus(ctx, reblog, 'update');
  notify(ctx, {
    accountId: original.accountId,
    fromAccountId: accountId,
    type: 'reblog',
    statusId: original.id,
    createdAt: at,
  });
  return reblog;
}

export function unreblogStatus(
  ctx: SandboxContext,
  accountId: string,
  original: StatusRecord,
): void {
  const reblogId = ctx.store.reblogs.get(original.id)?.get(accountId);
  const reblog = reblogId ? ctx.store.statuses.get(reblogId) : undefined;
  if (reblog) deleteStatus(ctx, reblog);
}

export function favouriteStatus(
  ctx: SandboxContext,
  accountId: string,
  status: StatusRecord,
  createdAt?: number,
): void {
  if (ctx.store.hasEdge(ctx.store.favouritesByAccount, accountId, status.id)) return;
  ctx.store.favourite(accountId, status.id, createdAt);
  notify(ctx, {
    accountId: status.accountId,
    fromAccountId: accountId,
    type: 'favourite',
    statusId: status.id,
    createdAt,
  });
}
