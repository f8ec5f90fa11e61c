import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { mastodon } from 'masto';

export const CONTEXT_LABELS: Record<mastodon.v2.FilterContext, MessageDescriptor> = {
  home: msg`Home and lists`,
  notifications: msg`Notifications`,
  public: msg`Public timelines`,
  thread: msg({
    message: 'Conversations',
    comment: 'Where a filter applies: the replies and context of a post (threads)',
  }),
  account: msg({
    message: 'Profiles',
    comment: 'Where a filter applies: posts shown on people’s profiles',
  }),
};

export const ACTION_LABELS: Record<mastodon.v2.FilterAction, MessageDescriptor> = {
  warn: msg`Hide behind a warning`,
  hide: msg`Hide completely`,
  blur: msg`Blur media`,
};

/** The short form the list shows. */
export const ACTION_SUMMARIES: Record<mastodon.v2.FilterAction, MessageDescriptor> = {
  warn: msg({ message: 'Warn', comment: 'Filter action: hide matching posts behind a warning' }),
  hide: msg({ message: 'Hide', comment: 'Filter action: hide matching posts completely' }),
  blur: msg`Blur media`,
};
