import type { StoredAccount } from '../lib/accounts';
import type { MediaItem } from '../lib/compose/media-draft';

/** Server-shaped (snake_case) Mastodon entities for tests. */
export function accountJson(id: string, username = `user${id}`, instance = 'social.example') {
  return {
    id,
    username,
    acct: username,
    display_name: `User ${id}`,
    avatar: `https://${instance}/avatars/${id}.png`,
    avatar_static: `https://${instance}/avatars/${id}-static.png`,
    url: `https://${instance}/@${username}`,
    note: '',
    locked: false,
    bot: false,
    created_at: '2024-01-01T00:00:00.000Z',
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    emojis: [],
    fields: [],
  };
}

export function statusJson(id: string, content: string, account = accountJson('1')) {
  return {
    id,
    uri: `https://social.example/statuses/${id}`,
    url: `https://social.example/@${account.username}/${id}`,
    created_at: '2024-05-01T12:00:00.000Z',
    content,
    spoiler_text: '',
    visibility: 'public',
    sensitive: false,
    account,
    reblog: null,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
  };
}

export function instanceV2Json(domain: string) {
  return {
    domain,
    title: domain,
    version: '4.4.0',
    api_versions: { mastodon: 6 },
    configuration: {
      urls: { streaming: `wss://${domain}` },
      statuses: { max_characters: 500, max_media_attachments: 4 },
      polls: {
        max_options: 4,
        max_characters_per_option: 50,
        min_expiration: 300,
        max_expiration: 2629746,
      },
      vapid: { public_key: `vapid-${domain}` },
    },
  };
}

export function storedAccount(
  id: string,
  instanceURL = 'social.example',
  accessToken = `token-${id}`,
): StoredAccount {
  return {
    info: {
      id,
      username: `user${id}`,
      acct: `user${id}`,
      displayName: `User ${id}`,
      avatar: '',
      avatar_static: '',
    },
    instanceURL,
    accessToken,
    vapidKey: null,
    createdAt: 1,
    lastAccessedAt: 1,
  };
}

/** An image in the composer, uploaded as `id` (`key` tells it apart in the draft). */
export function readyImage(id: string, description: string, key = id): MediaItem {
  return {
    key,
    file: null,
    kind: 'image',
    previewUrl: null,
    description,
    focus: null,
    upload: { phase: 'ready', id },
  };
}
