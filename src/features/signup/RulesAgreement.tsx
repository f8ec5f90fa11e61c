import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { FieldErrorList } from './SignUpField';

/** The server's rules, and the checkbox agreeing to them. */
export function RulesAgreement({
  host,
  rules,
  checked,
  errors,
  onChange,
}: {
  host: string;
  rules: mastodon.v1.Rule[];
  checked: boolean;
  errors: string[] | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <fieldset className="signup-rules">
      <legend>
        <Trans>The rules of {host}</Trans>
      </legend>
      {rules.length > 0 ? (
        <ol className="signup-rule-list">
          {rules.map((rule) => (
            <li key={rule.id}>
              <span className="signup-rule-text">{rule.text}</span>
              {rule.hint && <span className="hint">{rule.hint}</span>}
            </li>
          ))}
        </ol>
      ) : (
        <p className="hint">
          <Trans>This server lists no rules of its own.</Trans>
        </p>
      )}
      <label className="toggle">
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? 'signup-agreement-errors' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <Trans>I agree to these rules and to the server's terms.</Trans>
        </span>
      </label>
      <FieldErrorList id="signup-agreement-errors" codes={errors} />
    </fieldset>
  );
}
