import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation } from '../components/router';
import { ActionNotice } from '../components/ActionNotice';
import { appPaths } from '../lib/app-paths';
import { draftSlotOf } from '../lib/compose/compose-target';
import { useSettled } from '../state/app-settled';
import { useComposerDialog } from '../state/composer-dialog';
import { usePreferences } from '../state/preferences';
import { useSession } from '../state/session';

type ComposerDialogModule = typeof import('../features/compose/ComposerDialog');
type ComposerDialogComponent = ComposerDialogModule['ComposerDialog'];

/** The dialog's module once its code has loaded. */
let loadedComposer: Pick<ComposerDialogModule, 'ComposerDialog' | 'PostedSummary'> | null = null;
const loadComposerDialog = () =>
  import('../features/compose/ComposerDialog').then(({ ComposerDialog, PostedSummary }) => {
    loadedComposer = { ComposerDialog, PostedSummary };
    return loadedComposer;
  });
const LazyComposerDialog = lazy(() =>
  loadComposerDialog().then((module) => ({ default: module.ComposerDialog })),
);

type ComposerDialogProps = Parameters<ComposerDialogComponent>[0];

/**
 * The loaded component itself once the preload has finished: `lazy` would suspend once even then,
 * and React holds back what a suspended boundary reveals for about 300 ms. Chosen when the dialog
 * mounts, so it never changes under a dialog that is open.
 */
function ComposerDialog(props: ComposerDialogProps) {
  const [Dialog] = useState<ComponentType<ComposerDialogProps>>(
    () => loadedComposer?.ComposerDialog ?? LazyComposerDialog,
  );
  return <Dialog {...props} />;
}

const PRELOAD_DELAY_MS = 500;

/**
 * Once the app has settled (state/app-settled.ts), the composer's code is fetched and the drafts
 * database opened, so that opening the composer is instant.
 */
function usePreloadComposer(enabled: boolean, scopeKey: string) {
  const settled = useSettled();
  useEffect(() => {
    if (!enabled || !settled) return;
    // Not every browser has idle callbacks (Safari); a short delay stands in.
    const timer = setTimeout(() => {
      void loadComposerDialog();
      void import('../state/drafts').then(({ loadDraft }) => loadDraft(scopeKey, draftSlotOf({})));
    }, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, settled, scopeKey]);
}

/**
 * What the dialog announces once it has posted, with the way to the post; what the server did not
 * keep of a new post is said, with the way back to it.
 */
function PostedNotice() {
  const { posted, dismissPosted } = useComposerDialog();
  return (
    <ActionNotice className="posted-notice" onDismiss={dismissPosted}>
      {posted && (
        <>
          {posted.edited ? (
            <Trans>Your post is saved.</Trans>
          ) : loadedComposer ? (
            // Only the composer posts, so its code is here by now.
            <loadedComposer.PostedSummary losses={posted.losses} />
          ) : (
            <Trans>Your post is published.</Trans>
          )}{' '}
          <Link to={appPaths.status(posted.instance, posted.id)}>
            <Trans>View it</Trans>
          </Link>
        </>
      )}
    </ActionNotice>
  );
}

/**
 * The composer dialog over whatever screen is open: `n` or `c` opens it (app/KeyboardShortcuts),
 * as do New post, Reply and Quote.
 */
export function ComposerHost() {
  const { isLoggedIn, scopeKey } = useSession();
  const { target, close } = useComposerDialog();
  usePreloadComposer(isLoggedIn, scopeKey);
  // Fetched ahead so the composer starts with the account's defaults without waiting.
  usePreferences();
  // A dialog belongs to the account and the screen it was opened on (its draft is kept).
  const { pathname } = useLocation();
  useEffect(() => close, [scopeKey, pathname, close]);
  return (
    <>
      <PostedNotice />
      {isLoggedIn && target && (
        <Suspense fallback={null}>
          <ComposerDialog key={JSON.stringify(target)} target={target} />
        </Suspense>
      )}
    </>
  );
}
