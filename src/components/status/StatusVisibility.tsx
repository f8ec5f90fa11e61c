import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { lazy, Suspense } from 'react';

// The four drawings load after the first screen; the mark keeps its size and label meanwhile.
const VisibilityIcon = lazy(() => import('./VisibilityIcon'));

/** The post's audience as an icon with an accessible label (and tooltip). */
export function StatusVisibility({ visibility }: { visibility: mastodon.v1.StatusVisibility }) {
  const { t } = useLingui();
  const labels: Record<mastodon.v1.StatusVisibility, string> = {
    public: t`Public`,
    unlisted: t`Quiet public`,
    private: t`Followers only`,
    direct: t`Private mention`,
  };
  const label = labels[visibility] ?? visibility;
  return (
    <span className="status-visibility" role="img" aria-label={label} title={label}>
      <Suspense fallback={null}>
        <VisibilityIcon visibility={visibility} />
      </Suspense>
    </span>
  );
}
