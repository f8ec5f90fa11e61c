import type { SandboxContext } from '../context';
import { blurhashOf } from '../images/generate';
import { serializeAccount } from './account';
import { VAPID_PUBLIC_KEY } from './application';
import { registrationsOf } from '../store/registrations';
import { imageUrl } from './urls';

export const SANDBOX_VERSION = '4.5.0';
const TITLE = 'Petrel Sandbox';
const DESCRIPTION =
  'A local Mastodon-compatible instance with seeded demo data, for development and tests.';
const CONTACT_EMAIL = 'admin@sandbox.test';
const SUPPORTED_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'video/webm',
  'video/mp4',
  'video/quicktime',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
];
/** The server's rules, also cited by reports (`rule_ids`). */
export const RULES = [
  { id: '1', text: 'Be kind to each other.', hint: 'Disagree without being disagreeable.' },
  { id: '2', text: 'Describe your images.', hint: 'Alt text helps everyone.' },
];

const mediaLimits = {
  supported_mime_types: SUPPORTED_MIME_TYPES,
  description_limit: 1500,
  image_size_limit: 16_777_216,
  image_matrix_limit: 33_177_600,
  video_size_limit: 103_809_024,
  video_frame_rate_limit: 120,
  video_matrix_limit: 8_294_400,
};
const pollLimits = {
  max_options: 4,
  max_characters_per_option: 50,
  min_expiration: 300,
  max_expiration: 2_629_746,
};
const statusLimits = {
  max_characters: 500,
  max_media_attachments: 4,
  characters_reserved_per_url: 23,
};

function streamingUrl(ctx: SandboxContext): string {
  return ctx.origin.replace(/^http/, 'ws');
}

function contactAccount(ctx: SandboxContext) {
  const admin = ctx.store.findAccountByAcct('alice');
  return admin ? serializeAccount(ctx, admin) : null;
}

export function serializeInstanceV2(ctx: SandboxContext) {
  const registrations = registrationsOf(ctx.store).settings;
  const localUsers = [...ctx.store.accounts.values()].filter(
    (account) => account.domain === null,
  ).length;
  return {
    domain: ctx.domain(),
    title: TITLE,
    version: SANDBOX_VERSION,
    source_url: 'https://github.com/mastodon/mastodon',
    description: DESCRIPTION,
    usage: { users: { active_month: localUsers } },
    thumbnail: {
      url: imageUrl(ctx, 'thumbnail', 'instance'),
      blurhash: blurhashOf('thumbnail', 'instance'),
      versions: {},
    },
    icon: [{ src: imageUrl(ctx, 'avatar', 'instance-icon'), size: '128x128' }],
    languages: ['en'],
    configuration: {
      urls: {
        streaming: streamingUrl(ctx),
        status: null,
        about: `${ctx.origin}/about`,
        privacy_policy: `${ctx.origin}/privacy-policy`,
        terms_of_service: null,
      },
      vapid: { public_key: VAPID_PUBLIC_KEY },
      accounts: { max_featured_tags: 10, max_pinned_statuses: 5, max_profile_fields: 4 },
      statuses: statusLimits,
      media_attachments: mediaLimits,
      polls: pollLimits,
      translation: { enabled: true },
      timelines_access: {
        live_feeds: { local: 'public', remote: 'public' },
        hashtag_feeds: { local: 'public', remote: 'public' },
        trending_link_feeds: { local: 'public', remote: 'public' },
      },
      limited_federation: false,
    },
    registrations: {
      enabled: registrations.enabled,
      approval_required: registrations.approvalRequired,
      message: registrations.message,
      url: null,
    },
    api_versions: { mastodon: 7 },
    contact: { email: CONTACT_EMAIL, account: contactAccount(ctx) },
    rules: RULES,
  };
}

export function serializeInstanceV1(ctx: SandboxContext) {
  const registrations = registrationsOf(ctx.store).settings;
  const accounts = [...ctx.store.accounts.values()];
  return {
    uri: ctx.domain(),
    title: TITLE,
    short_description: DESCRIPTION,
    description: DESCRIPTION,
    email: CONTACT_EMAIL,
    version: SANDBOX_VERSION,
    urls: { streaming_api: streamingUrl(ctx) },
    stats: {
      user_count: accounts.filter((account) => account.domain === null).length,
      status_count: ctx.store.statusIds.length,
      domain_count: new Set(accounts.map((account) => account.domain)).size,
    },
    thumbnail: imageUrl(ctx, 'thumbnail', 'instance'),
    languages: ['en'],
    registrations: registrations.enabled,
    approval_required: registrations.approvalRequired,
    invites_enabled: false,
    configuration: {
      accounts: { max_featured_tags: 10 },
      statuses: statusLimits,
      media_attachments: mediaLimits,
      polls: pollLimits,
    },
    contact_account: contactAccount(ctx),
    rules: RULES,
  };
}
