import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import type { ComposerState } from '../../lib/compose/composer';
import { editSlot, redraftSlot } from '../../lib/compose/edit';
import { loadEditDraft } from '../../state/edit';
import { useSession } from '../../state/session';
import { Composer } from './Composer';

type Loaded = { draft: ComposerState } | { error: unknown };

/** The composer editing an own post, once the post and its source are read. */
export function EditComposer({ id }: { id: string }) {
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
  return <Composer start={{ slot: editSlot(id), draft: loaded.draft }} />;
}

/**
 * The composer with a deleted post to write again: the draft is kept for its slot; the copy
 * handed over with the navigation stands in if keeping it failed.
 */
export function RedraftComposer({ id }: { id: string }) {
  const location = useLocation();
  const handed = (location.state as { redraft?: ComposerState } | null)?.redraft;
  return <Composer start={{ slot: redraftSlot(id), draft: handed ?? null }} />;
}
