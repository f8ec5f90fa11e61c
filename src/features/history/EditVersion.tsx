import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useMemo } from 'react';
import { FormattedTime } from '../../components/FormattedTime';
import { EmojiText } from '../../components/status/EmojiText';
import { StatusContent } from '../../components/status/StatusContent';
import { diffWords, hasChanges } from '../../lib/edit-diff';
import { contentToPlainText, parseContent } from '../../lib/status-content';
import { EditChanges } from './EditChanges';
import { TextDiff } from './TextDiff';

interface EditVersionProps {
  version: mastodon.v1.StatusEdit;
  /** The version before this one; none for the original. */
  previous: mastodon.v1.StatusEdit | null;
  instance: string;
  isCurrent: boolean;
}

function useNodes(version: mastodon.v1.StatusEdit) {
  return useMemo(
    () => parseContent(version.content, { emojis: version.emojis }),
    [version.content, version.emojis],
  );
}

/**
 * One version of an edited post: the original as posted, every later one as what changed from
 * the version before (its text as a word diff, then the other changes).
 */
export function EditVersion({ version, previous, instance, isCurrent }: EditVersionProps) {
  const { t } = useLingui();
  const nodes = useNodes(version);
  const previousNodes = useNodes(previous ?? version);
  const diff = useMemo(
    () => diffWords(contentToPlainText(previousNodes), contentToPlainText(nodes)),
    [previousNodes, nodes],
  );
  const textChanged = previous !== null && hasChanges(diff);
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
        {!previous && !isCurrent && (
          <span className="badge">
            <Trans comment="Label of the first version of an edited post, before any edit">
              Original
            </Trans>
          </span>
        )}
      </header>
      {version.spoilerText && (
        <p className="edit-version-warning">
          <Trans>Content warning:</Trans>{' '}
          <EmojiText text={version.spoilerText} emojis={version.emojis} />
        </p>
      )}
      {textChanged ? (
        <section aria-label={t`Changes to the text`}>
          <TextDiff parts={diff} />
        </section>
      ) : (
        <StatusContent nodes={nodes} instance={instance} />
      )}
      {previous && <EditChanges version={version} previous={previous} />}
      {media > 0 && (
        <p className="edit-version-media">
          <Plural value={media} one="# attachment" other="# attachments" />
        </p>
      )}
    </article>
  );
}
