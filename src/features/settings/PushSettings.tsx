import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { accountKey } from '../../lib/accounts';
import { appConfig } from '../../lib/config';
import { DEFAULT_PUSH_ALERTS, pushDataFromServer, type PushData } from '../../lib/web-push';
import { useAccounts } from '../../state/accounts';
import { PushError, usePushActions, usePushState, usePushSupport } from '../../state/push-device';
import { useSession } from '../../state/session';
import { PushChoices } from './PushChoices';
import { FAILURES, UNAVAILABLE } from './push-messages';

function PushSection({ children }: { children: React.ReactNode }) {
  const name = appConfig.clientName;
  return (
    <section className="settings-section" aria-labelledby="settings-push">
      <h2 id="settings-push">
        <Trans>Push notifications</Trans>
      </h2>
      <p className="hint">
        <Trans>
          Get notified on this device even when {name} is closed. Push notifications work for one
          account at a time.
        </Trans>
      </p>
      {children}
    </section>
  );
}

function PushFailure({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <p className="notice notice-error" role="alert">
      {error instanceof PushError ? (
        i18n._(FAILURES[error.reason])
      ) : (
        <Trans>The change could not be saved. Please try again.</Trans>
      )}
    </p>
  );
}

/** Turn push on for the current account, choose what it is about, or turn it off. */
function PushForm() {
  const { account } = useSession();
  const accounts = useAccounts();
  const { owner, server } = usePushState();
  const { turnOn, save, turnOff } = usePushActions();
  const isOn = owner.data === accountKey(account!) && !!server.data;
  const initial: PushData =
    server.data && isOn
      ? pushDataFromServer(server.data)
      : { alerts: DEFAULT_PUSH_ALERTS, policy: 'all' };
  const [choices, setChoices] = useState<PushData | null>(null);
  if (owner.isPending || server.isPending) return null;
  const value = choices ?? initial;
  const other = accounts.find((a) => accountKey(a) === owner.data && a !== account);
  const otherName = other && (
    <bdi>{`@${other.info.acct ?? other.info.username}@${other.instanceURL}`}</bdi>
  );
  const busy = turnOn.isPending || save.isPending || turnOff.isPending;
  // The browser's push service could not be reached: asking again here would fail the same way.
  const cannotTurnOn = turnOn.error instanceof PushError && turnOn.error.reason === 'push-service';
  return (
    <form
      className="settings-section"
      onSubmit={(event) => {
        event.preventDefault();
        (isOn ? save : turnOn).mutate(value);
      }}
    >
      <p role="status">
        {isOn ? (
          <Trans>Push notifications are on for this account.</Trans>
        ) : other ? (
          <Trans>
            Push notifications are on for {otherName}. Turning them on here moves them to this
            account.
          </Trans>
        ) : (
          <Trans>Push notifications are off.</Trans>
        )}
      </p>
      <PushChoices value={value} onChange={setChoices} />
      <PushFailure error={turnOn.error ?? save.error ?? turnOff.error} />
      <div className="button-row">
        {(isOn || !cannotTurnOn) && (
          <button type="submit" className="button button-primary" disabled={busy}>
            {isOn ? <Trans>Save changes</Trans> : <Trans>Turn on push notifications</Trans>}
          </button>
        )}
        {isOn && (
          <button type="button" className="button" disabled={busy} onClick={() => turnOff.mutate()}>
            <Trans>Turn off</Trans>
          </button>
        )}
      </div>
    </form>
  );
}

export function PushSettings() {
  const { i18n } = useLingui();
  const support = usePushSupport();
  if (!support) return null;
  return (
    <PushSection>
      {support.available ? <PushForm /> : <p>{i18n._(UNAVAILABLE[support.reason])}</p>}
    </PushSection>
  );
}
