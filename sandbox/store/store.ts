import { compareIds, SnowflakeGenerator } from './ids';
import { edgeMap, insertSorted, pushToIndex, removeSorted } from './sorted';
import type {
  AccountRecord,
  ApplicationRecord,
  AuthorizationCodeRecord,
  CustomEmojiRecord,
  Edge,
  FilterRecord,
  ListRecord,
  MediaRecord,
  NotificationRecord,
  PollRecord,
  ScheduledStatusRecord,
  StatusRecord,
  TokenRecord,
} from './types';

type EdgeIndex = Map<string, Map<string, Edge>>;

/** All sandbox state, in memory. Indexes keep ids ascending so timelines read from the end. */
export class Store {
  readonly snowflakes = new SnowflakeGenerator();
  /** The moment the seed treats as "now"; seeded timestamps are offsets back from it. */
  readonly epoch: number;

  readonly accounts = new Map<string, AccountRecord>();
  private readonly accountsByAcct = new Map<string, string>();
  readonly statuses = new Map<string, StatusRecord>();
  readonly statusIds: string[] = [];
  readonly statusIdsByAccount = new Map<string, string[]>();
  readonly replyIds = new Map<string, string[]>();
  readonly statusIdsByTag = new Map<string, string[]>();
  /** original status id -> (booster account id -> reblog status id) */
  readonly reblogs = new Map<string, Map<string, string>>();
  readonly quotesOf = new Map<string, string[]>();

  readonly favouritesByStatus: EdgeIndex = new Map();
  readonly favouritesByAccount: EdgeIndex = new Map();
  readonly bookmarks: EdgeIndex = new Map();
  readonly pins: EdgeIndex = new Map();
  readonly following: EdgeIndex = new Map();
  readonly followers: EdgeIndex = new Map();
  /** target account id -> requester id -> edge */
  readonly followRequests: EdgeIndex = new Map();
  readonly blocks: EdgeIndex = new Map();
  readonly mutes: EdgeIndex = new Map();
  readonly followedTags = new Map<string, Map<string, Edge>>();
  /** account id -> tag name -> edge */
  readonly featuredTags = new Map<string, Map<string, Edge>>();
  /** account id -> endorsed account id -> edge */
  readonly endorsements: EdgeIndex = new Map();
  /** account id -> muted conversation root status id -> edge */
  readonly conversationMutes: EdgeIndex = new Map();
  /** `${accountId}:${targetId}` -> options of a mute in `mutes` */
  readonly muteOptions = new Map<string, { notifications: boolean; expiresAt: number | null }>();
  /** `${accountId}:${targetId}` -> options of a follow in `following` (absent: notify off, boosts shown) */
  readonly followOptions = new Map<string, { notify: boolean; reblogs: boolean }>();
  /** avatar or header key -> an image uploaded through update_credentials, served as it came */
  readonly profileImages = new Map<string, { contentType: string; data: Buffer }>();
  /** `${accountId}:${targetId}` -> private note about the target */
  readonly accountNotes = new Map<string, string>();

  readonly media = new Map<string, MediaRecord>();
  readonly polls = new Map<string, PollRecord>();
  readonly applications = new Map<string, ApplicationRecord>();
  readonly applicationsByClientId = new Map<string, string>();
  readonly tokens = new Map<string, TokenRecord>();
  readonly authorizationCodes = new Map<string, AuthorizationCodeRecord>();
  readonly sessions = new Map<string, string>();
  readonly notifications = new Map<string, NotificationRecord[]>();
  readonly lists = new Map<string, ListRecord>();
  readonly filters = new Map<string, FilterRecord>();
  readonly scheduledStatuses = new Map<string, ScheduledStatusRecord>();
  readonly customEmojis: CustomEmojiRecord[] = [];
  /** `${accountId}:${key}` -> status id */
  readonly idempotencyKeys = new Map<string, string>();
  private counter = 0;

  constructor(epoch: number) {
    this.epoch = epoch;
  }

  now(): number {
    return Math.max(Date.now(), this.epoch);
  }

  newId(createdAt: number = this.now()): string {
    return this.snowflakes.next(createdAt);
  }

  /** A short non-snowflake id for records Mastodon numbers sequentially (apps, lists, filters). */
  nextSerial(): string {
    this.counter += 1;
    return String(this.counter);
  }

  /** Keeps later serials above an id carried over from another store. */
  reserveSerial(id: string): void {
    const value = Number(id);
    if (Number.isInteger(value) && value > this.counter) this.counter = value;
  }

  addAccount(account: AccountRecord): void {
    this.accounts.set(account.id, account);
    this.accountsByAcct.set(acctOf(account).toLowerCase(), account.id);
  }

  findAccountByAcct(acct: string): AccountRecord | undefined {
    const normalized = acct.replace(/^@/, '').toLowerCase();
    const id = this.accountsByAcct.get(normalized);
    return id ? this.accounts.get(id) : undefined;
  }

