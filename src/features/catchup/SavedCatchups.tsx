import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/router';
import { isCutShort } from '../../lib/catchup-fetch';
import type { CatchupSummary } from '../../state/catchup-storage';
import { catchupPath } from './catchup-path';

/** The catch-ups kept on this device, to open again. */
export function SavedCatchups({ catchups }: { catchups: readonly CatchupSummary[] }) {
  const { t, i18n } = useLingui();
  if (catchups.length === 0) return null;
  const when = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="catchup-saved" aria-labelledby="catchup-saved-heading">
      <h2 id="catchup-saved-heading">
        <Trans>Earlier catch-ups</Trans>
      </h2>
      <ul className="plain-list result-list">
        {catchups.map((catchup) => {
          const from = when(catchup.since);
          const to = when(catchup.createdAt);
          return (
            <li key={catchup.id} className="result-row">
              <Link to={catchupPath(catchup.id)}>{t`${from} to ${to}`}</Link>{' '}
              <span className="muted">
                {plural(catchup.count, { one: '# post', other: '# posts' })}
                {isCutShort(catchup.end) && <> · {t`cut short`}</>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
