/**
 * Where the reader stopped on Home when it last opened below newer posts, per account, for as long
 * as the app runs: the "You stopped here" divider stays when Home is left and opened again (from a
 * catch-up, a post) or restarted at its newest posts.
 */
const stoppedByScope = new Map<string, string>();

export function rememberStoppedHere(scopeKey: string, id: string): void {
  stoppedByScope.set(scopeKey, id);
}

export function stoppedHere(scopeKey: string): string | undefined {
  return stoppedByScope.get(scopeKey);
}
