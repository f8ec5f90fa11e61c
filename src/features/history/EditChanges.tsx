import { Plural, Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { versionChanges, versionFacts } from '../../lib/edit-diff';

/** What an edit changed besides the text, one line each. */
export function EditChanges({
  version,
  previous,
}: {
  version: mastodon.v1.StatusEdit;
  previous: mastodon.v1.StatusEdit;
}) {
  const changes = versionChanges(versionFacts(previous), versionFacts(version));
  const lines = [];
  if (changes.spoiler) {
    const { before, after } = changes.spoiler;
    lines.push(
      <li key="cw">
        {!before ? (
          <Trans>Content warning added: “{after}”</Trans>
        ) : !after ? (
          <Trans>Content warning removed: “{before}”</Trans>
        ) : (
          <Trans>
            Content warning changed from “{before}” to “{after}”
          </Trans>
        )}
      </li>,
    );
  }
  if (changes.sensitive && !changes.spoiler) {
    lines.push(
      <li key="sensitive">
        {changes.sensitive.after ? (
          <Trans>Media marked sensitive</Trans>
        ) : (
          <Trans>Media no longer marked sensitive</Trans>
        )}
      </li>,
    );
  }
  const { mediaAdded: added, mediaRemoved: removed, descriptionsChanged: described } = changes;
  if (added > 0) {
    lines.push(
      <li key="media-added">
        <Plural value={added} one="# attachment added" other="# attachments added" />
      </li>,
    );
  }
  if (removed > 0) {
    lines.push(
      <li key="media-removed">
        <Plural value={removed} one="# attachment removed" other="# attachments removed" />
      </li>,
    );
  }
  if (described > 0) {
    lines.push(
      <li key="media-described">
        <Plural value={described} one="# description changed" other="# descriptions changed" />
      </li>,
    );
  }
  if (changes.pollAdded) lines.push(<li key="poll-added">{<Trans>Poll added</Trans>}</li>);
  if (changes.pollRemoved) lines.push(<li key="poll-removed">{<Trans>Poll removed</Trans>}</li>);
  for (const option of changes.pollOptionsAdded) {
    lines.push(
      <li key={`+${option}`}>
        <Trans>Poll option added: “{option}”</Trans>
      </li>,
    );
  }
  for (const option of changes.pollOptionsRemoved) {
    lines.push(
      <li key={`-${option}`}>
        <Trans>Poll option removed: “{option}”</Trans>
      </li>,
    );
  }
  if (lines.length === 0) return null;
  return <ul className="edit-changes">{lines}</ul>;
}
