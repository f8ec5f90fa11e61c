import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoginRequiredError } from '../../api/errors';
import { appPaths } from '../../lib/app-paths';
import { useSession } from '../../state/session';
import { requiresLogin, type TimelineDescriptor } from '../../lib/timeline-descriptor';
import { ErrorMessage } from '../ErrorMessage';
import { TimelineFeed } from './TimelineFeed';
import '../../styles/timeline.css';

export interface TimelineProps {
  descriptor: TimelineDescriptor;
  /** The accessible name of the feed, e.g. "Home timeline". */
  label: string;
  /** Read a public timeline from this instance instead of the session's. */
  instance?: string;
}

/**
 * Any timeline: virtualised, paginated both ways, live (streaming or polling), with the new posts
 * behind an "N new posts" button. Timelines that need an account ask to log in.
 */
export function Timeline(props: TimelineProps) {
  const { isLoggedIn } = useSession();
  if (requiresLogin(props.descriptor) && !isLoggedIn) return <LoginRequired />;
  return <TimelineFeed {...props} />;
}

function LoginRequired() {
  return (
    <ErrorMessage error={new LoginRequiredError()} fallback={msg`Login required.`}>
      <Link to={appPaths.login()}>
        <Trans>Go to login</Trans>
      </Link>
    </ErrorMessage>
  );
}
