import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { isRefused, serverMessage } from '../../api/errors';
import { toErrorMessage } from '../../components/error-messages';
import { charactersLeft } from '../../lib/compose/character-count';
import {
  composerReducer,
  createDraft,
  hasContent,
  type ComposerState,
  type QuoteTarget,
  type ReplyTarget,
  type Visibility,
} from '../../lib/compose/composer';
import { TriangleAlert } from 'lucide-react';
import { worthKeeping } from '../../lib/compose/edit';
import { lostParts } from '../../lib/compose/kept-parts';
import { droppedCapabilities } from '../../lib/dropped-parts';
import { postLanguageOf } from '../../lib/compose/languages';
import { markPartsDropped, useCapabilities } from '../../state/capabilities';
import { isScheduledStatus } from '../../state/compose';
import type { PostedLosses } from '../../state/composer-dialog';
import { loadDraft, removeDraft, saveDraft, type StoredDraft } from '../../state/drafts';
import { useInstance } from '../../state/instance-queries';
import { usePreferences } from '../../state/preferences';
import { queryKeys } from '../../state/query-keys';
import { cancelScheduled } from '../../state/scheduled';
import { sendOnce } from '../../state/send-once';
import { useSession } from '../../state/session';
import { announceOwnPost } from '../../state/own-posts';
import { Loading } from '../../components/Loading';
import { AutocompleteTextarea, type TextInsertion } from './AutocompleteTextarea';
import { CharacterCounter } from './CharacterCounter';
import { CloseQuestion } from './CloseQuestion';
import { useOfferCloseRequest } from './close-request';
import { AddMediaTools, ComposerMedia, MediaHoldNote } from './ComposerMedia';
import { EditingContext, ReplyContext } from './ComposerContext';
import { MoreTools, PostingAs, ToolButton, VisibilityTool } from './ComposerTools';
import { SendLabel, VisibilityLocked } from './ComposerNotes';
import { ComposerPollEditor, PollTool, PollUnavailable } from './ComposerPoll';
import { ComposerSchedule, ScheduleTool } from './ComposerSchedule';
import { ComposerTranslate } from './ComposerTranslate';
import { sendBlockers } from './composer-checks';
import { EmojiPicker } from './EmojiPicker';
import { OfflineNotice } from './OfflineNotice';
import { PostLanguagePicker } from './PostLanguagePicker';
import { QuotedPost } from './QuotedPost';
import { QuotePolicySelect } from './QuotePolicySelect';
import { SendBlockers } from './SendBlockers';
import { useComposerMedia } from './use-composer-media';
import { useNow } from '../../components/use-now';
import { SCHEDULE_CLOCK_MS } from '../../lib/compose/schedule';
import { useOfflineSending } from './use-offline-sending';

/** Mastodon's limit, for servers that do not say theirs. */
const DEFAULT_MAX_CHARACTERS = 500;

/** What the composer's host does once it is done. */
export interface ComposerDone {
  /** `losses`: what the server did not keep of a new post (none for an edit). */
  onSent: (post: mastodon.v1.Status, losses: PostedLosses) => void;
  /** A scheduled post was made (it waits on the Scheduled posts screen). */
  onScheduled: () => void;
  /** Closed without posting (the draft kept or discarded as the person chose). */
  onClose: () => void;
}

export interface ComposerProps extends ComposerDone {
  /** Where the draft is kept: one draft per new post, reply, quote. */
  slot: string;
  replyTo?: ReplyTarget | null;
  quote?: QuoteTarget | null;
  /** Text the draft starts with (a reply's mentions). */
  initialText?: string;
  initialVisibility?: Visibility;
  /** A draft of its own slot to start from: an edit, or a deleted post written again. */
  start?: { slot: string; draft: ComposerState | null };
  /** A scheduled post opened to edit: posting schedules the new one, then cancels this one. */
  replacesScheduled?: string;
}

interface DraftedProps extends ComposerProps {
  /** The draft kept for this slot, if any. */
  kept: StoredDraft | undefined;
  /** The account's posting preferences, when the server gave them. */
  preferences: mastodon.v1.Preference | null | undefined;
  uiLocale: string;
}

