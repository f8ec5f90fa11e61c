import type { mastodon } from 'masto';

/** Mastodon's limit on a list's title. */
export const MAX_LIST_TITLE_LENGTH = 100;

/** Which replies a list's timeline shows: to anyone followed, to the list's members, or none. */
export type RepliesPolicy = 'followed' | 'list' | 'none';
export const REPLIES_POLICIES: readonly RepliesPolicy[] = ['followed', 'list', 'none'];

export interface ListSettings {
  title: string;
  repliesPolicy: RepliesPolicy;
  exclusive: boolean;
}

/** A server's list read as settings; an unknown or missing policy reads as Mastodon's default. */
export function listSettings(list: mastodon.v1.List): ListSettings {
  const policy = REPLIES_POLICIES.find((value) => value === list.repliesPolicy) ?? 'list';
  return { title: list.title, repliesPolicy: policy, exclusive: list.exclusive === true };
}

export type ListTitleProblem = 'blank' | 'too-long';

/** What is wrong with a title as typed, or null; the title is trimmed first. */
export function listTitleProblem(title: string): ListTitleProblem | null {
  const trimmed = title.trim();
  if (!trimmed) return 'blank';
  if ([...trimmed].length > MAX_LIST_TITLE_LENGTH) return 'too-long';
  return null;
}

/** The settings that differ from the list's, trimmed; empty when nothing changed. */
export function changedListSettings(before: ListSettings, after: ListSettings) {
  const changes: Partial<ListSettings> = {};
  const title = after.title.trim();
  if (title !== before.title) changes.title = title;
  if (after.repliesPolicy !== before.repliesPolicy) changes.repliesPolicy = after.repliesPolicy;
  if (after.exclusive !== before.exclusive) changes.exclusive = after.exclusive;
  return changes;
}

/** Lists may only hold accounts one follows (Mastodon answers 422 otherwise). */
export function canBeListed(relationship: mastodon.v1.Relationship | null | undefined): boolean {
  return relationship?.following === true;
}

/** Search results that are not yet members, in the order found, without the searcher. */
export function candidatesToAdd(
  found: readonly mastodon.v1.Account[],
  memberIds: ReadonlySet<string>,
  selfId: string | undefined,
): mastodon.v1.Account[] {
  const seen = new Set<string>();
  return found.filter((account) => {
    if (memberIds.has(account.id) || account.id === selfId || seen.has(account.id)) return false;
    seen.add(account.id);
    return true;
  });
}

/** The ids of `lists` holding the account, from each list's members (servers without `/accounts/:id/lists`). */
export function listsHoldingAccount(
  membersByList: ReadonlyMap<string, readonly mastodon.v1.Account[]>,
  accountId: string,
): string[] {
  return [...membersByList]
    .filter(([, members]) => members.some((member) => member.id === accountId))
    .map(([listId]) => listId);
}
