/**
 * "<screen> - <client name>", or just the client name when the screen has no title; with unread
 * notifications, their count first: "(3) Home - Petrel".
 */
export function pageTitle(
  screen: string | null | undefined,
  clientName: string,
  unread = 0,
): string {
  const trimmed = screen?.trim();
  const title = trimmed ? `${trimmed} - ${clientName}` : clientName;
  return unread > 0 ? `(${unread}) ${title}` : title;
}

/** How long the start of a post may be in its page title. */
export const POST_TITLE_EXCERPT_LENGTH = 60;

/**
 * The start of a post for its page title, on one line: its content warning when it has one (what
 * the warning hides stays hidden), else its text, cut at a word with "…" when longer than `max`.
 */
export function postTitleExcerpt(
  text: string,
  contentWarning = '',
  max = POST_TITLE_EXCERPT_LENGTH,
): string {
  const oneLine = (contentWarning.trim() || text).replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The name a title shows for an account: its display name, else its username. */
export function titleName(account: { displayName?: string | null; username: string }): string {
  return account.displayName?.trim() || account.username;
}
