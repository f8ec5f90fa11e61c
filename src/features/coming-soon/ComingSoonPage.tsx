import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useMatches } from 'react-router';
import { Page } from '../../components/Page';
import { appPaths } from '../../lib/app-paths';

function routeTitle(handle: unknown): MessageDescriptor | null {
  const title = (handle as { title?: MessageDescriptor } | undefined)?.title;
  return title ?? null;
}

/** The page of a screen that a later release delivers; titled from its route. */
export function ComingSoonPage() {
  const { i18n, t } = useLingui();
  const matches = useMatches();
  const descriptor = routeTitle(matches[matches.length - 1]?.handle);
  const title = descriptor ? i18n._(descriptor) : t`Coming soon`;
  return (
    <Page title={title}>
      <p>
        <Trans>This screen is coming soon.</Trans>
      </p>
      <p>
        <Link to={appPaths.home()}>
          <Trans>Back to Home</Trans>
        </Link>
      </p>
    </Page>
  );
}
