/**
 * The composer's state as a pure reducer: what is written, how it is sent, and the one
 * idempotency key of the draft (kept through every retry, so a retry after a failure or a lost
 * answer makes one post, never two).
 */

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';

export interface ReplyTarget {
  /** The post answered, on the session's instance. */
  id: string;
  /** `@acct` of its author, for "Replying to". */
  acct: string;
}

export type SendState =
  | { phase: 'editing' }
  | { phase: 'sending' }
  /** The server refused or could not be reached; the draft stays as written. */
  | { phase: 'failed'; message: string }
  | { phase: 'sent'; postId: string };

export interface ComposerState {
  text: string;
  spoilerText: string;
  /** The content warning field is shown (its text counts only while shown). */
  warning: boolean;
  sensitive: boolean;
  visibility: Visibility;
  replyTo: ReplyTarget | null;
  /** One per draft: every send of this draft carries it. */
  idempotencyKey: string;
  send: SendState;
}

export type ComposerAction =
  | { type: 'edit-text'; text: string }
  | { type: 'edit-warning'; text: string }
  | { type: 'toggle-warning' }
  | { type: 'set-sensitive'; sensitive: boolean }
  | { type: 'set-visibility'; visibility: Visibility }
  | { type: 'send' }
  | { type: 'send-failed'; message: string }
  | { type: 'sent'; postId: string }
  /** A kept draft comes back as it was written, with its idempotency key. */
  | { type: 'restore'; draft: Omit<ComposerState, 'send'> };

export interface NewDraft {
  idempotencyKey: string;
  visibility?: Visibility;
  replyTo?: ReplyTarget | null;
  /** Prefilled text, e.g. the mentions of a reply. */
  text?: string;
}

export function createDraft({
  idempotencyKey,
  visibility = 'public',
  replyTo = null,
  text = '',
}: NewDraft): ComposerState {
  return {
    text,
    spoilerText: '',
    warning: false,
    sensitive: false,
    visibility,
    replyTo,
    idempotencyKey,
    send: { phase: 'editing' },
  };
}

/** While a send is under way nothing changes what is being sent. */
function editable(state: ComposerState): boolean {
  return state.send.phase !== 'sending' && state.send.phase !== 'sent';
}

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'edit-text':
      return editable(state) ? { ...state, text: action.text } : state;
    case 'edit-warning':
      return editable(state) ? { ...state, spoilerText: action.text } : state;
    case 'toggle-warning':
      return editable(state) ? { ...state, warning: !state.warning } : state;
    case 'set-sensitive':
      return editable(state) ? { ...state, sensitive: action.sensitive } : state;
    case 'set-visibility':
      return editable(state) ? { ...state, visibility: action.visibility } : state;
    case 'send':
      return editable(state) ? { ...state, send: { phase: 'sending' } } : state;
    case 'send-failed':
      return state.send.phase === 'sending'
        ? { ...state, send: { phase: 'failed', message: action.message } }
        : state;
    case 'sent':
      return { ...state, send: { phase: 'sent', postId: action.postId } };
    case 'restore':
      return editable(state) ? { ...action.draft, send: { phase: 'editing' } } : state;
  }
}

/** The content warning as it will be sent: only while its field is shown. */
export function sentWarning(state: ComposerState): string {
  return state.warning ? state.spoilerText.trim() : '';
}

/** Something to post: text, or at least a content warning. */
export function hasContent(state: ComposerState): boolean {
  return state.text.trim() !== '' || sentWarning(state) !== '';
}

/** Whether anything was written that closing would lose (beyond prefilled mentions). */
export function isDirty(state: ComposerState, initialText = ''): boolean {
  return state.text.trim() !== initialText.trim() || sentWarning(state) !== '';
}

/**
 * The mentions a reply starts with: the author of the post answered and everyone it mentions,
 * each once, the replying account's own handle left out.
 */
export function replyMentions(
  author: string,
  mentioned: readonly string[],
  ownAcct: string | undefined,
): string {
  const seen = new Set<string>();
  const handles: string[] = [];
  for (const acct of [author, ...mentioned]) {
    const key = acct.toLowerCase();
    if (seen.has(key) || (ownAcct && key === ownAcct.toLowerCase())) continue;
    seen.add(key);
    handles.push(`@${acct}`);
  }
  return handles.length > 0 ? `${handles.join(' ')} ` : '';
}
