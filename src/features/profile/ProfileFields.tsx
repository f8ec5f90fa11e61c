import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { FormattedTime } from '../../components/FormattedTime';
import { renderNodes } from '../../components/status/ContentNodes';
import { EmojiText } from '../../components/status/EmojiText';
import { useReducedMotion } from '../../components/media/use-reduced-motion';
import { parseContent } from '../../lib/status-content';

/** The profile's name/value fields; a verified link (rel="me" checked by the server) is marked. */
export function ProfileFields({
  account,
  instance,
}: {
  account: mastodon.v1.Account;
  instance: string;
}) {
  const still = useReducedMotion();
  if (account.fields.length === 0) return null;
  return (
    <dl className="profile-fields">
      {account.fields.map((field, index) => (
        <div key={index} className={field.verifiedAt ? 'profile-field verified' : 'profile-field'}>
          <dt>
            <EmojiText text={field.name} emojis={account.emojis} />
          </dt>
          <dd>
            {renderNodes(parseContent(field.value, { emojis: account.emojis }), {
              instance,
              still,
            })}
            {field.verifiedAt && (
              <span className="profile-verified">
                {' '}
                <span aria-hidden="true">✓</span>
                <span className="visually-hidden">
                  <Trans>
                    Verified on <FormattedTime value={field.verifiedAt} />
                  </Trans>
                </span>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
