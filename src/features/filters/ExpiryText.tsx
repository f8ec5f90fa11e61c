import { Trans } from '@lingui/react/macro';
import { FormattedTime } from '../../components/FormattedTime';
import { isFilterActive } from '../../lib/filters';

/** When a filter expires (or expired), or that it never does. */
export function ExpiryText({ expiresAt }: { expiresAt: string | null | undefined }) {
  if (!expiresAt) return <Trans>Never expires</Trans>;
  const time = <FormattedTime value={expiresAt} />;
  return isFilterActive({ expiresAt }, new Date()) ? (
    <Trans>Expires {time}</Trans>
  ) : (
    <Trans>Expired {time}</Trans>
  );
}
