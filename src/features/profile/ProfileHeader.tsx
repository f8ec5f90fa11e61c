import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useMemo } from 'react';
import { Avatar } from '../../components/Avatar';
import { renderNodes } from '../../components/status/ContentNodes';
import { EmojiText } from '../../components/status/EmojiText';
import { useReducedMotion } from '../../components/media/use-reduced-motion';
import { parseContent } from '../../lib/status-content';
import { ProfileCounts } from './ProfileCounts';
import { ProfileFields } from './ProfileFields';

interface ProfileHeaderProps {
  account: mastodon.v1.Account;
  instance: string;
}

/** Header image, avatar, name, bio, fields and counts of a profile. */
export function ProfileHeader({ account, instance }: ProfileHeaderProps) {
  const still = useReducedMotion();
  const bio = useMemo(
    () => parseContent(account.note, { emojis: account.emojis }),
    [account.note, account.emojis],
  );
  const header = still ? account.headerStatic : account.header;
  return (
    <section className="profile-header" aria-labelledby="profile-name">
      <div className="profile-banner">
        {header && !header.endsWith('/missing.png') && <img src={header} alt="" decoding="async" />}
      </div>
      <div className="profile-identity">
        <Avatar src={(still ? account.avatarStatic : account.avatar) || account.avatar} size={88} />
        <div>
          <h2 id="profile-name" className="profile-name">
            <EmojiText text={account.displayName || account.username} emojis={account.emojis} />
          </h2>
          <p className="profile-acct">
            <bdi>@{account.acct}</bdi>
          </p>
          {(account.bot || account.locked || account.group) && (
            <p className="profile-flags">
              {account.bot && (
                <span className="badge">
                  <Trans comment="Badge of a bot account">Automated</Trans>
                </span>
              )}
              {account.group && (
                <span className="badge">
                  <Trans comment="Badge of a group account">Group</Trans>
                </span>
              )}
              {account.locked && (
                <span className="badge">
                  <Trans>Approves followers</Trans>
                </span>
              )}
            </p>
          )}
        </div>
      </div>
      {bio.length > 0 && (
        <div className="profile-bio status-content" dir="auto">
          {renderNodes(bio, { instance, still })}
        </div>
      )}
      <ProfileFields account={account} instance={instance} />
      <ProfileCounts account={account} instance={instance} />
    </section>
  );
}
