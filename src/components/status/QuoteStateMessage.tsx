import { Trans } from '@lingui/react/macro';

/** A short message for a quote that can't be shown; unknown states read as 'unauthorized'. */
export function QuoteStateMessage({ state }: { state: string }) {
  switch (state) {
    case 'pending':
      return <Trans>The quoted post's author hasn't approved this quote yet.</Trans>;
    case 'rejected':
      return <Trans>The quoted post's author declined this quote.</Trans>;
    case 'revoked':
      return <Trans>The quoted post's author removed this quote.</Trans>;
    case 'deleted':
      return <Trans>The quoted post was deleted.</Trans>;
    case 'blocked_account':
      return <Trans>Quoted post hidden because you blocked its author.</Trans>;
    case 'blocked_domain':
      return <Trans>Quoted post hidden because you blocked its server.</Trans>;
    case 'muted_account':
      return <Trans>Quoted post hidden because you muted its author.</Trans>;
    default:
      return <Trans>You can't see the quoted post.</Trans>;
  }
}
