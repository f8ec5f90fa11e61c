import type { mastodon } from 'masto';
import { lazy, Suspense } from 'react';

// Loaded on demand: most readers never report or mute anyone.
const ReportDialog = lazy(() =>
  import('./ReportDialog').then((m) => ({ default: m.ReportDialog })),
);
const FilterPostDialog = lazy(() =>
  import('./FilterPostDialog').then((m) => ({ default: m.FilterPostDialog })),
);
const MuteAccountDialog = lazy(() =>
  import('./MuteAccountDialog').then((m) => ({ default: m.MuteAccountDialog })),
);

export type PostMenuDialogKind = 'report' | 'mute' | 'filter';

interface PostMenuDialogProps {
  kind: PostMenuDialogKind;
  post: mastodon.v1.Status;
  onClose: () => void;
  onReported: () => void;
  onMute: (choice: { durationSeconds: number; notifications: boolean }) => void;
  onFiltered: (title: string) => void;
}

/** The dialog a post menu item opened. */
export function PostMenuDialog({
  kind,
  post,
  onClose,
  onReported,
  onMute,
  onFiltered,
}: PostMenuDialogProps) {
  return (
    <Suspense fallback={null}>
      {kind === 'report' && <ReportDialog post={post} onClose={onClose} onSent={onReported} />}
      {kind === 'mute' && (
        <MuteAccountDialog acct={post.account.acct} onClose={onClose} onMute={onMute} />
      )}
      {kind === 'filter' && (
        <FilterPostDialog post={post} onClose={onClose} onFiltered={onFiltered} />
      )}
    </Suspense>
  );
}
