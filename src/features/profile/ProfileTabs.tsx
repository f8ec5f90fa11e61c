import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Tabs } from '../../components/Tabs';
import { Timeline } from '../../components/timeline/Timeline';
import type { AccountTimelineFilter } from '../../lib/timeline-descriptor';
import { ProfileMediaGrid } from './ProfileMediaGrid';

interface ProfileTabsProps {
  accountId: string;
  instance: string;
}

/** Posts (pinned first, labelled) / Posts and replies / Media as a grid of thumbnails. */
export function ProfileTabs({ accountId, instance }: ProfileTabsProps) {
  const { i18n } = useLingui();
  const [selected, setSelected] = useState<AccountTimelineFilter>('posts');
  const tabs = [
    {
      key: 'posts',
      label: i18n._(
        msg({ message: 'Posts', comment: 'Noun: posts; tab, heading or label of a list of posts' }),
      ),
    },
    { key: 'replies', label: i18n._(msg`Posts and replies`) },
    {
      key: 'media',
      label: i18n._(
        msg({ message: 'Media', comment: 'Tab of a profile: posts with images, video or audio' }),
      ),
    },
  ] as const;
  const label = tabs.find((tab) => tab.key === selected)?.label ?? '';
  return (
    <Tabs
      tabs={tabs}
      selected={selected}
      onSelect={setSelected}
      label={i18n._(msg`Profile posts`)}
      idPrefix="profile"
    >
      {selected === 'media' ? (
        <ProfileMediaGrid accountId={accountId} instance={instance} />
      ) : (
        <Timeline
          key={selected}
          descriptor={{ type: 'account', id: accountId, filter: selected }}
          instance={instance}
          label={label}
        />
      )}
    </Tabs>
  );
}
