import { diffArrays } from 'diff';
import type { mastodon } from 'masto';

/** A run of text in a word diff: kept, added in the later version, or removed from the earlier. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Words and the spaces between them, each its own token, so spacing and line breaks survive. */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/** Beyond this many added and removed tokens the texts are shown as replaced whole. */
const MAX_EDIT_LENGTH = 2_000;

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * A word-level diff of two texts (the fewest words and spaces added and removed), in reading
 * order; next to each other, removals come before additions.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  // The unchanged start and end are kept whole, so words added at either end are shown there
  // rather than matched to a repeated word further in.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const changedBefore = a.slice(start, endA);
  const changedAfter = b.slice(start, endB);
  const middle = diffArrays(changedBefore, changedAfter, { maxEditLength: MAX_EDIT_LENGTH }) ?? [
    { removed: true, added: false, value: changedBefore },
    { removed: false, added: true, value: changedAfter },
  ];
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  for (const change of middle) {
    push(
      parts,
      change.added ? 'added' : change.removed ? 'removed' : 'same',
      change.value.join(''),
    );
  }
  push(parts, 'same', a.slice(endA).join(''));
  return groupChanges(parts);
}

/**
 * Changes separated only by kept spaces read as one replacement ("Second draft" → "Final
 * version"), not word by word; a run of only additions or only removals stays as it is.
 */
function groupChanges(parts: readonly DiffPart[]): DiffPart[] {
  const grouped: DiffPart[] = [];
  let i = 0;
  while (i < parts.length) {
    if (parts[i].kind === 'same') {
      push(grouped, 'same', parts[i].text);
      i++;
      continue;
    }
    let j = i;
    let removed = '';
    let added = '';
    while (j < parts.length) {
      const part = parts[j];
      // Kept parts alternate with changes, so a kept space before another part joins two changes.
      if (part.kind === 'same' && !(/^\s+$/.test(part.text) && j + 1 < parts.length)) break;
      if (part.kind !== 'added') removed += part.text;
      if (part.kind !== 'removed') added += part.text;
      j++;
    }
    const run = parts.slice(i, j);
    if (run.some((part) => part.kind === 'removed') && run.some((part) => part.kind === 'added')) {
      push(grouped, 'removed', removed);
      push(grouped, 'added', added);
    } else {
      for (const part of run) push(grouped, part.kind, part.text);
    }
    i = j;
  }
  return grouped;
}

/** Whether a diff changes anything. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}

/** The parts of a version that an edit can change, besides its text. */
export interface VersionFacts {
  spoilerText: string;
  sensitive: boolean;
  /** Each attachment by its URL (or id) and description. */
  media: readonly { key: string; description: string | null }[];
  pollOptions: readonly string[] | null;
}

export interface VersionChanges {
  /** The content warning, when it changed ('' for none). */
  spoiler: { before: string; after: string } | null;
  sensitive: { before: boolean; after: boolean } | null;
  mediaAdded: number;
  mediaRemoved: number;
  /** Attachments kept whose description changed. */
  descriptionsChanged: number;
  pollOptionsAdded: string[];
  pollOptionsRemoved: string[];
  /** A poll was added to or taken from the post. */
  pollAdded: boolean;
  pollRemoved: boolean;
}

/** What changed from one version of a post to the next, apart from its text. */
export function versionChanges(before: VersionFacts, after: VersionFacts): VersionChanges {
  const beforeMedia = new Map(before.media.map((item) => [item.key, item.description]));
  const afterKeys = new Set(after.media.map((item) => item.key));
  const kept = after.media.filter((item) => beforeMedia.has(item.key));
  const beforeOptions = before.pollOptions ?? [];
  const afterOptions = after.pollOptions ?? [];
  return {
    spoiler:
      before.spoilerText.trim() === after.spoilerText.trim()
        ? null
        : { before: before.spoilerText.trim(), after: after.spoilerText.trim() },
    sensitive:
      before.sensitive === after.sensitive
        ? null
        : { before: before.sensitive, after: after.sensitive },
    mediaAdded: after.media.length - kept.length,
    mediaRemoved: before.media.filter((item) => !afterKeys.has(item.key)).length,
    descriptionsChanged: kept.filter(
      (item) => (beforeMedia.get(item.key) ?? '') !== (item.description ?? ''),
    ).length,
    pollOptionsAdded: before.pollOptions
      ? afterOptions.filter((option) => !beforeOptions.includes(option))
      : [],
    pollOptionsRemoved: after.pollOptions
      ? beforeOptions.filter((option) => !afterOptions.includes(option))
      : [],
    pollAdded: !before.pollOptions && Boolean(after.pollOptions),
    pollRemoved: Boolean(before.pollOptions) && !after.pollOptions,
  };
}

/** The facts of a version besides its text; servers send the poll's options though masto omits them. */
export function versionFacts(version: mastodon.v1.StatusEdit): VersionFacts {
  const poll = (version as { poll?: { options?: { title: string }[] } | null }).poll;
  return {
    spoilerText: version.spoilerText ?? '',
    sensitive: Boolean(version.sensitive),
    media: version.mediaAttachments.map((item) => ({
      key: item.url ?? item.id,
      description: item.description ?? null,
    })),
    pollOptions: poll?.options ? poll.options.map((option) => option.title) : null,
  };
}
