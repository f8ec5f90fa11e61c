export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';

export interface AccountRecord {
  id: string;
  username: string;
  /** null for local accounts */
  domain: string | null;
  displayName: string;
  note: string;
  email: string | null;
  password: string | null;
  createdAt: number;
  locked: boolean;
  bot: boolean;
  group: boolean;
  discoverable: boolean;
  fields: { name: string; value: string; verifiedAt: number | null }[];
  avatarKey: string;
  headerKey: string;
  lastStatusAt: number | null;
  defaultVisibility: Visibility;
  defaultSensitive: boolean;
  defaultLanguage: string | null;
}

export interface PollRecord {
  id: string;
  statusId: string;
  options: string[];
  votes: number[];
  multiple: boolean;
  /** Vote counts stay hidden until the poll ends (absent in seeded polls: shown). */
  hideTotals?: boolean;
  expiresAt: number | null;
  /** accountId -> chosen option indexes */
  voters: Map<string, number[]>;
}

export interface MediaRecord {
  id: string;
  accountId: string;
  statusId: string | null;
  type: 'image' | 'gifv' | 'video' | 'audio' | 'unknown';
  imageKey: string;
  width: number;
  height: number;
  description: string | null;
  focus: { x: number; y: number } | null;
  createdAt: number;
  /** media stays "processing" (url null) until this time */
  readyAt: number;
  /** uploaded bytes when a client sent a real file */
  uploaded?: { contentType: string; data: Buffer };
}

export interface CardRecord {
  url: string;
  title: string;
  description: string;
  providerName: string;
  imageKey: string | null;
}

/** Every state a quote can be in, in the order the seed hands them out. */
export const QUOTE_STATES = [
  'accepted',
  'pending',
  'rejected',
  'revoked',
  'deleted',
  'unauthorized',
  'blocked_account',
  'blocked_domain',
  'muted_account',
] as const;

export type QuoteState = (typeof QUOTE_STATES)[number];

export type QuoteApprovalPolicy = 'public' | 'followers' | 'nobody';

export interface StatusEditRecord {
  content: string;
  spoilerText: string;
  sensitive: boolean;
  createdAt: number;
  mediaIds: string[];
  pollOptions: string[] | null;
}

export interface StatusRecord {
  id: string;
  accountId: string;
  createdAt: number;
  /** plain source text (what the author typed) */
  text: string;
  /** rendered HTML */
  content: string;
  spoilerText: string;
  sensitive: boolean;
  visibility: Visibility;
  language: string | null;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  reblogOfId: string | null;
  quote: { statusId: string | null; state: QuoteState } | null;
  /** who may quote it (PUT /api/v1/statuses/:id/interaction_policy); absent means public */
  quoteApprovalPolicy?: QuoteApprovalPolicy;
  mentionIds: string[];
  tags: string[];
  emojiShortcodes: string[];
  mediaIds: string[];
  pollId: string | null;
  card: CardRecord | null;
  editedAt: number | null;
  edits: StatusEditRecord[];
  applicationId: string | null;
  deleted: boolean;
}

export interface ApplicationRecord {
  id: string;
  name: string;
  website: string | null;
  redirectUris: string[];
  scopes: string[];
  clientId: string;
  clientSecret: string;
  createdAt: number;
}

export interface TokenRecord {
  token: string;
  applicationId: string;
  /** null for client_credentials tokens */
  accountId: string | null;
  scopes: string[];
  createdAt: number;
  revoked: boolean;
}

export interface AuthorizationCodeRecord {
  code: string;
  applicationId: string;
  accountId: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  expiresAt: number;
  used: boolean;
}

export type NotificationType =
  | 'mention'
  | 'status'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'poll'
  | 'update'
  | 'admin.sign_up'
  | 'admin.report'
  | 'severed_relationships'
  | 'moderation_warning'
  | 'quote'
  | 'quoted_update';

export interface NotificationRecord {
  id: string;
  accountId: string;
  fromAccountId: string;
  type: NotificationType;
  statusId: string | null;
  createdAt: number;
  groupKey: string;
}

export interface ListRecord {
  id: string;
  accountId: string;
  title: string;
  repliesPolicy: 'followed' | 'list' | 'none';
  exclusive: boolean;
  memberIds: Set<string>;
}

export interface FilterRecord {
  id: string;
  accountId: string;
  title: string;
  context: ('home' | 'notifications' | 'public' | 'thread' | 'account')[];
  action: 'warn' | 'hide' | 'blur';
  expiresAt: number | null;
  keywords: { id: string; keyword: string; wholeWord: boolean }[];
  statusIds: { id: string; statusId: string }[];
}

export interface ScheduledStatusRecord {
  id: string;
  accountId: string;
  scheduledAt: number;
  params: Record<string, unknown>;
  mediaIds: string[];
}

export interface CustomEmojiRecord {
  shortcode: string;
  imageKey: string;
  category: string | null;
  visibleInPicker: boolean;
}

/** A timestamped edge (follow, block, favourite...) whose id is used for pagination. */
export interface Edge {
  id: string;
  createdAt: number;
}
