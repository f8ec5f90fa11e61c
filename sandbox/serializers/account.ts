import type { SandboxContext } from '../context';
import { acctOf } from '../store/store';
import type { AccountRecord } from '../store/types';
import { serializeEmojisIn } from './emoji';
import { accountUri, accountUrl, imageUrl, iso } from './urls';

/** The seeded instance owner; receives admin notifications. */
export const ADMIN_USERNAME = 'alice';
const OWNER_ROLE = { id: '3', name: 'Owner', permissions: '1', color: '', highlighted: true };
const EVERYONE_ROLE = { id: '-99', name: '', permissions: '65536', color: '', highlighted: false };

const startOfDay = (ms: number) => {
  const date = new Date(ms);
  date.setUTCHours(0, 0, 0, 0);
  return date.toISOString();
};

/** What the person typed, back from the HTML the sandbox made of it (Mastodon keeps it as `source`). */
function sourceText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function serializeAccount(ctx: SandboxContext, account: AccountRecord) {
  const { store } = ctx;
  return {
    id: account.id,
    username: account.username,
    acct: acctOf(account),
    display_name: account.displayName,
    locked: account.locked,
    bot: account.bot,
    discoverable: account.discoverable,
    indexable: account.discoverable,
    group: account.group,
    created_at: startOfDay(account.createdAt),
    note: account.note,
    url: accountUrl(ctx, account),
    uri: accountUri(ctx, account),
    avatar: imageUrl(ctx, 'avatar', account.avatarKey),
    avatar_static: imageUrl(ctx, 'avatar', account.avatarKey),
    avatar_description: '',
    header: imageUrl(ctx, 'header', account.headerKey),
    header_static: imageUrl(ctx, 'header', account.headerKey),
    header_description: '',
    followers_count: store.followers.get(account.id)?.size ?? 0,
    following_count: store.following.get(account.id)?.size ?? 0,
    statuses_count: store.countStatuses(account.id),
    last_status_at: account.lastStatusAt === null ? null : iso(account.lastStatusAt).slice(0, 10),
    hide_collections: false,
    noindex: false,
    emojis: serializeEmojisIn(ctx, `${account.displayName} ${account.note}`),
    roles: [],
    fields: account.fields.map((field) => ({
      name: field.name,
      value: field.value,
      verified_at: field.verifiedAt === null ? null : iso(field.verifiedAt),
    })),
  };
}

export function serializeCredentialAccount(ctx: SandboxContext, account: AccountRecord) {
  return {
    ...serializeAccount(ctx, account),
    source: {
      privacy: account.defaultVisibility,
      sensitive: account.defaultSensitive,
      language: account.defaultLanguage ?? '',
      note: sourceText(account.note),
      fields: account.fields.map((field) => ({
        name: field.name,
        value: sourceText(field.value),
        verified_at: null,
      })),
      follow_requests_count: ctx.store.followRequests.get(account.id)?.size ?? 0,
      hide_collections: false,
      discoverable: account.discoverable,
      indexable: account.discoverable,
      attribution_domains: [],
      quote_policy: 'public',
    },
    role:
      account.username === ADMIN_USERNAME && account.domain === null ? OWNER_ROLE : EVERYONE_ROLE,
  };
}
