import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { ERROR_MESSAGES, UNKNOWN_ERROR } from './signup-messages';

/** The messages for a field's error codes, in a list tied to the field by id. */
export function FieldErrorList({ id, codes }: { id: string; codes: string[] | undefined }) {
  const { i18n } = useLingui();
  if (!codes?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {codes.map((code) => (
        <li key={code}>{i18n._(ERROR_MESSAGES[code] ?? UNKNOWN_ERROR)}</li>
      ))}
    </ul>
  );
}

interface SignUpFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors: string[] | undefined;
  onValue: (value: string) => void;
}

/** A labelled input with its hint and the errors about it. */
export function SignUpField({
  id,
  label,
  hint,
  errors,
  onValue,
  type = 'text',
  ...input
}: SignUpFieldProps) {
  const errorId = `${id}-errors`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', errors?.length ? errorId : ''].filter(Boolean);
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        {...input}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      <FieldErrorList id={errorId} codes={errors} />
    </div>
  );
}
