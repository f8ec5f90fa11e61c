import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { durationParts, MUTE_DURATIONS } from '../../lib/post-menu';
import { PostDialog } from './PostDialog';
import { CancelOrConfirm } from '../CancelOrConfirm';
import '../../styles/post-dialog.css';

interface MuteAccountDialogProps {
  acct: string;
  onMute: (choice: { durationSeconds: number; notifications: boolean }) => void;
  onClose: () => void;
}

/** Asks how long to mute an account and whether to hide its notifications too. */
export function MuteAccountDialog({ acct, onMute, onClose }: MuteAccountDialogProps) {
  const { t, i18n } = useLingui();
  const [duration, setDuration] = useState(0);
  const [notifications, setNotifications] = useState(true);
  const durationId = useId();
  const label = (seconds: number) => {
    if (seconds === 0) return t`Until I unmute`;
    const { value, unit } = durationParts(seconds);
    return i18n.number(value, { style: 'unit', unit, unitDisplay: 'long' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMute({ durationSeconds: duration, notifications });
    onClose();
  };
  return (
    <PostDialog title={t`Mute @${acct}`} onClose={onClose}>
      <form className="post-dialog-form" onSubmit={submit}>
        <p>
          <Trans>
            You will not see their posts. They will not know they are muted, and can still follow
            you and see your posts.
          </Trans>
        </p>
        <label htmlFor={durationId}>
          <Trans comment="Label of the choice of how long something lasts (a mute, a poll)">
            Duration
          </Trans>
        </label>
        <select
          id={durationId}
          value={duration}
          onChange={(event) => setDuration(Number(event.target.value))}
        >
          {MUTE_DURATIONS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {label(seconds)}
            </option>
          ))}
        </select>
        <label className="post-dialog-check">
          <input
            type="checkbox"
            checked={notifications}
            onChange={(event) => setNotifications(event.target.checked)}
          />{' '}
          <Trans>Hide notifications from them too</Trans>
        </label>
        <CancelOrConfirm onCancel={onClose}>
          <Trans comment="Button: mutes the account, hiding its posts without blocking it (verb)">
            Mute
          </Trans>
        </CancelOrConfirm>
      </form>
    </PostDialog>
  );
}
