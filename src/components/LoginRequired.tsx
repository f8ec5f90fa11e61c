import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from './router';
import { LoginRequiredError } from '../api/errors';
import { appPaths } from '../lib/app-paths';
import { ErrorMessage } from './ErrorMessage';

/** 'Login required.' with the way to log in, for screens that need an account. */
export function LoginRequired() {
  return (
    <ErrorMessage error={new LoginRequiredError()} fallback={msg`Login required.`}>
      <Link to={appPaths.login()}>
        <Trans>Go to login</Trans>
      </Link>
    </ErrorMessage>
  );
}
