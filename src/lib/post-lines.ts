/**
 * What a post card says around its text: the "Replying to" line, the language label and the place
 * of the translation action. Plain rules, read by every post on screen.
 */
import { sameLanguage } from './translation-offer';

interface ReplyFacts {
  inReplyToId?: string | null;
  inReplyToAccountId?: string | null;
  account: { id: string };
}

/**
 * Whether a post says whom it replies to: only a reply to someone else, and not when its parent is
 * shown in the same view (a thread's nested replies sit under the post they answer).
 */
export function showReplyingTo(post: ReplyFacts, parentShown = false): boolean {
  if (!post.inReplyToId || !post.inReplyToAccountId) return false;
  if (post.inReplyToAccountId === post.account.id) return false;
  return !parentShown;
}

/**
 * The languages the reader reads: the interface's, the one posts are translated into and the ones
 * they asked never to be offered translation of.
 */
export function readerLanguages(
  interfaceLocale: string,
  translationTarget: string | null,
  notTranslated: readonly string[],
): string[] {
  return [interfaceLocale, ...(translationTarget ? [translationTarget] : []), ...notTranslated];
}

/** A post's language label shows only when it differs from every language the reader reads. */
export function showLanguageLabel(
  language: string | null | undefined,
  languages: readonly string[],
): language is string {
  if (!language?.trim()) return false;
  return !languages.some((known) => known.trim() && sameLanguage(known, language));
}

/** Translation is never offered on one's own posts. */
export function translationOfferedFor(
  post: { account: { id: string } },
  readerAccountId: string | undefined,
): boolean {
  return !readerAccountId || post.account.id !== readerAccountId;
}
