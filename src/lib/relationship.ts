import type { mastodon } from 'masto';

type Relationship = Pick<
  mastodon.v1.Relationship,
  'following' | 'followedBy' | 'requested' | 'blocking' | 'blockedBy' | 'muting' | 'domainBlocking'
>;

export type RelationshipBadge =
  | 'follows-you'
  | 'following'
  | 'requested'
  | 'blocking'
  | 'blocked-by'
  | 'muting'
  | 'domain-blocking';

/** What to say about a relationship, in a fixed order. */
export function relationshipBadges(relationship: Relationship): RelationshipBadge[] {
  const badges: RelationshipBadge[] = [];
  if (relationship.followedBy) badges.push('follows-you');
  if (relationship.following) badges.push('following');
  if (relationship.requested) badges.push('requested');
  if (relationship.blocking) badges.push('blocking');
  if (relationship.blockedBy) badges.push('blocked-by');
  if (relationship.muting) badges.push('muting');
  if (relationship.domainBlocking) badges.push('domain-blocking');
  return badges;
}

/** The follow button's state: what pressing it does, or null when it should not be offered. */
export type FollowButtonState = 'follow' | 'unfollow' | 'cancel-request' | null;

export function followButtonState(relationship: Relationship): FollowButtonState {
  if (relationship.blocking || relationship.blockedBy) return null;
  if (relationship.following) return 'unfollow';
  if (relationship.requested) return 'cancel-request';
  return 'follow';
}

export type FollowRequestAnswer = 'authorize' | 'reject';

/**
 * The relationship after answering the account's follow request, as the server will say it:
 * no longer requesting; following the reader when authorized.
 */
export function answeredRelationship<
  T extends Pick<mastodon.v1.Relationship, 'requestedBy' | 'followedBy'>,
>(relationship: T, answer: FollowRequestAnswer): T {
  return {
    ...relationship,
    requestedBy: false,
    followedBy: answer === 'authorize' ? true : relationship.followedBy,
  };
}
