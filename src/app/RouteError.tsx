import { msg } from '@lingui/core/macro';
import { ErrorMessage } from '../components/ErrorMessage';

/** Shown when a screen fails to load or render, instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <div className="page">
      <ErrorMessage error={error} fallback={msg`Something went wrong. Please reload the page.`} />
    </div>
  );
}
