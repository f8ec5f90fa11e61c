import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileField } from '../../lib/profile-edit';
import '../../styles/post-dialog.css';

interface FieldsEditorProps {
  fields: ProfileField[];
  max: number;
  onChange: (fields: ProfileField[]) => void;
}

/** The profile's label/content rows, up to the server's limit. */
export function FieldsEditor({ fields, max, onChange }: FieldsEditorProps) {
  const { t, i18n } = useLingui();
  const count = i18n.number(max);
  const update = (at: number, patch: Partial<ProfileField>) =>
    onChange(fields.map((field, index) => (index === at ? { ...field, ...patch } : field)));
  return (
    <fieldset className="profile-fields-editor">
      <legend>
        <Trans>Profile fields</Trans>
      </legend>
      <p className="post-dialog-hint">
        <Trans>Up to {count} label and content pairs, shown on your profile.</Trans>
      </p>
      {fields.map((field, at) => {
        const number = i18n.number(at + 1);
        return (
          <div key={at} className="profile-field-row">
            <input
              type="text"
              aria-label={t`Label ${number}`}
              placeholder={t({
                message: 'Label',
                comment: 'Name of a profile field, e.g. Website',
              })}
              value={field.name}
              onChange={(event) => update(at, { name: event.target.value })}
            />
            <input
              type="text"
              aria-label={t`Content ${number}`}
              placeholder={t({
                message: 'Content',
                comment: 'Value of a profile field, e.g. an address',
              })}
              value={field.value}
              onChange={(event) => update(at, { value: event.target.value })}
            />
            <button
              type="button"
              className="button"
              aria-label={t`Remove field ${number}`}
              onClick={() => onChange(fields.filter((_field, index) => index !== at))}
            >
              <Trans>Remove</Trans>
            </button>
          </div>
        );
      })}
      {fields.length < max && (
        <button
          type="button"
          className="button"
          onClick={() => onChange([...fields, { name: '', value: '' }])}
        >
          <Trans>Add a field</Trans>
        </button>
      )}
    </fieldset>
  );
}
