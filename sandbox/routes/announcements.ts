import type { SandboxContext } from '../context';
import { renderStatusText } from '../domain/render';
import { requireToken, requireUser } from '../http/auth';
import { notFound, unprocessable } from '../http/errors';
import { asBoolean, type Params } from '../http/params';
import { serializeCustomEmoji, serializeEmojisIn } from '../serializers/emoji';
import { accountUrl, iso, tagUrl } from '../serializers/urls';
import { acctOf } from '../store/store';
import { userState, type AnnouncementRecord } from '../store/user-state';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
type ReactionParams = { Params: { id: string; name: string } };
const MAX_REACTIONS = 8;
const UNICODE_EMOJI =
  /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\u{FE0F}|\u{200D}|\p{Emoji_Modifier}|\p{Extended_Pictographic}|\p{Regional_Indicator})*$/u;

function serializeAnnouncement(
  ctx: SandboxContext,
  announcement: AnnouncementRecord,
  viewerId: string | null,
) {
  const rendered = renderStatusText(ctx, announcement.text);
  return {
    id: announcement.id,
    content: rendered.html,
    starts_at: announcement.startsAt === null ? null : iso(announcement.startsAt),
    ends_at: announcement.endsAt === null ? null : iso(announcement.endsAt),
    all_day: announcement.allDay,
    published_at: iso(announcement.publishedAt),
    updated_at: iso(announcement.updatedAt),
    ...(viewerId ? { read: announcement.readBy.has(viewerId) } : {}),
    mentions: rendered.mentionIds.map((id) => {
      const account = ctx.store.accounts.get(id)!;
      return {
        id,
        username: account.username,
        acct: acctOf(account),
        url: accountUrl(ctx, account),
      };
    }),
    statuses: [],
    tags: rendered.tags.map((name) => ({ name: name.toLowerCase(), url: tagUrl(ctx, name) })),
    emojis: serializeEmojisIn(ctx, announcement.text),
    reactions: [...announcement.reactions.entries()]
      .filter(([, accounts]) => accounts.size > 0)
      .map(([name, accounts]) => {
        const custom = ctx.store.customEmojis.find((emoji) => emoji.shortcode === name);
        const urls = custom ? serializeCustomEmoji(ctx, custom) : undefined;
        return {
          name,
          count: accounts.size,
          ...(viewerId ? { me: accounts.has(viewerId) } : {}),
          ...(urls ? { url: urls.url, static_url: urls.static_url } : {}),
        };
      }),
  };
}

/** Mastodon streams reaction counts to every signed-in user stream. */
function publishReaction(
  ctx: SandboxContext,
  announcement: AnnouncementRecord,
  name: string,
): void {
  const count = announcement.reactions.get(name)?.size ?? 0;
  ctx.bus.publish({
    event: 'announcement.reaction',
    audience: { anyone: true },
    streams: [['user']],
    payload: () => ({ name, count, announcement_id: announcement.id }),
  });
}

/** Instance announcements with per-user read state and emoji reactions. */
const announcements: RouteFamily = (app, ctx) => {
  const activeOr404 = (id: string) => {
    const found = userState(ctx.store).announcements.find((entry) => entry.id === id);
    if (!found || !isActive(ctx, found)) throw notFound();
    return found;
  };

  app.get('/api/v1/announcements', (request) => {
    const token = requireToken(ctx, request);
    const viewerId = token.accountId;
    const withDismissed = asBoolean((request.query as Params).with_dismissed) === true;
    return userState(ctx.store)
      .announcements.filter((entry) => isActive(ctx, entry))
      .filter((entry) => withDismissed || !viewerId || !entry.readBy.has(viewerId))
      .map((entry) => serializeAnnouncement(ctx, entry, viewerId));
  });

  app.post<IdParams>('/api/v1/announcements/:id/dismiss', (request) => {
    const viewer = requireUser(ctx, request, 'write:accounts');
    activeOr404(request.params.id).readBy.add(viewer.id);
    return {};
  });

  app.put<ReactionParams>('/api/v1/announcements/:id/reactions/:name', (request) => {
    const viewer = requireUser(ctx, request, 'write:favourites');
    const announcement = activeOr404(request.params.id);
    const name = request.params.name;
    const custom = ctx.store.customEmojis.some((emoji) => emoji.shortcode === name);
    if (!custom && !UNICODE_EMOJI.test(name)) throw unprocessable('Name is not a recognized emoji');
    const accounts = announcement.reactions.get(name);
    if (!accounts && announcement.reactions.size >= MAX_REACTIONS)
      throw unprocessable('Maximum number of different reactions reached');
    announcement.reactions.set(name, (accounts ?? new Set<string>()).add(viewer.id));
    publishReaction(ctx, announcement, name);
    return {};
  });

  app.delete<ReactionParams>('/api/v1/announcements/:id/reactions/:name', (request) => {
    const viewer = requireUser(ctx, request, 'write:favourites');
    const announcement = activeOr404(request.params.id);
    const accounts = announcement.reactions.get(request.params.name);
    accounts?.delete(viewer.id);
    if (accounts?.size === 0) announcement.reactions.delete(request.params.name);
    if (accounts) publishReaction(ctx, announcement, request.params.name);
    return {};
  });
};

function isActive(ctx: SandboxContext, announcement: AnnouncementRecord): boolean {
  const now = ctx.store.now();
  return (
    announcement.publishedAt <= now && (announcement.endsAt === null || announcement.endsAt > now)
  );
}

export default announcements;
