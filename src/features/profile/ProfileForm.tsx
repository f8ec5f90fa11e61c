import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { appPaths } from '../../lib/app-paths';
import { draftFromAccount, profileUpdate, type ProfileDraft } from '../../lib/profile-edit';
import { useUpdateProfile } from '../../state/profile';
import { useSession } from '../../state/session';
import { FieldsEditor } from './FieldsEditor';
import { ImagePicker, type ChosenImage } from './ImagePicker';
import '../../styles/post-dialog.css';

interface ProfileFormProps {
  account: mastodon.v1.AccountCredentials;
  maxFields: number;
}

type Flag = 'locked' | 'bot' | 'discoverable';

/** The own profile's form; a failed save keeps everything typed and chosen. */
export function ProfileForm({ account, maxFields }: ProfileFormProps) {
  const { t } = useLingui();
  const { instance } = useSession();
  const nameId = useId();
  const bioId = useId();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromAccount(account));
  const [avatar, setAvatar] = useState<ChosenImage>();
  const [header, setHeader] = useState<ChosenImage>();
  const save = useUpdateProfile();
  const update = (patch: Partial<ProfileDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(profileUpdate(draft, { avatar: avatar?.blob, header: header?.blob }), {
      onSuccess: () => {
        setAvatar(undefined);
        setHeader(undefined);
      },
    });
  };
  const flag = (name: Flag, label: string, hint: string) => (
    <label className="post-dialog-check profile-flag">
      <input
        type="checkbox"
        checked={draft[name]}
        onChange={(event) => update({ [name]: event.target.checked })}
      />{' '}
      <span>
        {label}
        <span className="post-dialog-hint">{hint}</span>
      </span>
    </label>
  );
  return (
    <form className="profile-form" onSubmit={submit}>
      <ImagePicker kind="header" current={account.header} value={header} onChange={setHeader} />
      <ImagePicker kind="avatar" current={account.avatar} value={avatar} onChange={setAvatar} />
      <label htmlFor={nameId}>
        <Trans>Display name</Trans>
      </label>
      <input
        id={nameId}
        type="text"
        value={draft.displayName}
        onChange={(event) => update({ displayName: event.target.value })}
      />
      <label htmlFor={bioId}>
        <Trans comment="Label of the field for the description of one’s profile">Bio</Trans>
      </label>
      <textarea
        id={bioId}
        rows={4}
        value={draft.note}
        onChange={(event) => update({ note: event.target.value })}
      />
      <FieldsEditor
        fields={draft.fields}
        max={maxFields}
        onChange={(fields) => update({ fields })}
      />
      <fieldset className="profile-flags-editor">
        <legend>
          <Trans>Who sees and follows you</Trans>
        </legend>
        {flag(
          'locked',
          t`Approve followers`,
          t`People ask to follow you; you accept or reject them.`,
        )}
        {flag('bot', t`This is an automated account`, t`It mostly posts on its own.`)}
        {flag(
          'discoverable',
          t`Suggest this account to others`,
          t`It can appear in the profile directory and in suggestions.`,
        )}
      </fieldset>
      {save.isError && (
        <ErrorMessage error={save.error} fallback={msg`Unable to save the profile.`} />
      )}
      {save.isSuccess && !save.isPending && (
        <p className="notice" role="status">
          <Trans>
            Profile saved. <Link to={appPaths.account(instance, account.id)}>See your profile</Link>
          </Trans>
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? (
            <Trans comment="Status of a save button while saving">Saving…</Trans>
          ) : (
            <Trans>Save</Trans>
          )}
        </button>
      </div>
    </form>
  );
}
