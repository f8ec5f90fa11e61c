/** "<screen> - <client name>", or just the client name when the screen has no title. */
export function pageTitle(screen: string | null | undefined, clientName: string): string {
  const trimmed = screen?.trim();
  return trimmed ? `${trimmed} - ${clientName}` : clientName;
}
