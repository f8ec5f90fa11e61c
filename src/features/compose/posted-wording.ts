import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { PartLoss } from '../../lib/compose/kept-parts';

const VISIBILITY_LABELS: Record<string, MessageDescriptor> = {
  public: msg({
    message: 'Public',
    comment: 'Visibility of a post: anyone can see it, in public timelines too',
  }),
  unlisted: msg`Quiet public`,
  private: msg`Followers only`,
  direct: msg`Mentioned people only`,
};

function visibilityName(i18n: I18n, visibility: string): string {
  const label = VISIBILITY_LABELS[visibility];
  return label ? i18n._(label) : visibility;
}

function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const timeOf = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** A part the server did not keep, as the object of "did not keep …"; null for a changed part. */
function lostPart(i18n: I18n, loss: PartLoss): string | null {
  switch (loss.kind) {
    case 'poll':
      return i18n._(
        msg({
          message: 'the poll',
          comment:
            'Part of a post the server did not keep, as the object of "Posted, but the server did not keep {list}"',
        }),
      );
    case 'quote':
      return i18n._(
        msg({
          message: 'the quote',
          comment:
            'Part of a post the server did not keep, as the object of "Posted, but the server did not keep {list}"',
        }),
      );
    case 'content-warning':
      return i18n._(
        msg({
          message: 'the content warning',
          comment:
            'Part of a post the server did not keep, as the object of "Posted, but the server did not keep {list}"',
        }),
      );
    case 'sensitive':
      return i18n._(
        msg({
          message: 'the mark of its media as sensitive',
          comment:
            'Part of a post the server did not keep, as the object of "Posted, but the server did not keep {list}"',
        }),
      );
    case 'media': {
      const missing = loss.sent - loss.kept;
      return i18n._(
        msg({
          message: plural(missing, { one: '# attachment', other: '# attachments' }),
          comment:
            'Part of a post the server did not keep, as the object of "Posted, but the server did not keep {list}"',
        }),
      );
    }
    case 'media-descriptions': {
      const which = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
        loss.positions.map((position) => new Intl.NumberFormat(i18n.locale).format(position)),
      );
      return i18n._(
        msg({
          message: plural(loss.positions.length, {
            one: `the description of attachment ${which}`,
            other: `the descriptions of attachments ${which}`,
          }),
          comment:
            'Part of a post the server did not keep, as the object of "Posted, but the server did not keep {list}"; the attachments by their place in the post (1, 2, 3, 4)',
        }),
      );
    }
    default:
      return null;
  }
}

/** A sentence for a part the server kept otherwise; null for a lost part. */
function changedPart(i18n: I18n, loss: PartLoss): string | null {
  switch (loss.kind) {
    case 'visibility': {
      const sent = visibilityName(i18n, loss.sent);
      const kept = visibilityName(i18n, loss.kept);
      return i18n._(msg`The server changed its visibility from ${sent} to ${kept}.`);
    }
    case 'language': {
      const sent = languageName(i18n.locale, loss.sent);
      const kept = languageName(i18n.locale, loss.kept);
      return i18n._(msg`The server changed its language from ${sent} to ${kept}.`);
    }
    case 'poll-options':
      return i18n._(msg`The server changed the choices of its poll.`);
    case 'schedule': {
      const sent = timeOf(i18n.locale, loss.sent);
      if (loss.kept === null) {
        return i18n._(msg`The server published it at once instead of at ${sent}.`);
      }
      const kept = timeOf(i18n.locale, loss.kept);
      return i18n._(msg`The server scheduled it for ${kept} instead of ${sent}.`);
    }
    default:
      return null;
  }
}

/**
 * What the confirmation of a new post says: published, or what the server did not keep and what
 * it changed, one sentence each.
 */
export function postedWording(i18n: I18n, lost: readonly PartLoss[]): string {
  const parts = lost.flatMap((loss) => lostPart(i18n, loss) ?? []);
  const changes = lost.flatMap((loss) => changedPart(i18n, loss) ?? []);
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(parts);
  const lead =
    parts.length > 0
      ? i18n._(msg`Posted, but the server did not keep ${list}.`)
      : i18n._(msg`Your post is published.`);
  return [lead, ...changes].join(' ');
}
