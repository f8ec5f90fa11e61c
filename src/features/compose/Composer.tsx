import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useReducer, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage, toErrorMessage } from '../../api/errors';
import { appPaths } from '../../lib/app-paths';
import { charactersLeft } from '../../lib/compose/character-count';
import {
  composerReducer,
  createDraft,
  hasContent,
  isDirty,
  type ComposerState,
  type ReplyTarget,
  type Visibility,
} from '../../lib/compose/composer';
import { useCapabilities } from '../../state/capabilities';
import { isScheduledStatus, sendDraft } from '../../state/compose';
import { draftSlot, loadDraft, removeDraft, saveDraft, type StoredDraft } from '../../state/drafts';
import { useInstance } from '../../state/instance-queries';
import { queryKeys } from '../../state/query-keys';
import { cancelScheduled, scheduledDraftSlot } from '../../state/scheduled';
import { useSession } from '../../state/session';
import { Loading } from '../../components/Loading';
import { CharacterCounter } from './CharacterCounter';
import { AddPollButton, ComposerPollEditor } from './ComposerPoll';
import { ComposerSchedule } from './ComposerSchedule';
import { sendBlockers } from './composer-checks';
import { SendBlockers } from './SendBlockers';
import { useNow } from './use-now';

/** Mastodon's limit, for servers that do not say theirs. */
const DEFAULT_MAX_CHARACTERS = 500;

const VISIBILITIES: { value: Visibility; label: ReturnType<typeof msg> }[] = [
  { value: 'public', label: msg`Public` },
  { value: 'unlisted', label: msg`Quiet public` },
  { value: 'private', label: msg`Followers only` },
  { value: 'direct', label: msg`Mentioned people only` },
];

export interface ComposerProps {
  replyTo?: ReplyTarget | null;
  /** Text the draft starts with (a reply's mentions). */
  initialText?: string;
  initialVisibility?: Visibility;
  /** A scheduled post opened to edit: posting schedules the new one, then cancels this one. */
  replacesScheduled?: string;
}

interface DraftedProps extends ComposerProps {
  /** The draft kept for this slot, if any. */
  kept: StoredDraft | undefined;
  slot: string;
}

function startDraft({ replyTo = null, initialText = '', initialVisibility, kept }: DraftedProps) {
  const fresh = createDraft({
    idempotencyKey: crypto.randomUUID(),
    replyTo,
    text: initialText,
    visibility: initialVisibility,
  });
  return kept ? composerReducer(fresh, { type: 'restore', draft: kept.state }) : fresh;
}

/** The composer, once the draft kept for it (a new post, or a reply to one post) is read. */
export function Composer(props: ComposerProps) {
  const { scopeKey } = useSession();
  const slot = props.replacesScheduled
    ? scheduledDraftSlot(props.replacesScheduled)
    : draftSlot(props.replyTo?.id);
  const [kept, setKept] = useState<{ draft: StoredDraft | undefined } | null>(null);
  useEffect(() => {
    let current = true;
    void loadDraft(scopeKey, slot).then((draft) => current && setKept({ draft }));
    return () => {
      current = false;
    };
  }, [scopeKey, slot]);
  if (!kept) return <Loading />;
  return <DraftedComposer {...props} kept={kept.draft} slot={slot} />;
}

