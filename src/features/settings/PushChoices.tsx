import { Trans, useLingui } from '@lingui/react/macro';
import { PUSH_ALERT_TYPES } from '../../lib/notifications/kinds';
import { PUSH_POLICIES, type PushData } from '../../lib/web-push';
import { ALERT_LABELS, POLICY_LABELS } from './push-messages';
import '../../styles/post-dialog.css';

/** What push notifications are about (alert types), and from whom (policy). */
export function PushChoices({
  value,
  onChange,
}: {
  value: PushData;
  onChange: (value: PushData) => void;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <fieldset className="post-dialog-fieldset">
        <legend>
          <Trans>Notify me of</Trans>
        </legend>
        {PUSH_ALERT_TYPES.map((type) => (
          <label key={type} className="toggle">
            <input
              type="checkbox"
              checked={value.alerts[type]}
              onChange={(event) =>
                onChange({ ...value, alerts: { ...value.alerts, [type]: event.target.checked } })
              }
            />
            <span>{i18n._(ALERT_LABELS[type])}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="post-dialog-fieldset">
        <legend>
          <Trans comment="Heading of the choice of whose notifications are pushed (anyone, people you follow…)">
            From
          </Trans>
        </legend>
        {PUSH_POLICIES.map((policy) => (
          <label key={policy} className="toggle">
            <input
              type="radio"
              name="push-policy"
              checked={value.policy === policy}
              onChange={() => onChange({ ...value, policy })}
            />
            <span>{i18n._(POLICY_LABELS[policy])}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
