/**
 * The composer's state as a pure reducer: what is written, how it is sent, and the one
 * idempotency key of the draft (kept through every retry, so a retry after a failure or a lost
 * answer makes one post, never two).
 */

import { mediaReducer, type MediaAction, type MediaItem } from './media-draft';
import { createPoll, pollReducer, type ComposerPoll, type PollAction } from './poll-draft';

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';

/** Who may quote the post (Mastodon's `quote_approval_policy`): anyone, followers only, only you. */
export type QuotePolicy = 'public' | 'followers' | 'nobody';

export interface QuoteTarget {
  /** The post quoted, on the session's instance. */
  id: string;
  /** `@acct` of its author. */
  acct: string;
  /** The start of its text (or its content warning), for the drafts list. */
  excerpt?: string;
}

export interface ReplyTarget {
  /** The post answered, on the session's instance. */
  id: string;
  /** `@acct` of its author, for "Replying to". */
  acct: string;
  /** The start of its text (or its content warning), for the drafts list. */
  excerpt?: string;
}

export type SendState =
  | { phase: 'editing' }
  /** `markedBefore`: the draft's first attempt as it was before this send (see `firstAttemptAt`). */
  | { phase: 'sending'; markedBefore?: string | null }
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
  quote: QuoteTarget | null;
  /** Null leaves it to the account's default on the server. */
  quotePolicy: QuotePolicy | null;
  /** ISO 639 code of the post's language; null lets the server guess. */
  language: string | null;
  /** A post has media or a poll, never both. */
  media: MediaItem[];
  poll: ComposerPoll | null;
  /** ISO date-time the post is scheduled for; null posts at once. */
  scheduledAt: string | null;
  /** The own post this draft edits; null for a new post. */
  editing: { id: string } | null;
  /** One per draft: every send of this draft carries it. */
  idempotencyKey: string;
  /**
   * ISO time of the first send whose outcome is unknown (no answer, a 5xx, an answer that could
   * not be read): the server may have made the post, so before sending again Petrel looks for it
   * (servers such as GoToSocial and snac ignore the idempotency key). Null until then.
   */
  firstAttemptAt: string | null;
  send: SendState;
}

export type ComposerAction =
  | { type: 'edit-text'; text: string }
  | { type: 'edit-warning'; text: string }
  | { type: 'toggle-warning' }
  | { type: 'set-sensitive'; sensitive: boolean }
  | { type: 'set-visibility'; visibility: Visibility }
  | { type: 'set-language'; language: string | null }
  | { type: 'set-quote-policy'; policy: QuotePolicy | null }
  | { type: 'set-quote'; quote: QuoteTarget | null }
  | { type: 'schedule'; at: string | null }
  | { type: 'media'; action: MediaAction }
  | { type: 'add-poll' }
  | { type: 'remove-poll' }
  | { type: 'poll'; action: PollAction }
  /** `at`: ISO time the send starts, kept as the first attempt until the server answers clearly. */
  | { type: 'send'; at?: string }
  /** `refused`: the server answered and refused (a 4xx): no post was made by this send. */
  | { type: 'send-failed'; message: string; refused?: boolean }
  | { type: 'sent'; postId: string }
  /** A kept draft comes back as it was written, with its idempotency key. */
  | { type: 'restore'; draft: KeptDraft };

/** A draft as kept: everything but its sending state (older drafts may lack newer fields). */
export type KeptDraft = Omit<ComposerState, 'send'>;

export interface NewDraft {
  idempotencyKey: string;
  visibility?: Visibility;
  replyTo?: ReplyTarget | null;
  quote?: QuoteTarget | null;
  language?: string | null;
  sensitive?: boolean;
  /** Prefilled text, e.g. the mentions of a reply. */
  text?: string;
}

export function createDraft({
  idempotencyKey,
  visibility = 'public',
  replyTo = null,
  quote = null,
  language = null,
  sensitive = false,
  text = '',
}: NewDraft): ComposerState {
  return {
    text,
    spoilerText: '',
    warning: false,
    sensitive,
    visibility,
    replyTo,
    quote,
    quotePolicy: null,
    language,
    media: [],
    poll: null,
    scheduledAt: null,
    editing: null,
    idempotencyKey,
    firstAttemptAt: null,
    send: { phase: 'editing' },
  };
}

/** While a send is under way nothing changes what is being sent. */
function editable(state: ComposerState): boolean {
  return state.send.phase !== 'sending' && state.send.phase !== 'sent';
}

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  if (!editable(state) && action.type !== 'send-failed' && action.type !== 'sent') return state;
  switch (action.type) {
    case 'edit-text':
      return { ...state, text: action.text };
    case 'edit-warning':
      return { ...state, spoilerText: action.text };
    case 'toggle-warning':
      return { ...state, warning: !state.warning };
    case 'set-sensitive':
      return { ...state, sensitive: action.sensitive };
    case 'set-visibility':
      return { ...state, visibility: action.visibility };
    case 'set-language':
      return { ...state, language: action.language };
    case 'set-quote-policy':
      return { ...state, quotePolicy: action.policy };
    case 'set-quote':
      return { ...state, quote: action.quote };
    case 'schedule':
      return { ...state, scheduledAt: action.at };
    case 'media':
      // Media and a poll never go together.
      if (action.action.type === 'add' && state.poll) return state;
      return { ...state, media: mediaReducer(state.media, action.action) };
    case 'add-poll':
      return state.media.length > 0 || state.poll ? state : { ...state, poll: createPoll() };
    case 'remove-poll':
      return { ...state, poll: null };
    case 'poll':
      return state.poll ? { ...state, poll: pollReducer(state.poll, action.action) } : state;
    case 'send':
      // Marked before the answer, so a crash or a reload while sending keeps the mark too.
      return {
        ...state,
        firstAttemptAt: state.firstAttemptAt ?? action.at ?? null,
        send: { phase: 'sending', markedBefore: state.firstAttemptAt },
      };
    case 'send-failed':
      if (state.send.phase !== 'sending') return state;
      return {
        ...state,
        firstAttemptAt: action.refused ? (state.send.markedBefore ?? null) : state.firstAttemptAt,
        send: { phase: 'failed', message: action.message },
      };
    case 'sent':
      return { ...state, send: { phase: 'sent', postId: action.postId } };
    case 'restore':
      return { ...createDraft(action.draft), ...action.draft, send: { phase: 'editing' } };
  }
}

/** The content warning as it will be sent: only while its field is shown. */
export function sentWarning(state: ComposerState): string {
  return state.warning ? state.spoilerText.trim() : '';
}

/** Something to post: text, a content warning, or media alone. */
export function hasContent(state: ComposerState): boolean {
  return state.text.trim() !== '' || sentWarning(state) !== '' || state.media.length > 0;
}

/** Whether anything was written that closing would lose (beyond prefilled mentions). */
export function isDirty(state: ComposerState, initialText = ''): boolean {
  return (
    state.text.trim() !== initialText.trim() ||
    sentWarning(state) !== '' ||
    state.media.length > 0 ||
    state.poll !== null ||
    state.scheduledAt !== null
  );
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
