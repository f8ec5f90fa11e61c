import { expect, test } from 'vitest';
import {
  croppedSize,
  DEFAULT_MAX_PROFILE_FIELDS,
  draftFromAccount,
  imageFileProblem,
  maxProfileFields,
  profileEditingOffered,
  profileUpdate,
  PROFILE_IMAGE_FILE_LIMIT,
  type ProfileDraft,
} from './profile-edit';
import type { InstanceRecord } from './instance-record';

const record = (accounts?: { maxProfileFields?: number }) =>
  ({ configuration: { accounts } }) as unknown as InstanceRecord;

test('the number of profile fields is the server’s, else 4', () => {
  expect(maxProfileFields(record({ maxProfileFields: 8 }))).toBe(8);
  expect(maxProfileFields(record({ maxProfileFields: 0 }))).toBe(0);
  expect(maxProfileFields(record())).toBe(DEFAULT_MAX_PROFILE_FIELDS);
  expect(maxProfileFields(record({ maxProfileFields: -1 }))).toBe(4);
  expect(maxProfileFields(null)).toBe(4);
});

test('a chosen file must be an image of a size that can be read', () => {
  expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
  expect(imageFileProblem({ type: 'IMAGE/JPEG', size: 1000 })).toBeNull();
  expect(imageFileProblem({ type: 'text/plain', size: 10 })).toBe('not-image');
  expect(imageFileProblem({ type: '', size: 10 })).toBe('not-image');
  expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('not-image');
  expect(imageFileProblem({ type: 'image/png', size: PROFILE_IMAGE_FILE_LIMIT })).toBeNull();
  expect(imageFileProblem({ type: 'image/png', size: PROFILE_IMAGE_FILE_LIMIT + 1 })).toBe(
    'too-big',
  );
});

test('a crop is sent at most at the size the server keeps, never enlarged', () => {
  expect(croppedSize('avatar', { width: 1200, height: 1200 })).toEqual({ width: 400, height: 400 });
  expect(croppedSize('avatar', { width: 64, height: 64 })).toEqual({ width: 64, height: 64 });
  expect(croppedSize('header', { width: 3000, height: 1000 })).toEqual({
    width: 1500,
    height: 500,
  });
  expect(croppedSize('header', { width: 900, height: 300 })).toEqual({ width: 900, height: 300 });
});

const account = {
  displayName: 'Alice',
  note: '<p>Hello <b>there</b></p>',
  locked: false,
  bot: true,
  discoverable: null,
  fields: [{ name: 'Site', value: '<a href="https://a.example">a.example</a>' }],
  source: { note: 'Hello there', fields: [{ name: 'Site', value: 'https://a.example' }] },
};

test('the form starts from the plain text the server keeps (source), not its HTML', () => {
  expect(draftFromAccount(account)).toEqual({
    displayName: 'Alice',
    note: 'Hello there',
    fields: [{ name: 'Site', value: 'https://a.example' }],
    locked: false,
    bot: true,
    discoverable: false,
  });
  expect(draftFromAccount({ ...account, source: null }).fields).toEqual(account.fields);
});

const draft: ProfileDraft = {
  displayName: 'Alice',
  note: 'Hi',
  fields: [
    { name: ' Site ', value: ' https://a.example ' },
    { name: '', value: '   ' },
  ],
  locked: true,
  bot: false,
  discoverable: true,
};

test('the update drops empty field rows and carries the cropped images only when chosen', () => {
  const avatar = new Blob(['png']);
  const update = profileUpdate(draft, { avatar });
  expect(update).toEqual({
    displayName: 'Alice',
    note: 'Hi',
    locked: true,
    bot: false,
    discoverable: true,
    fieldsAttributes: [{ name: 'Site', value: 'https://a.example' }],
    avatar,
  });
  expect('header' in update).toBe(false);
  expect('avatar' in profileUpdate(draft)).toBe(false);
});

test('removing every field sends one empty row, so the server clears them', () => {
  expect(profileUpdate({ ...draft, fields: [] }).fieldsAttributes).toEqual([
    { name: '', value: '' },
  ]);
});

test('snac’s CORS answer forbids PATCH: its profile cannot be edited from the browser', () => {
  expect(profileEditingOffered('snac')).toBe(false);
  expect(profileEditingOffered('mastodon')).toBe(true);
  expect(profileEditingOffered('gotosocial')).toBe(true);
});
