import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/router';
import { Page } from '../../components/Page';
import { appPaths } from '../../lib/app-paths';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Page not found`}>
      <p>
        <Trans>There is nothing at this address.</Trans>
      </p>
      <p>
        <Link to={appPaths.home()}>
          <Trans>Back to Home</Trans>
        </Link>
      </p>
    </Page>
  );
}