function startDraft(props: DraftedProps) {
  const { replyTo = null, quote = null, initialText = '', kept, preferences, start } = props;
  const fresh =
    start?.draft ??
    createDraft({
      idempotencyKey: crypto.randomUUID(),
      replyTo,
      quote,
      text: initialText,
      visibility: props.initialVisibility ?? preferences?.['posting:default:visibility'],
      language:
        postLanguageOf(preferences?.['posting:default:language']) ?? postLanguageOf(props.uiLocale),
      sensitive: preferences?.['posting:default:sensitive'],
    });
  return kept ? composerReducer(fresh, { type: 'restore', draft: kept.state }) : fresh;
}

/** How long the composer waits for the account's defaults before starting without them. */
const PREFERENCES_WAIT_MS = 1500;

function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/** The composer, once the draft kept for its slot (and the account's defaults) are read. */
export function Composer(props: ComposerProps) {
  const { scopeKey } = useSession();
  const { i18n } = useLingui();
  // Preferences are fetched ahead (see ComposerHost); a slow server is not waited for long.
  const preferences = usePreferences();
  const waited = useElapsed(PREFERENCES_WAIT_MS);
  const slot = props.start?.slot ?? props.slot;
  const [kept, setKept] = useState<{ draft: StoredDraft | undefined } | null>(null);
  useEffect(() => {
    let current = true;
    void loadDraft(scopeKey, slot).then((draft) => current && setKept({ draft }));
    return () => {
      current = false;
    };
  }, [scopeKey, slot]);
  if (!kept || (preferences.isLoading && !waited)) return <Loading />;
  return (
    <DraftedComposer
      {...props}
      kept={kept.draft}
      preferences={preferences.data}
      uiLocale={i18n.locale}
    />
  );
}

