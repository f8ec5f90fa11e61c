import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Avatar } from '../../components/Avatar';
import { EmojiText } from '../../components/status/EmojiText';
import { storedHandle, type StoredAccount } from '../../lib/accounts';

interface AccountChoiceProps {
  account: StoredAccount;
  isCurrent: boolean;
  onChoose: () => void;
}

/**
 * A stored account in the switcher: avatar, name and full handle; the current one is marked with
 * a check mark and says so, not only by its background.
 */
export function AccountChoice({ account, isCurrent, onChoose }: AccountChoiceProps) {
  const { t } = useLingui();
  const name = account.info.displayName || account.info.username || account.info.id;
  const who = storedHandle(account);
  return (
    <button
      type="button"
      className="account-choice"
      aria-current={isCurrent ? 'true' : undefined}
      aria-label={isCurrent ? t`${name} ${who}, current account` : t`Switch to ${name} ${who}`}
      onClick={onChoose}
    >
      <Avatar src={account.info.avatar_static || account.info.avatar} size={36} />
      <span className="account-names">
        <span className="account-name">
          <EmojiText text={name} emojis={account.info.emojis ?? []} />
        </span>
        <span className="account-handle">{who}</span>
        {isCurrent && (
          <span className="account-current-label">
            <Trans>Current account</Trans>
          </span>
        )}
      </span>
      {isCurrent && <Check className="icon account-check" aria-hidden="true" />}
    </button>
  );
}
