import type { SandboxContext } from '../context';
import { acctOf } from '../store/store';
import type { StatusRecord } from '../store/types';
import { isConversationMuted } from '../store/conversations';
import { canView } from '../store/visibility';
import { serializeAccount } from './account';
import { serializeCard } from './card';
import { serializeEmojisIn } from './emoji';
import { filterResults, type FilterContext } from './filter';
import { serializeMedia } from './media';
import { serializePoll } from './poll';
import { serializeQuoteApproval } from './quote-approval';
import { accountUrl, iso, statusUri, statusUrl, tagUrl } from './urls';

export interface StatusViewOptions {
  viewerId: string | null;
  /** which filter context applies, e.g. 'home' for the home timeline */
  filterContext?: FilterContext | null;
}

/** Mastodon only reveals the quoted post in these states (the others are placeholders). */
const QUOTE_STATES_WITH_STATUS = ['accepted', 'blocked_account', 'blocked_domain', 'muted_account'];

function serializeQuote(
  ctx: SandboxContext,
  status: StatusRecord,
  options: StatusViewOptions,
  nested: boolean,
) {
  if (!status.quote) return null;
  const quoted = status.quote.statusId ? ctx.store.statuses.get(status.quote.statusId) : undefined;
  const visible =
    quoted &&
    QUOTE_STATES_WITH_STATUS.includes(status.quote.state) &&
    canView(ctx.store, options.viewerId, quoted);
  const state =
    quoted || !QUOTE_STATES_WITH_STATUS.includes(status.quote.state)
      ? status.quote.state
      : 'deleted';
  if (nested) return { state, quoted_status_id: visible ? quoted.id : null };
  return { state, quoted_status: visible ? serializeStatusBody(ctx, quoted, options, true) : null };
}

function serializeStatusBody(
  ctx: SandboxContext,
  status: StatusRecord,
  options: StatusViewOptions,
  nestedQuote: boolean,
): Record<string, unknown> {
  const { store } = ctx;
  const viewerId = options.viewerId;
  const account = store.accounts.get(status.accountId)!;
  const poll = status.pollId ? store.polls.get(status.pollId) : undefined;
  const application = status.applicationId
    ? store.applications.get(status.applicationId)
    : undefined;
  return {
    id: status.id,
    created_at: iso(status.createdAt),
    in_reply_to_id: status.inReplyToId,
    in_reply_to_account_id: status.inReplyToAccountId,
    sensitive: status.sensitive,
    spoiler_text: status.spoilerText,
    visibility: status.visibility,
    language: status.language,
    uri: statusUri(ctx, account, status),
    url: statusUrl(ctx, account, status),
    replies_count: store.replyIds.get(status.id)?.length ?? 0,
    reblogs_count: store.reblogs.get(status.id)?.size ?? 0,
    favourites_count: store.favouritesByStatus.get(status.id)?.size ?? 0,
    quotes_count: store.quotesOf.get(status.id)?.length ?? 0,
    edited_at: status.editedAt === null ? null : iso(status.editedAt),
    ...(viewerId
      ? {
          favourited: store.hasEdge(store.favouritesByAccount, viewerId, status.id),
          reblogged: store.reblogs.get(status.id)?.has(viewerId) ?? false,
          muted: isConversationMuted(store, viewerId, status),
          bookmarked: store.hasEdge(store.bookmarks, viewerId, status.id),
          ...(viewerId === status.accountId
            ? { pinned: store.hasEdge(store.pins, viewerId, status.id) }
            : {}),
          filtered: filterResults(ctx, viewerId, status, options.filterContext ?? null),
        }
      : {}),
    content: status.content,
    reblog: null,
    application: application ? { name: application.name, website: application.website } : null,
    account: serializeAccount(ctx, account),
    media_attachments: status.mediaIds.flatMap((id) => {
      const media = store.media.get(id);
      return media ? [serializeMedia(ctx, media)] : [];
    }),
    mentions: status.mentionIds.flatMap((id) => {
      const mentioned = store.accounts.get(id);
      return mentioned
        ? [
            {
              id,
              username: mentioned.username,
              acct: acctOf(mentioned),
              url: accountUrl(ctx, mentioned),
            },
          ]
        : [];
    }),
    tags: status.tags.map((name) => ({ name: name.toLowerCase(), url: tagUrl(ctx, name) })),
    emojis: serializeEmojisIn(ctx, `${status.spoilerText} ${status.text}`),
    card: status.card ? serializeCard(ctx, status.card) : null,
    poll: poll ? serializePoll(ctx, poll, viewerId) : null,
    quote: serializeQuote(ctx, status, options, nestedQuote),
    quote_approval: serializeQuoteApproval(ctx, status, viewerId),
    text: null,
  };
}

/** A Mastodon Status entity as `viewerId` sees it; reblogs wrap the original. */
export function serializeStatus(
  ctx: SandboxContext,
  status: StatusRecord,
  options: StatusViewOptions,
) {
  if (!status.reblogOfId) return serializeStatusBody(ctx, status, options, false);
  const original = ctx.store.statuses.get(status.reblogOfId);
  const wrapper = serializeStatusBody(ctx, { ...status, quote: null }, options, false);
  const inner = original ? serializeStatusBody(ctx, original, options, false) : null;
  return {
    ...wrapper,
    content: '',
    reblog: inner,
    ...(inner && options.viewerId
      ? {
          favourited: inner.favourited,
          reblogged: inner.reblogged,
          bookmarked: inner.bookmarked,
          filtered: inner.filtered,
        }
      : {}),
  };
}

export function serializeStatuses(
  ctx: SandboxContext,
  statuses: StatusRecord[],
  options: StatusViewOptions,
) {
  return statuses.map((status) => serializeStatus(ctx, status, options));
}
