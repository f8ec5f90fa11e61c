import { Component, Suspense, type ReactNode } from 'react';
import { Loading } from '../components/Loading';
import { Outlet, useLocation } from '../components/router';
import { RouteError } from './RouteError';

interface BoundaryProps {
  children: ReactNode;
  /** Around the whole app: the message is the page's main content. */
  whole?: boolean;
  /** A new value (the path) clears the error: leaving a broken screen recovers. */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
}

/** Catches what a screen throws while loading or rendering, so the shell around it stays usable. */
export class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.whole ? (
      <main id="main">
        <RouteError error={error} />
      </main>
    ) : (
      <RouteError error={error} />
    );
  }
}

/** The current screen: its code is fetched on first visit; a failure stays within the screen. */
export function ScreenOutlet() {
  // One lasting Suspense boundary: a navigation keeps the old screen until the new one's code is
  // in (router updates are transitions), so focus moves once the new screen is there.
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
