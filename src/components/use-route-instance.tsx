import type { MessageDescriptor } from '@lingui/core';
import type { ReactElement } from 'react';
import { useParams } from './router';
import { InvalidInstanceError, isValidInstance, shownInstance } from '../lib/instance';
import { useSession } from '../state/session';
import { ErrorMessage } from './ErrorMessage';

interface RouteInstance {
  /** The instance the page reads: the one its path names (`:instance`), else the session's. */
  instance: string;
  /** The instance its path names, when it names one. */
  requested: string | undefined;
  /** What the page shows instead of its content when that is no valid instance; else null. */
  invalid: ReactElement | null;
}

/** The instance of a page's path, checked; `fallback` is the page's "Unable to load …". */
export function useRouteInstance(fallback: MessageDescriptor): RouteInstance {
  const params = useParams();
  const session = useSession();
  const requested = params.instance?.toLowerCase();
  const instance = requested ?? session.instance;
  const invalid = isValidInstance(instance) ? null : (
    <ErrorMessage error={new InvalidInstanceError()} fallback={fallback} />
  );
  return { instance, requested, invalid };
}

/**
 * The instance whose screens are shown (see shownInstance), which the shell reads, and whether
 * it is another than the session's: logged out, reading another server asks nothing of the
 * default instance.
 */
export function useShownInstance(): { instance: string; other: boolean } {
  const params = useParams();
  const session = useSession();
  const instance = shownInstance(session, params.instance);
  return { instance, other: instance.toLowerCase() !== session.instance.toLowerCase() };
}
