import type { Software } from './capabilities';
import type { InstanceRecord } from './instance-record';

/** Profile fields a server takes when it does not say (Mastodon's default). */
export const DEFAULT_MAX_PROFILE_FIELDS = 4;

/** The largest image file that can be chosen for an avatar or header (it is cropped and re-encoded). */
export const PROFILE_IMAGE_FILE_LIMIT = 16 * 1024 * 1024;

export type ProfileImageKind = 'avatar' | 'header';

/** The crop's width / height: a square avatar, a 3:1 header. */
export const CROP_ASPECT: Record<ProfileImageKind, number> = { avatar: 1, header: 3 };

/** The largest size sent (Mastodon's own: avatars 400×400, headers 1500×500). */
export const CROP_OUTPUT: Record<ProfileImageKind, { width: number; height: number }> = {
  avatar: { width: 400, height: 400 },
  header: { width: 1500, height: 500 },
};

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];

export type ImageProblem = 'not-image' | 'too-big';

/** Why a chosen file cannot be an avatar or header, or null when it can. */
export function imageFileProblem(
  file: { type: string; size: number },
  limit = PROFILE_IMAGE_FILE_LIMIT,
): ImageProblem | null {
  if (!IMAGE_TYPES.includes(file.type.toLowerCase())) return 'not-image';
  if (file.size > limit) return 'too-big';
  return null;
}

/** How many profile fields the server takes: `configuration.accounts.max_profile_fields`, else 4. */
export function maxProfileFields(record: InstanceRecord | null | undefined): number {
  const limit = record?.configuration.accounts?.maxProfileFields;
  return limit !== undefined && Number.isInteger(limit) && limit >= 0
    ? limit
    : DEFAULT_MAX_PROFILE_FIELDS;
}

/** The pixel size of the image sent for a crop of `area`: never larger than the server keeps. */
export function croppedSize(
  kind: ProfileImageKind,
  area: { width: number; height: number },
): { width: number; height: number } {
  const target = CROP_OUTPUT[kind];
  const scale = Math.min(1, target.width / area.width, target.height / area.height);
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

export interface ProfileField {
  name: string;
  value: string;
}

export interface ProfileDraft {
  displayName: string;
  /** The bio as plain text (the account's `source.note`). */
  note: string;
  fields: ProfileField[];
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
}

interface EditableAccount {
  displayName: string;
  note: string;
  locked: boolean;
  bot: boolean;
  discoverable?: boolean | null;
  fields: ProfileField[];
  source?: { note?: string; fields?: ProfileField[] } | null;
}

/** The form's starting values: the plain-text bio and fields of `source` where the server gives them. */
export function draftFromAccount(account: EditableAccount): ProfileDraft {
  const fields = account.source?.fields ?? account.fields;
  return {
    displayName: account.displayName,
    note: account.source?.note ?? '',
    fields: fields.map(({ name, value }) => ({ name, value })),
    locked: account.locked,
    bot: account.bot,
    discoverable: Boolean(account.discoverable),
  };
}

export interface ProfileUpdate {
  displayName: string;
  note: string;
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
  fieldsAttributes: ProfileField[];
  avatar?: Blob;
  header?: Blob;
}

/**
 * The body of `PATCH /api/v1/accounts/update_credentials`. Rows left empty are dropped; the
 * server keeps its fields when none are sent, so removing them all sends one empty row.
 */
export function profileUpdate(
  draft: ProfileDraft,
  images: { avatar?: Blob; header?: Blob } = {},
): ProfileUpdate {
  const fields = draft.fields
    .map((field) => ({ name: field.name.trim(), value: field.value.trim() }))
    .filter((field) => field.name || field.value);
  return {
    displayName: draft.displayName,
    note: draft.note,
    locked: draft.locked,
    bot: draft.bot,
    discoverable: draft.discoverable,
    fieldsAttributes: fields.length > 0 ? fields : [{ name: '', value: '' }],
    ...(images.avatar ? { avatar: images.avatar } : {}),
    ...(images.header ? { header: images.header } : {}),
  };
}

/**
 * Whether a web app can save the profile: snac (2.75) takes `PATCH update_credentials` but its
 * CORS answer does not allow PATCH, so a browser can never send it.
 */
export function profileEditingOffered(software: Software): boolean {
  return software !== 'snac';
}
