/** The fields the thread layout reads from a status. */
export interface ThreadNode {
  id: string;
  inReplyToId?: string | null;
  account: { id: string };
}

/** Replies deeper than this are drawn at this depth, with a "replying to" line instead. */
export const MAX_THREAD_INDENT = 4;

export interface ThreadRow<S extends ThreadNode> {
  status: S;
  /** Indentation level, 1 for direct replies to the focused post, capped at `MAX_THREAD_INDENT`. */
  depth: number;
  /** The nesting level, uncapped; a self-thread (an author answering themselves) is one level. */
  level: number;
  /** The post this one answers, when it is in the thread. */
  parent: S | null;
  /** The parent is not in the thread (deleted, private or hidden): shown as a direct reply. */
  missingParent: boolean;
  /** The indentation no longer shows whom this answers, so the row says it. */
  showReplyingTo: boolean;
}

/**
 * Lays out the replies below a focused post as nested rows in reading order: depth first, the
 * focused author's own continuations before other replies, otherwise in the order the server sent
 * them. An author's reply to their own post stays at that post's level, so a self-thread reads
 * as one column. Replies whose parent is missing come last, as direct replies.
 */
export function nestReplies<S extends ThreadNode>(
  focused: ThreadNode,
  descendants: readonly S[],
  maxIndent = MAX_THREAD_INDENT,
): ThreadRow<S>[] {
  const byId = new Map(descendants.map((status) => [status.id, status]));
  const children = new Map<string, S[]>();
  const orphans: S[] = [];
  for (const status of descendants) {
    const parentId = status.inReplyToId;
    if (parentId === focused.id || (parentId && byId.has(parentId) && parentId !== status.id)) {
      const siblings = children.get(parentId) ?? [];
      siblings.push(status);
      children.set(parentId, siblings);
    } else {
      orphans.push(status);
    }
  }
  const authorFirst = (list: readonly S[]): S[] => [
    ...list.filter((s) => s.account.id === focused.account.id),
    ...list.filter((s) => s.account.id !== focused.account.id),
  ];

  const rows: ThreadRow<S>[] = [];
  const seen = new Set<string>();
  type Frame = { status: S; level: number; parent: S | null; missingParent: boolean };
  const stack: Frame[] = [];
  const pushAll = (list: readonly S[], level: number, parent: S | null, missing: boolean) => {
    for (let i = list.length - 1; i >= 0; i--) {
      // An author continuing their own post (a self-thread) stays at its level.
      const continues = parent !== null && list[i].account.id === parent.account.id;
      stack.push({
        status: list[i],
        level: continues ? level - 1 : level,
        parent,
        missingParent: missing,
      });
    }
  };
  const walk = () => {
    while (stack.length > 0) {
      const frame = stack.pop()!;
      if (seen.has(frame.status.id)) continue;
      seen.add(frame.status.id);
      const { status, level, parent, missingParent } = frame;
      rows.push({
        status,
        depth: Math.min(level, maxIndent),
        level,
        parent,
        missingParent,
        showReplyingTo: level > maxIndent,
      });
      pushAll(authorFirst(children.get(status.id) ?? []), level + 1, status, false);
    }
  };
  pushAll(authorFirst(children.get(focused.id) ?? []), 1, null, false);
  walk();
  pushAll(orphans, 1, null, true);
  walk();
  // Replies caught in a reply cycle are unreachable from the focused post; keep them visible.
  pushAll(
    descendants.filter((s) => !seen.has(s.id)),
    1,
    null,
    true,
  );
  walk();
  return rows;
}
