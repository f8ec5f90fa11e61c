/** The sign-up form's rules: what is checked before sending, and how the server's errors map to fields. */

export const SIGN_UP_FIELDS = [
  'username',
  'email',
  'password',
  'confirm',
  'agreement',
  'locale',
  'reason',
] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

export interface SignUpForm {
  username: string;
  email: string;
  password: string;
  confirm: string;
  agreement: boolean;
  locale: string;
  reason: string;
}

/** Mastodon's error codes (`details`), and `ERR_MISMATCH` for a confirmation that differs. */
export type SignUpErrorCode = string;
export type FieldErrors = Partial<Record<SignUpField, SignUpErrorCode[]>>;

export interface Registrations {
  enabled: boolean;
  approvalRequired: boolean;
  /** The server's own note about signing up (HTML). */
  message: string | null;
  /** Where the server takes sign-ups itself, when it says. */
  url: string | null;
}

/** Mastodon's shortest password. */
export const MIN_PASSWORD_LENGTH = 8;

export function emptySignUpForm(locale: string): SignUpForm {
  return {
    username: '',
    email: '',
    password: '',
    confirm: '',
    agreement: false,
    locale,
    reason: '',
  };
}

/** What can be told before asking the server; the server checks everything again. */
export function checkSignUp(form: SignUpForm, registrations: Registrations): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: SignUpField, code: SignUpErrorCode) => (errors[field] ??= []).push(code);
  if (!form.username.trim()) add('username', 'ERR_BLANK');
  else if (!/^[a-z0-9_]+$/i.test(form.username.trim())) add('username', 'ERR_INVALID');
  if (!form.email.trim()) add('email', 'ERR_BLANK');
  if (!form.password) add('password', 'ERR_BLANK');
  else if (form.password.length < MIN_PASSWORD_LENGTH) add('password', 'ERR_TOO_SHORT');
  if (form.confirm !== form.password) add('confirm', 'ERR_MISMATCH');
  if (!form.agreement) add('agreement', 'ERR_ACCEPTED');
  if (registrations.approvalRequired && !form.reason.trim()) add('reason', 'ERR_BLANK');
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

const isSignUpField = (key: string): key is SignUpField =>
  (SIGN_UP_FIELDS as readonly string[]).includes(key);

/**
 * The server's `details` (field → `[{ error, description }]`) as codes per field of the form.
 * Details about a field the form does not have are returned apart, to be shown above it.
 */
export function errorsFromDetails(details: unknown): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  if (!details || typeof details !== 'object' || Array.isArray(details)) return { fields, other };
  for (const [key, entries] of Object.entries(details as Record<string, unknown>)) {
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      if (!entry || typeof entry !== 'object') continue;
      const { error, description } = entry as { error?: unknown; description?: unknown };
      if (typeof error !== 'string') continue;
      if (isSignUpField(key)) (fields[key] ??= []).push(error);
      else other.push(typeof description === 'string' ? `${key} ${description}` : key);
    }
  }
  return { fields, other };
}

/** The registration facts of an instance record (v2's object, or v1's boolean and flag). */
export function registrationsOf(instance: unknown): Registrations {
  const closed: Registrations = {
    enabled: false,
    approvalRequired: false,
    message: null,
    url: null,
  };
  if (!instance || typeof instance !== 'object') return closed;
  const record = instance as Record<string, unknown>;
  const value = record.registrations;
  if (typeof value === 'boolean')
    return { ...closed, enabled: value, approvalRequired: record.approvalRequired === true };
  if (!value || typeof value !== 'object') return closed;
  const v2 = value as Record<string, unknown>;
  return {
    enabled: v2.enabled === true,
    approvalRequired: v2.approvalRequired === true,
    message: typeof v2.message === 'string' && v2.message.trim() ? v2.message : null,
    url: typeof v2.url === 'string' && /^https?:\/\//i.test(v2.url) ? v2.url : null,
  };
}
