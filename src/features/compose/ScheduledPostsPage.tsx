import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { Link } from '../../components/router';
import { isNotFound, serverMessage } from '../../api/errors';
import { toErrorMessage } from '../../components/error-messages';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormattedTime } from '../../components/FormattedTime';
import { LoginRequired } from '../../components/LoginRequired';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { NotOfferedNotice } from '../../components/Unavailable';
import { appPaths } from '../../lib/app-paths';
import { SCHEDULE_CLOCK_MS, scheduleIssue } from '../../lib/compose/schedule';
import { readScheduled } from '../../lib/compose/scheduled-draft';
import { useCapabilities } from '../../state/capabilities';
import { useChangeScheduled, useScheduledStatuses } from '../../state/scheduled';
import { useSession } from '../../state/session';
import '../../styles/compose.css';
import '../../styles/scheduled.css';
import { scheduleIssueMessage } from './composer-checks';
import { ScheduleTimeField } from './ComposerSchedule';
import { useNow } from '../../components/use-now';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useConfirm } from '../../components/use-confirm';

function ScheduledContent({ scheduled }: { scheduled: mastodon.v1.ScheduledStatus }) {
  const { t } = useLingui();
  const read = readScheduled(scheduled);
  const media = read.mediaCount;
  const warning = read.spoilerText;
  return (
    <>
      <p className="draft-meta">
        <Trans>
          Publishes <FormattedTime value={scheduled.scheduledAt} />
        </Trans>
      </p>
      {read.spoilerText && (
        <p className="scheduled-warning">
          <Trans>Content warning: {warning}</Trans>
        </p>
      )}
      <p className="draft-text">{read.text.trim() || t`(empty)`}</p>
      {read.poll && (
        <ul className="scheduled-poll" aria-label={t`Poll`}>
          {read.poll.options.map((option, index) => (
            <li key={index}>{option}</li>
          ))}
        </ul>
      )}
      {media > 0 && (
        <p className="draft-meta">
          {plural(media, { one: '# media attachment', other: '# media attachments' })}
        </p>
      )}
    </>
  );
}

function Reschedule({
  scheduled,
  onDone,
}: {
  scheduled: mastodon.v1.ScheduledStatus;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const change = useChangeScheduled();
  const [at, setAt] = useState(scheduled.scheduledAt);
  const now = useNow({ tickMs: SCHEDULE_CLOCK_MS });
  const issue = scheduleIssue(at, now);
  const save = () => {
    if (scheduleIssue(at, Date.now())) return;
    change.mutate({ type: 'reschedule', id: scheduled.id, scheduledAt: at }, { onSuccess: onDone });
  };
  const failure = change.error
    ? [
        i18n._(toErrorMessage(change.error, msg`Unable to change the time.`)),
        serverMessage(change.error),
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  return (
    <div className="composer-schedule">
      <ScheduleTimeField value={at} onChange={setAt} label={msg`New time`} />
      <button
        type="button"
        className="button button-primary"
        disabled={issue !== null || change.isPending}
        onClick={save}
      >
        <Trans>Save time</Trans>
      </button>
      <button type="button" className="button" onClick={onDone}>
        <Trans>Keep the time</Trans>
      </button>
      {issue && <p className="composer-blocker">{i18n._(scheduleIssueMessage(issue))}</p>}
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

function ScheduledRow({ scheduled }: { scheduled: mastodon.v1.ScheduledStatus }) {
  const { t, i18n } = useLingui();
  const change = useChangeScheduled();
  const [rescheduling, setRescheduling] = useState(false);
  const { confirm, dialog: question } = useConfirm();
  const cancel = async () => {
    const yes = await confirm({
      title: t`Cancel this scheduled post?`,
      detail: t`It will not be published.`,
      confirmLabel: t`Cancel post`,
      keepLabel: t`Keep`,
      danger: true,
    });
    if (yes) change.mutate({ type: 'cancel', id: scheduled.id });
  };
  return (
    <li className="draft-row">
      <ScheduledContent scheduled={scheduled} />
      {rescheduling ? (
        <Reschedule scheduled={scheduled} onDone={() => setRescheduling(false)} />
      ) : (
        <div className="composer-options">
          <button type="button" className="button" onClick={() => setRescheduling(true)}>
            <Trans>Change time</Trans>
          </button>
          <Link className="button" to={appPaths.compose({ scheduled: scheduled.id })}>
            <Trans>Edit</Trans>
          </Link>
          <button
            type="button"
            className="button"
            disabled={change.isPending}
            onClick={() => void cancel()}
          >
            <Trans>Cancel post</Trans>
          </button>
        </div>
      )}
      {change.isError && (
        <p className="notice notice-error" role="alert">
          {i18n._(toErrorMessage(change.error, msg`Unable to cancel the scheduled post.`))}
        </p>
      )}
      {question}
    </li>
  );
}

/** Servers list scheduled posts by id; people read them by when they will be published. */
function soonestFirst(items: mastodon.v1.ScheduledStatus[]): mastodon.v1.ScheduledStatus[] {
  const time = (item: mastodon.v1.ScheduledStatus) => Date.parse(item.scheduledAt) || Infinity;
  return [...items].sort((a, b) => time(a) - time(b));
}

function ScheduledList() {
  const { t } = useLingui();
  const list = useScheduledStatuses();
  if (list.isPending) return <Loading />;
  if (!list.data && isNotFound(list.error)) {
    return <NotOfferedNotice message={t`This server does not offer scheduled posts.`} />;
  }
  if (!list.data) {
    return (
      <ErrorMessage
        error={list.error}
        fallback={msg`Unable to load scheduled posts.`}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const items = soonestFirst(list.data.pages.flatMap((page) => page.items));
  if (items.length === 0) {
    return (
      <p className="empty">
        <Trans>No scheduled posts. Choose “Schedule for later” in the composer to add one.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="plain-list draft-list" aria-label={t`Scheduled posts`}>
        {items.map((scheduled) => (
          <ScheduledRow key={scheduled.id} scheduled={scheduled} />
        ))}
      </ul>
      {list.isFetchNextPageError && (
        <ErrorMessage error={list.error} fallback={msg`Unable to load scheduled posts.`} />
      )}
      <LoadMoreButton query={list} />
    </>
  );
}

/** Scheduled posts where the server has them; where it does not, says so instead of asking. */
function ScheduledOrNotOffered() {
  const { t } = useLingui();
  const { instance } = useSession();
  const { capabilities, isPending } = useCapabilities(instance);
  if (isPending) return <Loading />;
  if (!capabilities.scheduledPosts) {
    return <NotOfferedNotice message={t`This server does not offer scheduled posts.`} />;
  }
  return <ScheduledList />;
}

/** The account's scheduled posts: change the time, open one to edit, cancel. */
export function ScheduledPostsPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return (
    <Page title={t`Scheduled posts`}>
      {isLoggedIn ? <ScheduledOrNotOffered /> : <LoginRequired />}
    </Page>
  );
}
