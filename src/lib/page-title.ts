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
