import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useId, useState, type FormEvent } from 'react';
import { EmojiText } from './EmojiText';

interface PollVoteFormProps {
  poll: mastodon.v1.Poll;
  emojis: readonly mastodon.v1.CustomEmoji[];
  busy: boolean;
  onVote: (choices: number[]) => void;
}

/** Radio buttons (one choice) or checkboxes (multiple) and a Vote button. */
export function PollVoteForm({ poll, emojis, busy, onVote }: PollVoteFormProps) {
  const { t } = useLingui();
  const name = useId();
  const [choices, setChoices] = useState<number[]>([]);
  const pick = (index: number, checked: boolean) => {
    if (!poll.multiple) setChoices([index]);
    else
      setChoices((current) => (checked ? [...current, index] : current.filter((i) => i !== index)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choices.length > 0) onVote(choices);
  };
  return (
    <form className="poll-form" onSubmit={submit}>
      <fieldset>
        <legend className="visually-hidden">
          {poll.multiple ? t`Poll: choose one or more` : t`Poll: choose one`}
        </legend>
        {poll.options.map((option, index) => (
          <label key={index} className="poll-choice">
            <input
              type={poll.multiple ? 'checkbox' : 'radio'}
              name={name}
              checked={choices.includes(index)}
              onChange={(event) => pick(index, event.currentTarget.checked)}
            />
            <span>
              <EmojiText text={option.title} emojis={emojis} />
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={busy || choices.length === 0}>
        <Trans comment="Button: sends one’s choices in a poll (verb)">Vote</Trans>
      </button>
    </form>
  );
}
