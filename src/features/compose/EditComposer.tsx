import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import type { ComposerState } from '../../lib/compose/composer';
import { draftSlotOf } from '../../lib/compose/compose-target';
import { loadEditDraft } from '../../state/edit';
import { useSession } from '../../state/session';
import { Composer, type ComposerDone } from './Composer';

type Loaded = { draft: ComposerState } | { error: unknown };

/** The composer editing an own post, once the post and its source are read. */
export function EditComposer({ id, ...done }: ComposerDone & { id: string }) {
  const { client } = useSession();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadEditDraft(client, id).then(
      (draft) => current && setLoaded({ draft }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [client, id, attempt]);
  if (!loaded) return <Loading />;
  if ('error' in loaded) {
    return (
      <ErrorMessage
        error={loaded.error}
        fallback={msg`Unable to load post.`}
        onRetry={() => {
          setLoaded(null);
          setAttempt((value) => value + 1);
        }}
      />
    );
  }
  const slot = draftSlotOf({ edit: id });
  return <Composer {...done} slot={slot} start={{ slot, draft: loaded.draft }} />;
}

/**
 * The composer with a deleted post to write again: the draft is kept for its slot; the copy
 * handed over when the composer was opened stands in if keeping it failed.
 */
export function RedraftComposer({
  id,
  handed,
  ...done
}: ComposerDone & { id: string; handed: ComposerState | null }) {
  const slot = draftSlotOf({ redraft: id });
  return <Composer {...done} slot={slot} start={{ slot, draft: handed }} />;
}
