import { Trans, useLingui } from '@lingui/react/macro';
import { ListChecks } from 'lucide-react';
import '../../styles/scheduled.css';
import { useId, type Dispatch } from 'react';
import type { ComposerAction } from '../../lib/compose/composer';
import { durationUnit, pollDurations, type ComposerPoll } from '../../lib/compose/poll-draft';
import type { PollLimits } from '../../lib/poll';
import { ToolButton } from './ComposerTools';

interface PollToolProps {
  /** A poll is being written. */
  on: boolean;
  /** Media is attached: a post has media or a poll, never both. */
  mediaAttached: boolean;
  /** The server took a poll before and posted without it. */
  notKept?: boolean;
  /** Id of the note saying why it cannot be pressed. */
  reasonId: string;
  onToggle: () => void;
}

/** "Add a poll", pressed while there is one (pressing again removes it). */
export function PollTool({
  on,
  mediaAttached,
  notKept = false,
  reasonId,
  onToggle,
}: PollToolProps) {
  const { t } = useLingui();
  const unavailable = !on && (notKept || mediaAttached);
  return (
    <ToolButton
      icon={ListChecks}
      label={t`Add a poll`}
      pressed={on}
      disabled={unavailable}
      describedBy={unavailable ? reasonId : undefined}
      onClick={onToggle}
    />
  );
}

/** Why a poll cannot be added: media attached, or a server that drops polls. */
export function PollUnavailable({ id, notKept }: { id: string; notKept: boolean }) {
  return (
    <p id={id} className="composer-hint">
      {notKept ? (
        <Trans>This server does not keep polls.</Trans>
      ) : (
        <Trans>A post has either media or a poll, not both.</Trans>
      )}
    </p>
  );
}

interface PollEditorProps {
  poll: ComposerPoll;
  limits: PollLimits;
  dispatch: Dispatch<ComposerAction>;
}

/** The poll being written: its choices, duration, single or multiple choice, hidden totals. */
export function ComposerPollEditor({ poll, limits, dispatch }: PollEditorProps) {
  const { t, i18n } = useLingui();
  const ids = { duration: useId() };
  const edit = (action: Extract<ComposerAction, { type: 'poll' }>['action']) =>
    dispatch({ type: 'poll', action });
  const atMax = limits.maxOptions !== undefined && poll.options.length >= limits.maxOptions;
  const duration = (seconds: number) => {
    const { value, unit } = durationUnit(seconds);
    return new Intl.NumberFormat(i18n.locale, { style: 'unit', unit, unitDisplay: 'long' }).format(
      value,
    );
  };
  return (
    <fieldset className="composer-poll">
      <legend>
        <Trans comment="Noun: a poll attached to a post">Poll</Trans>
      </legend>
      <ol className="composer-poll-options">
        {poll.options.map((option, index) => {
          const number = index + 1;
          return (
            <li key={index}>
              <input
                className="composer-poll-option"
                aria-label={t`Choice ${number}`}
                value={option}
                onChange={(event) => edit({ type: 'edit-option', index, text: event.target.value })}
              />
              <button
                type="button"
                className="button"
                aria-label={t`Remove choice ${number}`}
                disabled={poll.options.length <= 1}
                onClick={() => edit({ type: 'remove-option', index })}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <div className="composer-options">
        <button
          type="button"
          className="button"
          disabled={atMax}
          onClick={() => edit({ type: 'add-option', max: limits.maxOptions })}
        >
          <Trans>Add a choice</Trans>
        </button>
        <span className="schedule-field">
          <label htmlFor={ids.duration}>
            <Trans>Duration</Trans>
          </label>
          <select
            id={ids.duration}
            value={poll.expiresIn}
            onChange={(event) => edit({ type: 'set-expiry', seconds: Number(event.target.value) })}
          >
            {pollDurations(limits, poll.expiresIn).map((seconds) => (
              <option key={seconds} value={seconds}>
                {duration(seconds)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <div className="composer-options">
        <label className="composer-check">
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(event) => edit({ type: 'set-multiple', multiple: event.target.checked })}
          />
          <Trans>Allow several choices</Trans>
        </label>
        <label className="composer-check">
          <input
            type="checkbox"
            checked={poll.hideTotals}
            onChange={(event) =>
              edit({ type: 'set-hide-totals', hideTotals: event.target.checked })
            }
          />
          <Trans>Hide vote counts until the poll ends</Trans>
        </label>
        <button type="button" className="button" onClick={() => dispatch({ type: 'remove-poll' })}>
          <Trans>Remove poll</Trans>
        </button>
      </div>
    </fieldset>
  );
}
