import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import {
  policyChoices,
  policyRules,
  type PolicyRule,
  type PolicyValue,
} from '../../lib/notification-policy';
import {
  useNotificationPolicy,
  useUpdateNotificationPolicy,
} from '../../state/notification-policy';

const RULE_LABELS: Record<PolicyRule, { label: MessageDescriptor; hint?: MessageDescriptor }> = {
  forNotFollowing: { label: msg`People you don't follow` },
  forNotFollowers: { label: msg`People who don't follow you` },
  forNewAccounts: { label: msg`New accounts`, hint: msg`Created within the past 30 days` },
  forPrivateMentions: {
    label: msg`Unsolicited private mentions`,
    hint: msg`Replies to your own private mentions and people you follow always come through`,
  },
  forLimitedAccounts: { label: msg`Accounts limited by moderators` },
};

const CHOICE_LABELS: Record<PolicyValue, MessageDescriptor> = {
  accept: msg({
    message: 'Accept',
    context: 'notification policy: let them through',
    comment: 'Option for notifications from a kind of sender: show them as usual',
  }),
  filter: msg({
    message: 'Filter',
    comment:
      'Option for notifications from a kind of sender: put them aside among filtered notifications',
  }),
  drop: msg({
    message: 'Ignore',
    comment: 'Option for notifications from a kind of sender: drop them, never showing them',
  }),
};

/** Accept, filter or ignore notifications from each kind of sender; every change saves at once. */
export function NotificationPolicyEditor() {
  const { i18n } = useLingui();
  const policy = useNotificationPolicy();
  const update = useUpdateNotificationPolicy();
  return (
    <section className="request-section policy-editor" aria-labelledby="policy-heading">
      <h2 id="policy-heading">
        <Trans>Notification policy</Trans>
      </h2>
      {policy.isPending ? (
        <Loading />
      ) : !policy.data ? (
        <ErrorMessage
          error={policy.error}
          fallback={msg`Unable to load the notification policy.`}
          onRetry={() => void policy.refetch()}
        />
      ) : (
        <>
          <p className="policy-explanation">
            {policy.data.version === 'v2' ? (
              <Trans>
                Filtered notifications wait here for you to accept or dismiss them; ignored ones are
                never shown.
              </Trans>
            ) : (
              <Trans>Filtered notifications wait here for you to accept or dismiss them.</Trans>
            )}
          </p>
          <div className="policy-rules">
            {policyRules(policy.data.version).map((rule) => {
              const value = policy.data.rules[rule];
              if (value === undefined) return null;
              const { label, hint } = RULE_LABELS[rule];
              return (
                <div key={rule} className="policy-rule">
                  <label htmlFor={`policy-${rule}`}>
                    <span className="policy-label">{i18n._(label)}</span>
                    {hint && <span className="policy-hint">{i18n._(hint)}</span>}
                  </label>
                  <select
                    id={`policy-${rule}`}
                    value={value}
                    onChange={(event) =>
                      update.mutate({ [rule]: event.target.value as PolicyValue })
                    }
                  >
                    {policyChoices(policy.data.version).map((choice) => (
                      <option key={choice} value={choice}>
                        {i18n._(CHOICE_LABELS[choice])}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
          <p className="policy-status" role="status">
            {update.isSuccess && !update.isPending && (
              <Trans comment="Status: the changes were saved">Saved.</Trans>
            )}
          </p>
          {update.isError && (
            <ErrorMessage
              error={update.error}
              fallback={msg`Unable to change the notification policy. It is as it was.`}
            />
          )}
        </>
      )}
    </section>
  );
}
