/** Used by the app. */
export function shown(count: number): string {
  return `${count} new posts`;
}

/** Used by the check only: `knip --production` must report it. */
export function onlyChecked(count: number): boolean {
  return count > LIMIT;
}

/** Exported for the check, and used here too: not reported. */
export const LIMIT = 5;

export const WITHIN = shown(LIMIT);
