import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { instanceOrigin, isValidInstance, normalizeInstance } from '../../lib/instance';
import { htmlToPlainText } from '../../lib/plain-text';
import type { Registrations } from '../../lib/signup';
import { useSession } from '../../state/session';
import { useSignUpInfo } from '../../state/signup';
import { SignUpConfirm } from './SignUpConfirm';
import { SignUpForm } from './SignUpForm';
import '../../styles/signup.css';

interface Created {
  accessToken: string;
  email: string;
}

/**
 * Sign up on an instance the person names (to begin with, the one `?instance=` names, as when
 * reading another server logged out, else the current one).
 */
export function SignUpPage() {
  const { t } = useLingui();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [instance, setInstance] = useState(() => {
    const named = searchParams.get('instance')?.toLowerCase();
    return named && isValidInstance(named) ? named : session.instance;
  });
  const [created, setCreated] = useState<Created | null>(null);
  const info = useSignUpInfo(instance);
  const registrations = info.data?.registrations;
  return (
    <Page title={t`Sign up`}>
      {created && registrations ? (
        <SignUpConfirm
          instance={instance}
          accessToken={created.accessToken}
          email={created.email}
          approvalRequired={registrations.approvalRequired}
        />
      ) : (
        <>
          <InstanceChooser instance={instance} onChoose={setInstance} />
          {info.isPending && <Loading />}
          {info.isError && (
            <ErrorMessage
              error={info.error}
              fallback={msg`Could not reach this server. Check its name and try again.`}
            />
          )}
          {registrations && !registrations.enabled && (
            <ClosedRegistrations instance={instance} registrations={registrations} />
          )}
          {registrations?.enabled && info.data && (
            <>
              {registrations.message && (
                <p className="signup-message">{htmlToPlainText(registrations.message)}</p>
              )}
              <SignUpForm
                key={instance}
                instance={instance}
                info={info.data}
                onCreated={(accessToken, email) => setCreated({ accessToken, email })}
              />
            </>
          )}
        </>
      )}
    </Page>
  );
}

function InstanceChooser({
  instance,
  onChoose,
}: {
  instance: string;
  onChoose: (instance: string) => void;
}) {
  const [input, setInput] = useState(instance);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      onChoose(normalizeInstance(input, instance));
      setInvalid(false);
    } catch {
      setInvalid(true);
    }
  };
  return (
    <form className="form signup-instance" onSubmit={submit}>
      <label htmlFor="signup-instance">
        <Trans comment="Label of the field for the server to sign up on">Server</Trans>
      </label>
      <div className="signup-instance-row">
        <input
          id="signup-instance"
          type="text"
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          value={input}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'signup-instance-error' : undefined}
          onChange={(event) => setInput(event.target.value)}
        />
        <button type="submit" className="button">
          <Trans comment="Button: picks the server typed in the field, to sign up on it">
            Choose
          </Trans>
        </button>
      </div>
      {invalid && (
        <p id="signup-instance-error" className="field-errors">
          <Trans>This is not a server name.</Trans>
        </p>
      )}
    </form>
  );
}

function ClosedRegistrations({
  instance,
  registrations,
}: {
  instance: string;
  registrations: Registrations;
}) {
  const href = registrations.url ?? `${instanceOrigin(instance)}/about`;
  return (
    <div className="notice signup-closed">
      <p>
        <Trans>{instance} does not take new accounts here.</Trans>
      </p>
      <a className="button" href={href} rel="noopener noreferrer">
        <Trans>Sign up on {instance}'s own site</Trans>
      </a>
    </div>
  );
}
