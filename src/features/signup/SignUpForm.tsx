import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MastoHttpError } from 'masto';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { createAccount, type SignUpInfo } from '../../api/signup';
import { ErrorMessage } from '../../components/ErrorMessage';
import { languageList } from '../../i18n/languages';
import { redirectUriFor } from '../../lib/oauth-callback';
import {
  checkSignUp,
  emptySignUpForm,
  errorsFromDetails,
  hasErrors,
  type FieldErrors,
  type SignUpForm as FormValues,
} from '../../lib/signup';
import { RulesAgreement } from './RulesAgreement';
import { FieldErrorList, SignUpField } from './SignUpField';

interface Props {
  instance: string;
  info: SignUpInfo;
  onCreated: (accessToken: string, email: string) => void;
}

export function SignUpForm({ instance, info, onCreated }: Props) {
  const { i18n } = useLingui();
  const [form, setForm] = useState<FormValues>(() => emptySignUpForm(i18n.locale));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [other, setOther] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // Each time errors are shown, focus goes to the first field they are about (after rendering).
  const [shownErrors, setShownErrors] = useState(0);
  useEffect(() => {
    if (shownErrors === 0) return;
    document.querySelector<HTMLElement>('.signup-form [aria-invalid="true"]')?.focus();
  }, [shownErrors]);
  const languages = useMemo(() => languageList(i18n.locale), [i18n.locale]);
  const { registrations } = info;
  const set = (field: keyof FormValues) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setOther([]);
    const local = checkSignUp(form, registrations);
    setErrors(local);
    if (hasErrors(local)) setShownErrors((count) => count + 1);
    if (hasErrors(local)) return;
    setBusy(true);
    try {
      const redirectUri = redirectUriFor(window.location);
      const token = await createAccount(
        instance,
        redirectUri,
        form,
        registrations.approvalRequired,
      );
      onCreated(token, form.email.trim());
    } catch (error) {
      const details = error instanceof MastoHttpError ? errorsFromDetails(error.details) : null;
      if (details && (hasErrors(details.fields) || details.other.length > 0)) {
        setErrors(details.fields);
        setShownErrors((count) => count + 1);
        setOther(details.other);
      } else setFailure(error);
      setBusy(false);
    }
  }

  return (
    <form className="form signup-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <SignUpField
        id="signup-username"
        label={<Trans comment="Label of the username field when signing up">Username</Trans>}
        hint={
          <Trans>Letters, numbers and underscores. Your address will be @name@{instance}.</Trans>
        }
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={form.username}
        errors={errors.username}
        onValue={set('username')}
      />
      <SignUpField
        id="signup-email"
        type="email"
        label={<Trans>E-mail address</Trans>}
        autoComplete="email"
        value={form.email}
        errors={errors.email}
        onValue={set('email')}
      />
      <SignUpField
        id="signup-password"
        type="password"
        label={<Trans comment="Label of the password field when signing up">Password</Trans>}
        hint={<Trans>At least 8 characters.</Trans>}
        autoComplete="new-password"
        value={form.password}
        errors={errors.password}
        onValue={set('password')}
      />
      <SignUpField
        id="signup-confirm"
        type="password"
        label={<Trans>Confirm password</Trans>}
        autoComplete="new-password"
        value={form.confirm}
        errors={errors.confirm}
        onValue={set('confirm')}
      />
      <div className="form-field">
        <label htmlFor="signup-locale">
          <Trans>Language of the server's e-mails</Trans>
        </label>
        <select
          id="signup-locale"
          value={form.locale}
          onChange={(e) => set('locale')(e.target.value)}
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.nativeName}
            </option>
          ))}
        </select>
      </div>
      {registrations.approvalRequired && (
        <ReasonField value={form.reason} errors={errors.reason} onValue={set('reason')} />
      )}
      <RulesAgreement
        host={instance}
        rules={info.rules}
        checked={form.agreement}
        errors={errors.agreement}
        onChange={(agreement) => setForm((current) => ({ ...current, agreement }))}
      />
      {other.length > 0 && (
        <ul className="notice notice-error" role="alert">
          {other.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {failure !== null && (
        <ErrorMessage
          error={failure}
          fallback={msg`The account could not be created. Please try again.`}
        />
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? <Trans>Creating the account…</Trans> : <Trans>Create account</Trans>}
      </button>
    </form>
  );
}

/** Asked only where moderators approve new accounts. */
function ReasonField({
  value,
  errors,
  onValue,
}: {
  value: string;
  errors: string[] | undefined;
  onValue: (value: string) => void;
}) {
  return (
    <div className="form-field">
      <label htmlFor="signup-reason">
        <Trans>Why do you want to join?</Trans>
      </label>
      <textarea
        id="signup-reason"
        rows={3}
        value={value}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={`signup-reason-hint${errors?.length ? ' signup-reason-errors' : ''}`}
        onChange={(event) => onValue(event.target.value)}
      />
      <p id="signup-reason-hint" className="hint">
        <Trans>The server's moderators read this before approving your account.</Trans>
      </p>
      <FieldErrorList id="signup-reason-errors" codes={errors} />
    </div>
  );
}
