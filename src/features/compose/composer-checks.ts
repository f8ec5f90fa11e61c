import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComposerState } from '../../lib/compose/composer';
import { pollIssues } from '../../lib/compose/poll-draft';
import { scheduleIssue, type ScheduleIssue } from '../../lib/compose/schedule';
import type { PollIssue, PollLimits } from '../../lib/poll';

/** What a poll problem is called; the first two are SPEC's exact words. */
export function pollIssueMessage(issue: PollIssue): MessageDescriptor {
  switch (issue.code) {
    case 'too-few-options':
      return msg`Poll must have at least 2 options`;
    case 'empty-options':
      return msg`Some poll choices are empty`;
    case 'too-many-options': {
      const max = issue.max;
      return msg`A poll can have at most ${max} choices`;
    }
    case 'option-too-long': {
      const max = issue.max;
      return msg`Poll choices can have at most ${max} characters`;
    }
    case 'duplicate-options':
      return msg`Some poll choices are the same`;
    case 'expiry-too-short':
      return msg`Poll duration is too short`;
    case 'expiry-too-long':
      return msg`Poll duration is too long`;
  }
}

export function scheduleIssueMessage(issue: ScheduleIssue): MessageDescriptor {
  return issue.code === 'too-soon'
    ? msg`Choose a time at least 5 minutes from now.`
    : msg`Choose a date and time to publish the post.`;
}

/** Why the draft cannot be sent yet, beyond its text: its poll, its scheduled time. */
export function sendBlockers(
  draft: ComposerState,
  pollLimits: PollLimits,
  now: number,
): MessageDescriptor[] {
  const schedule = scheduleIssue(draft.scheduledAt, now);
  return [
    ...pollIssues(draft.poll, pollLimits).map(pollIssueMessage),
    ...(schedule ? [scheduleIssueMessage(schedule)] : []),
  ];
}
