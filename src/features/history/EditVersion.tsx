import { Plural, Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useMemo } from 'react';
import { FormattedTime } from '../../components/FormattedTime';
import { EmojiText } from '../../components/status/EmojiText';
import { StatusContent } from '../../components/status/StatusContent';
import { parseContent } from '../../lib/status-content';

interface EditVersionProps {
  version: mastodon.v1.StatusEdit;
  instance: string;
  isCurrent: boolean;
  isOriginal: boolean;
}

/** One version of an edited post, its text rendered from the parsed tree like any post. */
export function EditVersion({ version, instance, isCurrent, isOriginal }: EditVersionProps) {
  const nodes = useMemo(
    () => parseContent(version.content, { emojis: version.emojis }),
    [version.content, version.emojis],
  );
  const media = version.mediaAttachments.length;
  return (
    <article className="edit-version">
      <header className="edit-version-header">
        <FormattedTime value={version.createdAt} />
        {isCurrent && (
          <span className="badge">
            <Trans>Current version</Trans>
          </span>
        )}
        {isOriginal && !isCurrent && (
          <span className="badge">
            <Trans>Original</Trans>
          </span>
        )}
      </header>
      {version.spoilerText && (
        <p className="edit-version-warning">
          <Trans>Content warning:</Trans>{' '}
          <EmojiText text={version.spoilerText} emojis={version.emojis} />
        </p>
      )}
      <StatusContent nodes={nodes} instance={instance} />
      {media > 0 && (
        <p className="edit-version-media">
          <Plural value={media} one="# attachment" other="# attachments" />
        </p>
      )}
    </article>
  );
}
