/** What the composer is opened for: a new post, a reply, a quote, or an edit of an own post. */
export interface ComposeTarget {
  /** A post of the session's instance to answer. */
  replyTo?: string;
  /** A post of the session's instance to quote. */
  quote?: string;
  /** An own post to edit. */
  edit?: string;
  /** An own post just deleted, to write again. */
  redraft?: string;
  /** A scheduled post to change (posting it again replaces it). */
  scheduled?: string;
  /** An account (`acct`) to write to: a new post starting with its mention. */
  mention?: string;
}

const KEYS = ['replyTo', 'quote', 'edit', 'redraft', 'scheduled', 'mention'] as const;

/** The target named by `#/compose`'s search parameters. */
export function composeTargetFromParams(params: URLSearchParams): ComposeTarget {
  const target: ComposeTarget = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) target[key] = value;
  }
  return target;
}

/** `?replyTo=…&quote=…` for `#/compose`, empty for a new post. */
export function composeTargetSearch(target: ComposeTarget): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = target[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** One draft per target: `new`, or `{kind}:{id}` (reply, quote, edit, redraft, scheduled). */
export function draftSlotOf(target: ComposeTarget): string {
  if (target.edit) return `edit:${target.edit}`;
  if (target.redraft) return `redraft:${target.redraft}`;
  if (target.scheduled) return `scheduled:${target.scheduled}`;
  if (target.replyTo) return `reply:${target.replyTo}`;
  if (target.quote) return `quote:${target.quote}`;
  if (target.mention) return `mention:${target.mention}`;
  return 'new';
}

const SLOT_KEYS: Record<string, keyof ComposeTarget> = {
  reply: 'replyTo',
  quote: 'quote',
  edit: 'edit',
  redraft: 'redraft',
  scheduled: 'scheduled',
  mention: 'mention',
};

/** The target a kept draft was written for, from its slot. */
export function targetOfSlot(slot: string): ComposeTarget {
  const colon = slot.indexOf(':');
  const key = colon === -1 ? undefined : SLOT_KEYS[slot.slice(0, colon)];
  return key ? { [key]: slot.slice(colon + 1) } : {};
}
