import { msg } from '@lingui/core/macro';
import { useEffect, useEffectEvent } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useNavigate } from '../../components/router';
import { useRunCatchup } from '../../state/catchups';
import { catchupPath } from './catchup-path';
import { CatchupProgressView } from './CatchupProgressView';

interface CatchupFromHomeProps {
  /** The Home entry where the reader stopped: the catch-up holds the posts above it. */
  untilId: string;
  /** When that entry was posted (ms): where the catch-up's range starts. */
  since: number;
}

/**
 * A catch-up of exactly the stretch of Home above where the reader stopped, made at once; it
 * opens in place of this screen, with the way back to Home.
 */
export function CatchupFromHome({ untilId, since }: CatchupFromHomeProps) {
  const navigate = useNavigate();
  const { run, start, cancel } = useRunCatchup();
  const begin = useEffectEvent(async () => {
    const id = await start(since, untilId);
    if (id) void navigate(`${catchupPath(id)}&from-home`, { replace: true });
  });
  useEffect(() => {
    void begin();
  }, [untilId, since]);
  if (run.state === 'failed') {
    return <ErrorMessage error={run.error} fallback={msg`Unable to fetch the Home timeline.`} />;
  }
  return (
    <CatchupProgressView
      progress={run.state === 'running' ? run.progress : { kept: 0, read: 0, fraction: 0 }}
      onCancel={() => {
        cancel();
        void navigate(-1);
      }}
    />
  );
}
