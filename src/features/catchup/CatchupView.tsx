import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { hasEarlierScreen, Link, useNavigate } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { isCutShort, type CatchupEnd } from '../../lib/catchup-fetch';
import { useCatchup } from '../../state/catchups';
import { CatchupResults } from './CatchupResults';
import { catchupPath } from './catchup-path';

function CutShortNote({ end }: { end: CatchupEnd }) {
  if (!isCutShort(end)) return null;
  return (
    <p className="notice catchup-cut-short">
      {end === 'limit' ? (
        <Trans>
          This catch-up was cut short: the server keeps only about 800 posts of your Home timeline,
          so older posts of this range could not be read.
        </Trans>
      ) : (
        <Trans>
          This catch-up was cut short: the server gave no older posts, so the start of this range
          could not be read.
        </Trans>
      )}
    </p>
  );
}

/** Back to Home, where the reader left it (its history entry, so its position and focus return). */
function BackToTimeline() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="button catchup-back"
      onClick={() => void (hasEarlierScreen() ? navigate(-1) : navigate('/'))}
    >
      <ArrowLeft className="icon" aria-hidden="true" />
      <Trans>Back to the timeline</Trans>
    </button>
  );
}

/**
 * A kept catch-up: what range it covers, whether it is complete, and its posts. Made from Home
 * (`fromHome`), it leads back there.
 */
export function CatchupView({ id, fromHome = false }: { id: string; fromHome?: boolean }) {
  const { t, i18n } = useLingui();
  const catchup = useCatchup(id);
  if (catchup.isPending) return <Loading />;
  if (catchup.isError) {
    return <ErrorMessage error={catchup.error} fallback={msg`Unable to open this catch-up.`} />;
  }
  const when = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' });
  const from = catchup.data ? when(catchup.data.since) : '';
  const to = catchup.data ? when(catchup.data.createdAt) : '';
  return (
    <>
      <p className="catchup-nav">
        {fromHome && <BackToTimeline />}
        <Link to={catchupPath()}>
          <Trans>New catch-up</Trans>
        </Link>
      </p>
      {catchup.data ? (
        <>
          <p className="catchup-range">{t`Your Home timeline from ${from} to ${to}`}</p>
          <CutShortNote end={catchup.data.end} />
          <CatchupResults statuses={catchup.data.statuses} />
        </>
      ) : (
        <p className="empty">
          <Trans>This catch-up is no longer kept on this device.</Trans>
        </p>
      )}
    </>
  );
}
