import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ListChecks } from 'lucide-react';
import { useContext } from 'react';
import { StoppedHereContext } from './stopped-here-context';
import { appPaths } from '../../lib/app-paths';
import { Link } from '../router';

/**
 * "You stopped here": where Home reopened, above the post the reader stopped at, with a catch-up
 * of the stretch above it. It leads its row (`data-row-lead`): the feed restores and saves the
 * reading position from the post below it, so it moves nothing the reader was looking at.
 */
export function StoppedHere() {
  const { t } = useLingui();
  const info = useContext(StoppedHereContext);
  if (!info) return null;
  const { count, more } = info;
  const label = more
    ? plural(count, { one: 'Catch up on these #+', other: 'Catch up on these #+' })
    : plural(count, { one: 'Catch up on this one', other: 'Catch up on these #' });
  return (
    // An article of the feed of its own (a feed holds only articles), not the row's post.
    <article className="stopped-here" data-row-lead="" aria-label={t`You stopped here`}>
      <div role="separator" aria-label={t`You stopped here`} className="stopped-here-line">
        <span aria-hidden="true">{t`You stopped here`}</span>
      </div>
      {count > 0 && (
        <Link
          className="button stopped-here-catchup"
          to={appPaths.catchupFrom(info.id, info.since)}
        >
          <ListChecks className="icon" aria-hidden="true" />
          <span>{label}</span>
        </Link>
      )}
    </article>
  );
}
