import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useId, useState, type FormEvent } from 'react';
import { isMissingEndpoint, serverMessage } from '../../api/errors';
import { toErrorMessage } from '../error-messages';
import {
  commentLength,
  remoteDomain,
  REPORT_COMMENT_LIMIT,
  reportCategories,
  reportPayload,
  reportProblems,
  ruleText,
  type ReportCategory,
  type ReportDraft,
} from '../../lib/report';
import { useInstanceRules, useReportAccount } from '../../state/post-actions';
import { loadedStatuses, useTimeline } from '../../state/timelines';
import { parsedContent } from './parsed-content';
import { PostDialog } from './PostDialog';
import { statusLabelText } from './status-label';
import { CancelOrConfirm } from '../CancelOrConfirm';
import '../../styles/post-dialog.css';

const CATEGORY_TEXT: Record<ReportCategory, MessageDescriptor> = {
  spam: msg`It is spam`,
  legal: msg`It is illegal`,
  violation: msg`It breaks the server's rules`,
  other: msg`Something else`,
};

/** How many of the author's recent posts can be attached besides this one. */
const OTHER_POSTS = 10;

type ReportDialogProps = {
  onSent: () => void;
  onClose: () => void;
} & (
  | {
      /** The original post reported (preselected). */
      post: mastodon.v1.Status;
    }
  | {
      /** An account reported from its profile (no post preselected). */
      account: mastodon.v1.Account;
    }
);

function RuleChoices({
  draft,
  onChange,
}: {
  draft: ReportDraft;
  onChange: (ids: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const rules = useInstanceRules();
  return (
    <fieldset className="post-dialog-fieldset">
      <legend>{t`Rules broken`}</legend>
      {(rules.data ?? []).map((rule) => {
        const { text, hint } = ruleText(rule, i18n.locale);
        const checked = draft.ruleIds.includes(rule.id);
        return (
          <label key={rule.id} className="post-dialog-check">
            <input
              type="checkbox"
              checked={checked}
              onChange={() =>
                onChange(
                  checked
                    ? draft.ruleIds.filter((id) => id !== rule.id)
                    : [...draft.ruleIds, rule.id],
                )
              }
            />{' '}
            <span>
              {text}
              {hint && <span className="post-dialog-hint">{hint}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function PostChoices({
  author,
  post,
  draft,
  onChange,
}: {
  author: mastodon.v1.Account;
  post: mastodon.v1.Status | undefined;
  draft: ReportDraft;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useLingui();
  const timeline = useTimeline({ type: 'account', id: author.id, filter: 'replies' });
  const others = loadedStatuses(timeline.data)
    .filter((status) => !status.reblog && status.id !== post?.id)
    .slice(0, OTHER_POSTS);
  const toggle = (id: string) =>
    onChange(
      draft.statusIds.includes(id)
        ? draft.statusIds.filter((other) => other !== id)
        : [...draft.statusIds, id],
    );
  return (
    <fieldset className="post-dialog-fieldset post-dialog-posts">
      <legend>{t`Posts to include`}</legend>
      {[...(post ? [post] : []), ...others].map((status) => (
        <label key={status.id} className="post-dialog-check">
          <input
            type="checkbox"
            checked={draft.statusIds.includes(status.id)}
            onChange={() => toggle(status.id)}
          />{' '}
          <span>{statusLabelText(status, parsedContent(status)) || t`A post without text`}</span>
        </label>
      ))}
      {timeline.isPending && (
        <p className="post-dialog-hint">
          <Trans>Loading their recent posts…</Trans>
        </p>
      )}
    </fieldset>
  );
}

/** Reports a post's author (or an account) to the moderators: reason, rules, comment, posts, forwarding. */
export function ReportDialog({ onSent, onClose, ...about }: ReportDialogProps) {
  const post = 'post' in about ? about.post : undefined;
  const author = 'post' in about ? about.post.account : about.account;
  const { t, i18n } = useLingui();
  const rules = useInstanceRules();
  const report = useReportAccount();
  const commentId = useId();
  const countId = useId();
  const [draft, setDraft] = useState<ReportDraft>({
    category: 'spam',
    ruleIds: [],
    comment: '',
    statusIds: post ? [post.id] : [],
    forward: false,
  });
  const update = (patch: Partial<ReportDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const acct = author.acct;
  const domain = remoteDomain(acct);
  const problems = reportProblems(draft);
  // A server without reports (snac) answers 404: sending again cannot work.
  const unavailable = report.isError && isMissingEndpoint(report.error);
  const left = REPORT_COMMENT_LIMIT - commentLength(draft.comment);
  const remaining = i18n.number(left);
  const over = i18n.number(-left);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0 || report.isPending) return;
    report.mutate(reportPayload(author, draft), { onSuccess: onSent });
  };

  return (
    <PostDialog title={t`Report @${acct}`} onClose={onClose}>
      <form className="post-dialog-form" onSubmit={submit}>
        <fieldset className="post-dialog-fieldset">
          <legend>{t`Why are you reporting this?`}</legend>
          {reportCategories(rules.data?.length ?? 0).map((category) => (
            <label key={category} className="post-dialog-check">
              <input
                type="radio"
                name="report-category"
                value={category}
                checked={draft.category === category}
                onChange={() => update({ category })}
              />{' '}
              {i18n._(CATEGORY_TEXT[category])}
            </label>
          ))}
        </fieldset>
        {draft.category === 'violation' && (
          <RuleChoices draft={draft} onChange={(ruleIds) => update({ ruleIds })} />
        )}
        <label htmlFor={commentId}>
          <Trans>Anything else the moderators should know (optional)</Trans>
        </label>
        <textarea
          id={commentId}
          rows={4}
          value={draft.comment}
          aria-describedby={countId}
          aria-invalid={left < 0}
          onChange={(event) => update({ comment: event.target.value })}
        />
        <p
          id={countId}
          className={left < 0 ? 'post-dialog-hint post-dialog-over' : 'post-dialog-hint'}
        >
          {left < 0 ? (
            <Trans>{over} characters over the limit</Trans>
          ) : (
            <Trans>{remaining} characters left</Trans>
          )}
        </p>
        <PostChoices
          author={author}
          post={post}
          draft={draft}
          onChange={(statusIds) => update({ statusIds })}
        />
        {domain && (
          <label className="post-dialog-check">
            <input
              type="checkbox"
              checked={draft.forward}
              onChange={(event) => update({ forward: event.target.checked })}
            />{' '}
            <Trans>Also send an anonymous copy of the report to {domain}</Trans>
          </label>
        )}
        {problems.includes('rule-required') && (
          <p className="post-dialog-hint">
            <Trans>Choose at least one rule.</Trans>
          </p>
        )}
        {report.isError && (
          <p className="notice notice-error" role="alert">
            {unavailable
              ? t`Reporting is not available on this server.`
              : i18n._(toErrorMessage(report.error, msg`Unable to send the report.`))}
            {!unavailable && serverMessage(report.error) ? ` ${serverMessage(report.error)}` : ''}
          </p>
        )}
        <CancelOrConfirm
          onCancel={onClose}
          disabled={problems.length > 0 || report.isPending || unavailable}
        >
          {report.isPending ? (
            <Trans comment="Status of the send button while the report is sent">Sending…</Trans>
          ) : (
            <Trans>Send report</Trans>
          )}
        </CancelOrConfirm>
      </form>
    </PostDialog>
  );
}