  findLocalAccountByLogin(login: string): AccountRecord | undefined {
    const normalized = login.trim().toLowerCase();
    for (const account of this.accounts.values()) {
      if (account.domain !== null) continue;
      if (
        account.username.toLowerCase() === normalized ||
        account.email?.toLowerCase() === normalized
      )
        return account;
    }
    return undefined;
  }

  addStatus(status: StatusRecord): void {
    this.statuses.set(status.id, status);
    insertSorted(this.statusIds, status.id);
    pushToIndex(this.statusIdsByAccount, status.accountId, status.id);
    if (status.inReplyToId) pushToIndex(this.replyIds, status.inReplyToId, status.id);
    if (status.reblogOfId)
      edgeMap(this.reblogs, status.reblogOfId).set(status.accountId, status.id);
    if (status.quote?.statusId) pushToIndex(this.quotesOf, status.quote.statusId, status.id);
    for (const tag of status.tags) pushToIndex(this.statusIdsByTag, tag.toLowerCase(), status.id);
    const account = this.accounts.get(status.accountId);
    if (account && (account.lastStatusAt ?? 0) < status.createdAt)
      account.lastStatusAt = status.createdAt;
  }

  reindexTags(status: StatusRecord, previousTags: string[]): void {
    for (const tag of previousTags) {
      const list = this.statusIdsByTag.get(tag.toLowerCase());
      if (list) removeSorted(list, status.id);
    }
    for (const tag of status.tags) pushToIndex(this.statusIdsByTag, tag.toLowerCase(), status.id);
  }

  removeStatus(status: StatusRecord): void {
    status.deleted = true;
    this.statuses.delete(status.id);
    removeSorted(this.statusIds, status.id);
    const byAccount = this.statusIdsByAccount.get(status.accountId);
    if (byAccount) removeSorted(byAccount, status.id);
    if (status.inReplyToId) {
      const siblings = this.replyIds.get(status.inReplyToId);
      if (siblings) removeSorted(siblings, status.id);
    }
    if (status.reblogOfId) this.reblogs.get(status.reblogOfId)?.delete(status.accountId);
    for (const tag of status.tags) {
      const list = this.statusIdsByTag.get(tag.toLowerCase());
      if (list) removeSorted(list, status.id);
    }
    for (const pins of this.pins.values()) pins.delete(status.id);
  }

  addEdge(index: EdgeIndex, from: string, to: string, createdAt = this.now()): Edge {
    const existing = index.get(from)?.get(to);
    if (existing) return existing;
    const edge = { id: this.newId(createdAt), createdAt };
    edgeMap(index, from).set(to, edge);
    return edge;
  }

  hasEdge(index: EdgeIndex, from: string, to: string): boolean {
    return index.get(from)?.has(to) ?? false;
  }

  removeEdge(index: EdgeIndex, from: string, to: string): void {
    index.get(from)?.delete(to);
  }

  follow(followerId: string, targetId: string, createdAt = this.now()): void {
    const edge = this.addEdge(this.following, followerId, targetId, createdAt);
    edgeMap(this.followers, targetId).set(followerId, edge);
  }

  unfollow(followerId: string, targetId: string): void {
    this.removeEdge(this.following, followerId, targetId);
    this.removeEdge(this.followers, targetId, followerId);
  }

  favourite(accountId: string, statusId: string, createdAt = this.now()): void {
    const edge = this.addEdge(this.favouritesByAccount, accountId, statusId, createdAt);
    edgeMap(this.favouritesByStatus, statusId).set(accountId, edge);
  }

  unfavourite(accountId: string, statusId: string): void {
    this.removeEdge(this.favouritesByAccount, accountId, statusId);
    this.removeEdge(this.favouritesByStatus, statusId, accountId);
  }

  addNotification(notification: NotificationRecord): void {
    const list = this.notifications.get(notification.accountId) ?? [];
    let index = list.length;
    while (index > 0 && compareIds(list[index - 1].id, notification.id) > 0) index--;
    list.splice(index, 0, notification);
    this.notifications.set(notification.accountId, list);
  }

  addApplication(app: ApplicationRecord): void {
    this.applications.set(app.id, app);
    this.applicationsByClientId.set(app.clientId, app.id);
  }

  findApplicationByClientId(clientId: string): ApplicationRecord | undefined {
    const id = this.applicationsByClientId.get(clientId);
    return id ? this.applications.get(id) : undefined;
  }

  countStatuses(accountId: string): number {
    return this.statusIdsByAccount.get(accountId)?.length ?? 0;
  }
}

export function acctOf(account: Pick<AccountRecord, 'username' | 'domain'>): string {
  return account.domain ? `${account.username}@${account.domain}` : account.username;
}
