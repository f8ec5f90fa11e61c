import { requireToken } from '../http/auth';
import { ApiError } from '../http/errors';
import { asBoolean, asString, bodyAsParams } from '../http/params';
import { randomToken } from '../oauth/clients';
import { registrationsOf } from '../store/registrations';
import type { AccountRecord, TokenRecord } from '../store/types';
import type { RouteFamily } from './types';

type ErrorCode =
  | 'ERR_BLANK'
  | 'ERR_INVALID'
  | 'ERR_TAKEN'
  | 'ERR_RESERVED'
  | 'ERR_ACCEPTED'
  | 'ERR_TOO_LONG'
  | 'ERR_TOO_SHORT'
  | 'ERR_INCLUSION';

const DESCRIPTIONS: Record<ErrorCode, string> = {
  ERR_BLANK: "can't be blank",
  ERR_INVALID: 'is invalid',
  ERR_TAKEN: 'has already been taken',
  ERR_RESERVED: 'is reserved',
  ERR_ACCEPTED: 'must be accepted',
  ERR_TOO_LONG: 'is too long (maximum is 30 characters)',
  ERR_TOO_SHORT: 'is too short (minimum is 8 characters)',
  ERR_INCLUSION: 'is not included in the list',
};

const FIELD_NAMES: Record<string, string> = {
  username: 'Username',
  email: 'E-mail',
  password: 'Password',
  agreement: 'Agreement',
  locale: 'Locale',
  reason: 'Reason',
};

const RESERVED_USERNAMES = ['admin', 'administrator', 'root', 'support', 'help', 'webmaster'];
const USERNAME_PATTERN = /^[a-z0-9_]+$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

interface SignUp {
  username: string;
  email: string;
  password: string;
  agreement: boolean;
  locale: string;
  reason: string;
}

function readSignUp(params: Record<string, unknown>): SignUp {
  return {
    username: (asString(params.username) ?? '').trim(),
    email: (asString(params.email) ?? '').trim(),
    password: asString(params.password) ?? '',
    agreement: asBoolean(params.agreement) ?? false,
    locale: (asString(params.locale) ?? '').trim(),
    reason: (asString(params.reason) ?? '').trim(),
  };
}

/** Mastodon's checks on a new account, as `details` (field → error codes). */
function validate(
  form: SignUp,
  taken: (field: 'username' | 'email', value: string) => boolean,
  approvalRequired: boolean,
): Record<string, ErrorCode[]> {
  const errors: Record<string, ErrorCode[]> = {};
  const add = (field: string, code: ErrorCode) => (errors[field] ??= []).push(code);
  if (!form.username) add('username', 'ERR_BLANK');
  else if (!USERNAME_PATTERN.test(form.username)) add('username', 'ERR_INVALID');
  else if ([...form.username].length > 30) add('username', 'ERR_TOO_LONG');
  else if (RESERVED_USERNAMES.includes(form.username.toLowerCase()))
    add('username', 'ERR_RESERVED');
  else if (taken('username', form.username)) add('username', 'ERR_TAKEN');
  if (!form.email) add('email', 'ERR_BLANK');
  else if (!EMAIL_PATTERN.test(form.email)) add('email', 'ERR_INVALID');
  else if (taken('email', form.email)) add('email', 'ERR_TAKEN');
  if (!form.password) add('password', 'ERR_BLANK');
  else if (form.password.length < 8) add('password', 'ERR_TOO_SHORT');
  if (!form.agreement) add('agreement', 'ERR_ACCEPTED');
  if (form.locale && !LOCALE_PATTERN.test(form.locale)) add('locale', 'ERR_INCLUSION');
  if (approvalRequired && !form.reason) add('reason', 'ERR_BLANK');
  return errors;
}

function validationError(errors: Record<string, ErrorCode[]>): ApiError {
  const sentences = Object.entries(errors).flatMap(([field, codes]) =>
    codes.map((code) => `${FIELD_NAMES[field] ?? field} ${DESCRIPTIONS[code]}`),
  );
  const details = Object.fromEntries(
    Object.entries(errors).map(([field, codes]) => [
      field,
      codes.map((code) => ({ error: code, description: DESCRIPTIONS[code] })),
    ]),
  );
  return new ApiError(422, `Validation failed: ${sentences.join(', ')}`, { details });
}

const registrations: RouteFamily = (app, ctx) => {
  /** Registers an account with an app token (client_credentials), as Mastodon does. */
  app.post('/api/v1/accounts', (request) => {
    const appToken = requireToken(ctx, request, 'write:accounts');
    const state = registrationsOf(ctx.store);
    if (!state.settings.enabled) throw new ApiError(403, 'This action is not allowed');
    const form = readSignUp(bodyAsParams(request.body));
    const { store } = ctx;
    const errors = validate(
      form,
      (field, value) =>
        [...store.accounts.values()].some(
          (account) =>
            account.domain === null &&
            (field === 'username' ? account.username : account.email)?.toLowerCase() ===
              value.toLowerCase(),
        ),
      state.settings.approvalRequired,
    );
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const createdAt = store.now();
    const account: AccountRecord = {
      id: store.newId(createdAt),
      username: form.username,
      domain: null,
      displayName: '',
      note: '',
      email: form.email,
      password: form.password,
      createdAt,
      locked: false,
      bot: false,
      group: false,
      discoverable: false,
      fields: [],
      avatarKey: form.username,
      headerKey: form.username,
      lastStatusAt: null,
      defaultVisibility: 'public',
      defaultSensitive: false,
      defaultLanguage: form.locale ? form.locale.split('-')[0] : null,
    };
    store.addAccount(account);
    if (!state.settings.confirmAtOnce) state.unconfirmed.add(account.id);
    if (state.settings.approvalRequired) state.reasons.set(account.id, form.reason);
    const token: TokenRecord = {
      token: randomToken(),
      applicationId: appToken.applicationId,
      accountId: account.id,
      scopes: appToken.scopes,
      createdAt: Date.now(),
      revoked: false,
    };
    store.tokens.set(token.token, token);
    return {
      access_token: token.token,
      token_type: 'Bearer',
      scope: token.scopes.join(' '),
      created_at: Math.floor(token.createdAt / 1000),
    };
  });

  app.get('/_sandbox/registrations', () => registrationsOf(ctx.store).settings);

  /** JSON body with any of `enabled`, `approval_required`, `message`, `confirm_at_once`. */
  app.post('/_sandbox/registrations', (request) => {
    const params = bodyAsParams(request.body);
    const { settings } = registrationsOf(ctx.store);
    settings.enabled = asBoolean(params.enabled) ?? settings.enabled;
    settings.approvalRequired = asBoolean(params.approval_required) ?? settings.approvalRequired;
    settings.confirmAtOnce = asBoolean(params.confirm_at_once) ?? settings.confirmAtOnce;
    if ('message' in params) settings.message = asString(params.message) || null;
    return settings;
  });

  /** Stands in for the link of the confirmation e-mail: `email` or `username`. */
  app.post('/_sandbox/confirm', (request) => {
    const params = bodyAsParams(request.body);
    const login = asString(params.email) ?? asString(params.username) ?? '';
    const account = ctx.store.findLocalAccountByLogin(login);
    const { unconfirmed } = registrationsOf(ctx.store);
    if (!account || !unconfirmed.has(account.id)) throw new ApiError(404, 'Record not found');
    unconfirmed.delete(account.id);
    return { confirmed: account.username };
  });
};

export default registrations;
