import type { SandboxContext } from '../context';
import type { ScheduledStatusRecord, StatusRecord } from '../store/types';
import { serializeAccount } from './account';
import { serializeEmojisIn } from './emoji';
import { serializeMedia } from './media';
import { iso } from './urls';

export function serializeStatusSource(status: StatusRecord) {
  return { id: status.id, text: status.text, spoiler_text: status.spoilerText };
}

/** Edit history oldest first; a never-edited status has one entry, its current version. */
export function serializeStatusHistory(ctx: SandboxContext, status: StatusRecord) {
  const account = serializeAccount(ctx, ctx.store.accounts.get(status.accountId)!);
  const revisions = status.edits.length
    ? status.edits
    : [
        {
          content: status.content,
          spoilerText: status.spoilerText,
          sensitive: status.sensitive,
          createdAt: status.createdAt,
          mediaIds: status.mediaIds,
          pollOptions: null,
        },
      ];
  return revisions.map((revision) => ({
    content: revision.content,
    spoiler_text: revision.spoilerText,
    sensitive: revision.sensitive,
    created_at: iso(revision.createdAt),
    account,
    ...(revision.pollOptions
      ? { poll: { options: revision.pollOptions.map((title) => ({ title })) } }
      : {}),
    media_attachments: revision.mediaIds.flatMap((id) => {
      const media = ctx.store.media.get(id);
      return media ? [serializeMedia(ctx, media)] : [];
    }),
    emojis: serializeEmojisIn(ctx, `${revision.spoilerText} ${revision.content}`),
  }));
}

export function serializeScheduledStatus(ctx: SandboxContext, scheduled: ScheduledStatusRecord) {
  return {
    id: scheduled.id,
    scheduled_at: iso(scheduled.scheduledAt),
    params: scheduled.params,
    media_attachments: scheduled.mediaIds.flatMap((id) => {
      const media = ctx.store.media.get(id);
      return media ? [serializeMedia(ctx, media)] : [];
    }),
  };
}
