import { msg } from '@lingui/core/macro';
import { useNavigate } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useCatchupList, useRunCatchup } from '../../state/catchups';
import { CatchupProgressView } from './CatchupProgressView';
import { CatchupSetup } from './CatchupSetup';
import { SavedCatchups } from './SavedCatchups';
import { catchupPath } from './catchup-path';

/** Choosing a range and reading Home back to it, then the catch-up opens. */
export function CatchupStart() {
  const navigate = useNavigate();
  const saved = useCatchupList();
  const { run, start, cancel } = useRunCatchup();
  const begin = async (since: number) => {
    const id = await start(since);
    if (id) void navigate(catchupPath(id));
  };
  if (run.state === 'running') {
    return <CatchupProgressView progress={run.progress} onCancel={cancel} />;
  }
  return (
    <>
      <CatchupSetup
        lastCatchupAt={saved.data?.[0]?.createdAt}
        onStart={(since) => void begin(since)}
      />
      {run.state === 'failed' && (
        <ErrorMessage error={run.error} fallback={msg`Unable to fetch the Home timeline.`} />
      )}
      <SavedCatchups catchups={saved.data ?? []} />
    </>
  );
}
