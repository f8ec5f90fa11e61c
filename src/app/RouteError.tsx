import { msg } from '@lingui/core/macro';
import { useRouteError } from 'react-router';
import { ErrorMessage } from '../components/ErrorMessage';

/** Shown when a screen fails to load or render, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main id="main" className="page">
      <ErrorMessage error={error} fallback={msg`Something went wrong. Please reload the page.`} />
    </main>
  );
}