/** Writes a post or a reply: text, content warning, visibility, counted as the server counts. */
function DraftedComposer(props: DraftedProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const instance = useInstance(session.instance);
  const [draft, dispatch] = useReducer(composerReducer, props, startDraft);
  const { slot, initialText } = props;
  // Every change is kept at once; a draft with nothing of its own written is not kept.
  useEffect(() => {
    if (draft.send.phase === 'sent') return;
    if (isDirty(draft, initialText)) void saveDraft(session.scopeKey, slot, draft);
    else void removeDraft(session.scopeKey, slot);
  }, [draft, initialText, session.scopeKey, slot]);
  const { capabilities } = useCapabilities(session.instance);
  const ids = { text: useId(), warning: useId(), count: useId(), blockers: useId() };
  const limits = instance.data?.configuration.statuses;
  const left = charactersLeft(
    draft.text,
    draft.warning ? draft.spoilerText : '',
    limits?.maxCharacters ?? DEFAULT_MAX_CHARACTERS,
    { charactersPerUrl: limits?.charactersReservedPerUrl },
  );
  const sending = draft.send.phase === 'sending';
  const pollLimits = instance.data?.configuration.polls ?? {};
  const now = useNow(draft.scheduledAt !== null);
  const blockers = sendBlockers(draft, pollLimits, now);
  const canSend = hasContent(draft) && left >= 0 && !sending && blockers.length === 0;

  const send = async (current: ComposerState) => {
    dispatch({ type: 'send' });
    try {
      const post = await sendDraft(session.client, current);
      dispatch({ type: 'sent', postId: post.id });
      await removeDraft(session.scopeKey, slot).catch(() => undefined);
      // The scheduled post this one replaces goes only once the new one is made.
      if (props.replacesScheduled) {
        await cancelScheduled(session.client, props.replacesScheduled).catch(() => undefined);
      }
      if (isScheduledStatus(post)) {
        void session.queryClient.invalidateQueries({
          queryKey: queryKeys.scheduledStatuses(session.instance),
        });
        void navigate(appPaths.scheduled());
        return;
      }
      session.queryClient.setQueryData(queryKeys.status(session.instance, post.id), post);
      void navigate(appPaths.status(session.instance, post.id));
    } catch (error) {
      // The server's own words, when it gave any, after what failed.
      const said = serverMessage(error);
      const failure = i18n._(toErrorMessage(error, msg`Unable to post.`));
      dispatch({ type: 'send-failed', message: said ? `${failure} ${said}` : failure });
    }
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Time has passed since the last render: the scheduled time is checked again.
    if (canSend && sendBlockers(draft, pollLimits, Date.now()).length === 0) void send(draft);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      const discard =
        !isDirty(draft, props.initialText) || window.confirm(t`Discard what you have written?`);
      if (discard) void navigate(-1);
    }
  };

  return (
    <form className="composer" onSubmit={submit} onKeyDown={onKeyDown} aria-busy={sending}>
      {draft.replyTo && <ReplyingTo acct={draft.replyTo.acct} />}
      {draft.warning && (
        <>
          <label htmlFor={ids.warning}>
            <Trans>Content warning</Trans>
          </label>
          <input
            id={ids.warning}
            className="composer-warning"
            value={draft.spoilerText}
            onChange={(event) => dispatch({ type: 'edit-warning', text: event.target.value })}
          />
        </>
      )}
      <label htmlFor={ids.text}>
        {draft.replyTo ? <Trans>Your reply</Trans> : <Trans>What is on your mind?</Trans>}
      </label>
      <textarea
        id={ids.text}
        className="composer-text"
        rows={6}
        value={draft.text}
        aria-describedby={ids.count}
        // A reply opens ready to type after its mentions.
        autoFocus
        onChange={(event) => dispatch({ type: 'edit-text', text: event.target.value })}
      />
      {draft.poll && (
        <ComposerPollEditor poll={draft.poll} limits={pollLimits} dispatch={dispatch} />
      )}
      <div className="composer-options">
        <button
          type="button"
          className="button"
          aria-pressed={draft.warning}
          onClick={() => dispatch({ type: 'toggle-warning' })}
        >
          <Trans>Content warning</Trans>
        </button>
        <label className="composer-check">
          <input
            type="checkbox"
            checked={draft.sensitive}
            onChange={(event) =>
              dispatch({ type: 'set-sensitive', sensitive: event.target.checked })
            }
          />
          <Trans>Mark as sensitive</Trans>
        </label>
        {capabilities.polls && !draft.poll && (
          <AddPollButton
            mediaAttached={draft.media.length > 0}
            onAdd={() => dispatch({ type: 'add-poll' })}
          />
        )}
        {(capabilities.scheduledPosts || draft.scheduledAt !== null) && !draft.editing && (
          <ComposerSchedule
            scheduledAt={draft.scheduledAt}
            onSchedule={(at) => dispatch({ type: 'schedule', at })}
          />
        )}
        <label className="composer-visibility">
          <Trans>Visibility</Trans>
          <select
            value={draft.visibility}
            onChange={(event) =>
              dispatch({ type: 'set-visibility', visibility: event.target.value as Visibility })
            }
          >
            {VISIBILITIES.map(({ value, label }) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <SendBlockers id={ids.blockers} messages={blockers} />
      <div className="composer-send">
        <CharacterCounter left={left} id={ids.count} />
        <button
          type="submit"
          className="button button-primary"
          disabled={!canSend}
          aria-describedby={blockers.length > 0 ? ids.blockers : undefined}
        >
          {sending ? (
            <Trans>Posting…</Trans>
          ) : draft.scheduledAt !== null ? (
            <Trans>Schedule</Trans>
          ) : draft.replyTo ? (
            <Trans>Reply</Trans>
          ) : (
            <Trans>Post</Trans>
          )}
        </button>
      </div>
      {draft.send.phase === 'failed' && (
        <p className="notice notice-error" role="alert">
          {draft.send.message} <Trans>What you wrote is kept: post again to retry.</Trans>
        </p>
      )}
    </form>
  );
}

function ReplyingTo({ acct }: { acct: string }) {
  return (
    <p className="composer-reply">
      <Trans>Replying to @{acct}</Trans>
    </p>
  );
}
