import { optionalViewer, requireUser } from '../http/auth';
import { notFound, unprocessable } from '../http/errors';
import { asBoolean, asString, bodyAsParams, uploadedFile, type UploadedFile } from '../http/params';
import { accountOr404 } from '../http/records';
import { serializeAccount, serializeCredentialAccount } from '../serializers/account';
import type { AccountRecord, Visibility } from '../store/types';
import type { RouteFamily } from './types';

const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private', 'direct'];
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function applyProfileUpdate(account: AccountRecord, params: Record<string, unknown>): void {
  const displayName = asString(params.display_name);
  if (displayName !== undefined) {
    if ([...displayName].length > 30)
      throw unprocessable('Display name is too long (maximum is 30 characters)');
    account.displayName = displayName;
  }
  // Multipart bodies carry line breaks as CRLF.
  const note = asString(params.note)?.replace(/\r\n?/g, '\n');
  if (note !== undefined) {
    if ([...note].length > 500) throw unprocessable('Note is too long (maximum is 500 characters)');
    account.note = note ? `<p>${escapeHtml(note).replace(/\n/g, '<br />')}</p>` : '';
  }
  account.locked = asBoolean(params.locked) ?? account.locked;
  account.bot = asBoolean(params.bot) ?? account.bot;
  account.discoverable = asBoolean(params.discoverable) ?? account.discoverable;
  const fields = params.fields_attributes;
  if (fields && typeof fields === 'object') {
    const entries = (Array.isArray(fields) ? fields : Object.values(fields)).filter(
      (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
    );
    if (entries.length > 4) throw unprocessable('Fields is too long (maximum is 4 fields)');
    account.fields = entries
      .filter((entry) => asString(entry.name) || asString(entry.value))
      .map((entry) => ({
        name: asString(entry.name) ?? '',
        value: escapeHtml(asString(entry.value) ?? ''),
        verifiedAt: null,
      }));
  }
  const source = params.source as Record<string, unknown> | undefined;
  if (source && typeof source === 'object') {
    const privacy = asString(source.privacy);
    if (privacy !== undefined) {
      if (!VISIBILITIES.includes(privacy as Visibility))
        throw unprocessable('Setting default privacy is not included in the list');
      account.defaultVisibility = privacy as Visibility;
    }
    account.defaultSensitive = asBoolean(source.sensitive) ?? account.defaultSensitive;
    const language = asString(source.language);
    if (language !== undefined) account.defaultLanguage = language || null;
  }
}

const accounts: RouteFamily = (app, ctx) => {
  app.get('/api/v1/accounts/verify_credentials', (request) =>
    serializeCredentialAccount(ctx, requireUser(ctx, request, 'read:accounts')),
  );

  app.patch('/api/v1/accounts/update_credentials', async (request) => {
    const account = requireUser(ctx, request, 'write:accounts');
    const params = bodyAsParams(request.body);
    // An uploaded image is kept and served at a new URL; anything else sent gets a fresh generated picture.
    const images: [string, UploadedFile | null][] = [];
    for (const kind of ['avatar', 'header'] as const) {
      if (params[kind] === undefined) continue;
      const file = await uploadedFile(params[kind]);
      if (file && !file.mimetype.startsWith('image/'))
        throw unprocessable(`${kind === 'avatar' ? 'Avatar' : 'Header'} content type is invalid`);
      images.push([kind, file]);
    }
    applyProfileUpdate(account, params);
    for (const [kind, file] of images) {
      const key = `${account.username}-${ctx.store.newId()}`;
      if (file) ctx.store.profileImages.set(key, { contentType: file.mimetype, data: file.data });
      if (kind === 'avatar') account.avatarKey = key;
      else account.headerKey = key;
    }
    return serializeCredentialAccount(ctx, account);
  });

  app.get('/api/v1/accounts/lookup', (request) => {
    optionalViewer(ctx, request);
    const acct = asString((request.query as Record<string, unknown>).acct);
    if (!acct) throw notFound();
    const account = ctx.store.findAccountByAcct(
      acct.replace(new RegExp(`@${ctx.domain().replace(/[.]/g, '\\.')}$`), ''),
    );
    if (!account) throw notFound();
    return serializeAccount(ctx, account);
  });

  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id', (request) => {
    optionalViewer(ctx, request);
    return serializeAccount(ctx, accountOr404(ctx, request.params.id));
  });

  app.get('/api/v1/accounts', (request) => {
    optionalViewer(ctx, request);
    const ids = (request.query as Record<string, unknown>).id;
    const list = Array.isArray(ids) ? ids.map(String) : typeof ids === 'string' ? [ids] : [];
    return list.flatMap((id) => {
      const account = ctx.store.accounts.get(id);
      return account ? [serializeAccount(ctx, account)] : [];
    });
  });
};

export default accounts;