/** Writes a post or a reply: text, content warning, visibility, counted as the server counts. */
function DraftedComposer(props: DraftedProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const instance = useInstance(session.instance);
  const { capabilities, release, dropped } = useCapabilities(session.instance);
  const { quotes } = capabilities;
  const [draft, dispatch] = useReducer(composerReducer, props, startDraft);
  const [asking, setAsking] = useState(false);
  const { initialText, onSent, onScheduled, onClose } = props;
  const slot = props.start?.slot ?? props.slot;
  const dirty = worthKeeping(draft, props.start?.draft ?? null, initialText);
  // Every change is kept at once; a draft with nothing of its own written is not kept.
  useEffect(() => {
    if (draft.send.phase === 'sent') return;
    if (dirty) void saveDraft(session.scopeKey, slot, draft);
    else void removeDraft(session.scopeKey, slot);
  }, [draft, dirty, session.scopeKey, slot]);
  const media = useComposerMedia(draft, dispatch);
  const ids = {
    text: useId(),
    warning: useId(),
    count: useId(),
    visibility: useId(),
    hold: useId(),
    blockers: useId(),
    pollReason: useId(),
  };
  const textInsertion = useRef<TextInsertion>(null);
  const limits = instance.data?.configuration.statuses;
  const left = charactersLeft(
    draft.text,
    draft.warning ? draft.spoilerText : '',
    limits?.maxCharacters ?? DEFAULT_MAX_CHARACTERS,
    { charactersPerUrl: limits?.charactersReservedPerUrl },
  );
  const sending = draft.send.phase === 'sending';
  const preferredLanguages = [
    props.preferences?.['posting:default:language'],
    postLanguageOf(props.uiLocale),
  ].filter((code): code is string => Boolean(code));
  const pollLimits = instance.data?.configuration.polls ?? {};
  const now = useNow({ tickMs: SCHEDULE_CLOCK_MS, active: draft.scheduledAt !== null });
  const blockers = sendBlockers(draft, pollLimits, now);
  const canSend =
    hasContent(draft) && left >= 0 && !sending && !media.hold && blockers.length === 0;

  const send = async (current: ComposerState) => {
    dispatch({ type: 'send', at: new Date().toISOString() });
    try {
      // Attached media take their alt text with the edit; a new post's are saved first.
      if (!current.editing) await media.saveChanges(current.media);
      const post = await sendOnce(
        {
          client: session.client,
          accountId: session.account?.info.id,
          quotes,
          replacesScheduled: props.replacesScheduled,
        },
        current,
      );
      dispatch({ type: 'sent', postId: post.id });
      // What the server answers is what it kept: a part it took and dropped is said, and not
      // offered again on this server until its version changes.
      const lost = current.editing
        ? []
        : lostParts(current, post, Date.now(), { language: capabilities.software !== 'snac' });
      markPartsDropped(session, session.instance, release, droppedCapabilities(lost));
      await removeDraft(session.scopeKey, slot).catch(() => undefined);
      // The scheduled post this one replaces goes only once the new one is made.
      if (props.replacesScheduled) {
        await cancelScheduled(session.client, props.replacesScheduled).catch(() => undefined);
      }
      if (isScheduledStatus(post)) {
        void session.queryClient.invalidateQueries({
          queryKey: queryKeys.scheduledStatuses(session.instance),
        });
        onScheduled();
        return;
      }
      session.queryClient.setQueryData(queryKeys.status(session.instance, post.id), post);
      if (!current.editing) announceOwnPost(session, post);
      // The screen under the dialog shows the edit at once, streaming or not (snac has none).
      else session.posts.receive(session.instance, [post]);
      if (current.replyTo) {
        // The thread answered shows the reply.
        const context = queryKeys.statusContext(session.instance, current.replyTo.id);
        void session.queryClient.invalidateQueries({ queryKey: context });
      }
      onSent(post, { lost, text: current.text });
    } catch (error) {
      // The server's own words, when it gave any, after what failed.
      const said = serverMessage(error);
      const failure = i18n._(
        toErrorMessage(error, current.editing ? msg`Unable to save post.` : msg`Unable to post.`),
      );
      dispatch({
        type: 'send-failed',
        message: said ? `${failure} ${said}` : failure,
        // Without a clear refusal the post may have been made: the next send looks for it first.
        refused: isRefused(error),
      });
    }
  };
  const offline = useOfflineSending(canSend, draft.send.phase, () => void send(draft));
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Time has passed since the last render: the scheduled time is checked again.
    const ready = canSend && sendBlockers(draft, pollLimits, Date.now()).length === 0;
    if (ready && !offline.online) offline.wait();
    else if (ready) void send(draft);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (asking) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      requestClose();
    }
  };
  // Closing asks first when something was written; the draft is already kept.
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  useOfferCloseRequest(requestClose);
  const discard = () => {
    void removeDraft(session.scopeKey, slot).catch(() => undefined);
    onClose();
  };

  const pollOffered = capabilities.polls || dropped.includes('polls');
  const pollUnavailable =
    pollOffered && !draft.poll && (dropped.includes('polls') || draft.media.length > 0);
  const scheduleOffered =
    (capabilities.scheduledPosts || draft.scheduledAt !== null) && !draft.editing;

  return (
    <form
      className="composer"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-busy={sending}
      {...media.dropTarget}
    >
      {asking && (
        <CloseQuestion onKeep={onClose} onDiscard={discard} onCancel={() => setAsking(false)} />
      )}
      <div className="composer-body">
        {draft.editing ? (
          <EditingContext id={draft.editing.id} />
        ) : (
          draft.replyTo && <ReplyContext target={draft.replyTo} />
        )}
        {draft.warning && (
          <>
            <label htmlFor={ids.warning} className="visually-hidden">
              <Trans>Content warning</Trans>
            </label>
            <input
              id={ids.warning}
              className="composer-warning"
              value={draft.spoilerText}
              placeholder={t`Content warning`}
              onChange={(event) => dispatch({ type: 'edit-warning', text: event.target.value })}
            />
          </>
        )}
        <label htmlFor={ids.text} className="visually-hidden">
          {draft.replyTo ? <Trans>Your reply</Trans> : <Trans>What is on your mind?</Trans>}
        </label>
        <AutocompleteTextarea
          ref={textInsertion}
          id={ids.text}
          className="composer-text"
          rows={6}
          // Its own direction once written; the interface's while empty.
          dir={draft.text.trim() ? 'auto' : undefined}
          value={draft.text}
          placeholder={draft.replyTo ? t`Your reply` : t`What is on your mind?`}
          aria-describedby={ids.count}
          // A reply opens ready to type after its mentions.
          autoFocus
          onChange={(text) => dispatch({ type: 'edit-text', text })}
        />
        <ComposerTranslate
          text={draft.text}
          language={draft.language}
          onReplace={(text) => dispatch({ type: 'edit-text', text })}
        />
        <ComposerMedia media={media} />
        {draft.poll && (
          <ComposerPollEditor poll={draft.poll} limits={pollLimits} dispatch={dispatch} />
        )}
        <ComposerSchedule
          scheduledAt={draft.scheduledAt}
          onSchedule={(at) => dispatch({ type: 'schedule', at })}
        />
        {draft.quote && (
          <QuotedPost
            id={draft.quote.id}
            onRemove={() => dispatch({ type: 'set-quote', quote: null })}
          />
        )}
        {pollUnavailable && (
          <PollUnavailable id={ids.pollReason} notKept={dropped.includes('polls')} />
        )}
        {draft.editing && <VisibilityLocked id={ids.visibility} />}
        <OfflineNotice offline={offline} />
        <SendBlockers id={ids.blockers} messages={blockers} />
        {draft.send.phase === 'failed' && (
          <p className="notice notice-error" role="alert">
            {draft.send.message} <Trans>What you wrote is kept: post again to retry.</Trans>
          </p>
        )}
        <MediaHoldNote hold={media.hold} id={ids.hold} />
      </div>
      <div className="composer-bar">
        <div
          className="composer-tools"
          role="group"
          aria-label={t({
            message: 'Tools',
            comment: 'Composer: the row of tools (media, poll, content warning…)',
          })}
        >
          <AddMediaTools media={media} />
          {pollOffered && (
            <PollTool
              on={draft.poll !== null}
              mediaAttached={draft.media.length > 0}
              notKept={dropped.includes('polls')}
              reasonId={ids.pollReason}
              onToggle={() => dispatch({ type: draft.poll ? 'remove-poll' : 'add-poll' })}
            />
          )}
          <ToolButton
            icon={TriangleAlert}
            label={t`Content warning`}
            pressed={draft.warning}
            onClick={() => dispatch({ type: 'toggle-warning' })}
          />
          <EmojiPicker onChoose={(text, spaced) => textInsertion.current?.insert(text, spaced)} />
          <VisibilityTool
            visibility={draft.visibility}
            disabled={draft.editing !== null}
            describedBy={draft.editing ? ids.visibility : undefined}
            onChange={(visibility) => dispatch({ type: 'set-visibility', visibility })}
          />
          <PostLanguagePicker
            language={draft.language}
            preferred={preferredLanguages}
            onChange={(language) => dispatch({ type: 'set-language', language })}
          />
          {scheduleOffered && (
            <ScheduleTool
              scheduledAt={draft.scheduledAt}
              onSchedule={(at) => dispatch({ type: 'schedule', at })}
            />
          )}
          <MoreTools>
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
            {quotes && (
              <QuotePolicySelect
                policy={draft.quotePolicy}
                visibility={draft.visibility}
                onChange={(policy) => dispatch({ type: 'set-quote-policy', policy })}
              />
            )}
          </MoreTools>
        </div>
        <div className="composer-send">
          <PostingAs />
          <CharacterCounter left={left} id={ids.count} />
          <button type="button" className="button composer-cancel" onClick={requestClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={!canSend || offline.waiting}
            aria-describedby={
              [media.hold ? ids.hold : '', blockers.length > 0 ? ids.blockers : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
          >
            <SendLabel draft={draft} online={offline.online} />
          </button>
        </div>
      </div>
    </form>
  );
}
