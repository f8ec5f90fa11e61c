import { useSession } from '../../state/session';
import { requiresLogin, type TimelineDescriptor } from '../../lib/timeline-descriptor';
import { LoginRequired } from '../LoginRequired';
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
  const { isLoggedIn, scopeKey } = useSession();
  if (requiresLogin(props.descriptor) && !isLoggedIn) return <LoginRequired />;
  // Another account's timeline starts afresh, from that account's own reading position.
  return <TimelineFeed key={scopeKey} {...props} />;
}
