/**
 * Post-URL shapes of federated server software. A link whose path matches one of them is treated
 * as a (quotable) post link and may be unfurled; anything else stays an ordinary link.
 */
import { parseHttpUrl } from './safe-href';

export type PostUrlPlatform =
  | 'mastodon'
  | 'gotosocial'
  | 'misskey'
  | 'pleroma'
  | 'pixelfed'
  | 'friendica'
  | 'snac'
  | 'lemmy'
  | 'takahe'
  | 'bookwyrm'
  | 'hubzilla'
  | 'mitra';

export interface PostUrlMatch {
  platform: PostUrlPlatform;
  /** The post identifier as it appears in the URL (not necessarily the id on any given instance). */
  id: string;
}

const USER = '[\\w.-]+';
const DOMAIN = '[a-z0-9.-]+\\.[a-z]{2,}';
const NUMERIC = '\\d+';
const ULID = '[0-9A-HJKMNP-TV-Z]{26}';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ALPHANUMERIC = '[0-9a-zA-Z]+';

const SHAPES: ReadonlyArray<{ platform: PostUrlPlatform; pattern: RegExp }> = [
  // Mastodon: /@user/123, /@user@remote.example/123 (remote post viewed locally), /users/user/statuses/123
  { platform: 'mastodon', pattern: new RegExp(`^/@${USER}(?:@${DOMAIN})?/(${NUMERIC})$`, 'i') },
  { platform: 'mastodon', pattern: new RegExp(`^/users/${USER}/statuses/(${NUMERIC})$`, 'i') },
  { platform: 'mastodon', pattern: new RegExp(`^/web/statuses/(${NUMERIC})$`, 'i') },
  // GoToSocial: /@user/statuses/ULID and its ActivityPub id /users/user/statuses/ULID
  { platform: 'gotosocial', pattern: new RegExp(`^/@${USER}/statuses/(${ULID})$`) },
  { platform: 'gotosocial', pattern: new RegExp(`^/users/${USER}/statuses/(${ULID})$`) },
  // Misskey, Sharkey, Firefish, Iceshrimp: /notes/ID
  { platform: 'misskey', pattern: new RegExp(`^/notes/(${ALPHANUMERIC})$`) },
  // Pleroma, Akkoma: /notice/FlakeID and the ActivityPub id /objects/UUID
  { platform: 'pleroma', pattern: new RegExp(`^/notice/(${ALPHANUMERIC})$`) },
  { platform: 'pleroma', pattern: new RegExp(`^/objects/(${UUID})$`, 'i') },
  // Pixelfed: /p/user/123 and /i/web/post/123
  { platform: 'pixelfed', pattern: new RegExp(`^/p/${USER}/(${NUMERIC})$`, 'i') },
  { platform: 'pixelfed', pattern: new RegExp(`^/i/web/post/(${NUMERIC})$`) },
  // Friendica: /display/GUID
  { platform: 'friendica', pattern: /^\/display\/([0-9a-f-]{16,})$/i },
  // snac: the actor URL followed by /p/ and a timestamp id, e.g. /alice/p/1700000000.123456
  { platform: 'snac', pattern: new RegExp(`^(?:/[\\w.-]+)*/${USER}/p/(\\d{10}\\.\\d{6})$`) },
  // Lemmy: /post/123, /comment/123; Mitra: /post/UUID
  { platform: 'lemmy', pattern: new RegExp(`^/(?:post|comment)/(${NUMERIC})$`) },
  { platform: 'mitra', pattern: new RegExp(`^/post/(${UUID})$`, 'i') },
  // Takahē: /@user@domain/posts/123
  { platform: 'takahe', pattern: new RegExp(`^/@${USER}@${DOMAIN}/posts/(${NUMERIC})$`, 'i') },
  // BookWyrm: /user/name/review/123 (and comment, quotation, status)
  {
    platform: 'bookwyrm',
    pattern: new RegExp(`^/user/${USER}/(?:review|comment|quotation|status)/(${NUMERIC})$`, 'i'),
  },
  // Hubzilla, Streams: /item/UUID
  { platform: 'hubzilla', pattern: new RegExp(`^/item/(${UUID})$`, 'i') },
];

/** Which server software's post-URL shape `url` has, and the post id in it; null for any other link. */
export function matchPostUrl(url: string | URL): PostUrlMatch | null {
  const parsed = parseHttpUrl(url);
  if (!parsed) return null;
  const path = decodePath(parsed.pathname).replace(/\/+$/, '');
  for (const { platform, pattern } of SHAPES) {
    const match = pattern.exec(path);
    if (match) return { platform, id: match[1] };
  }
  return null;
}

export function isQuotablePostUrl(url: string | URL): boolean {
  return matchPostUrl(url) !== null;
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export interface InAppStatusPath {
  instance: string;
  statusId: string;
}

// A host name (or IPv4, or bracketed IPv6) with an optional port.
const INSTANCE =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const STATUS_ID = /^[\w-]+$/;

/**
 * Parses Petrel's own post links, `/{instance}/s/{statusId}`, given as a path, a hash (`#/…`) or
 * a full URL whose hash or path holds it.
 */
export function parseInAppStatusPath(input: string): InAppStatusPath | null {
  let path = input;
  const parsed = parseHttpUrl(input);
  if (parsed) path = parsed.hash ? parsed.hash : parsed.pathname;
  path = path
    .replace(/^#/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const match = /^\/([^/]+)\/s\/([^/]+)$/.exec(path);
  if (!match) return null;
  const instance = decodePath(match[1]).toLowerCase();
  const statusId = decodePath(match[2]);
  if (!INSTANCE.test(instance) || !STATUS_ID.test(statusId)) return null;
  return { instance, statusId };
}

/**
 * The post a link inside a post opens in the app: a link to one of this app's own post pages,
 * `{appUrl}#/{instance}/s/{statusId}` (`appUrl`: where the app is served). A link anywhere else,
 * another copy of the app included, stays an outside link.
 */
export function ownAppStatusLink(href: string, appUrl: string): InAppStatusPath | null {
  const link = parseHttpUrl(href);
  const app = parseHttpUrl(appUrl);
  if (!link || !app || link.origin !== app.origin || link.pathname !== app.pathname) return null;
  return link.hash ? parseInAppStatusPath(link.hash) : null;
}

/** Builds the in-app path for a post on an instance. */
export function inAppStatusPath(instance: string, statusId: string): string {
  return `/${instance.toLowerCase()}/s/${encodeURIComponent(statusId)}`;
}
