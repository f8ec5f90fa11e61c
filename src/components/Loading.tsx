import { Trans, useLingui } from '@lingui/react/macro';
import '../styles/skeleton.css';

interface LoadingProps {
  /** `posts`: avatar and a few lines of text (timelines, notifications, threads); `rows`: one line each (lists, accounts). */
  shape?: 'posts' | 'rows';
  rows?: number;
}

const LINES = { posts: 3, rows: 1 } as const;

/** The outline of what is coming, while it loads; screen readers hear "Loading". */
export function Loading({ shape = 'posts', rows = 3 }: LoadingProps) {
  const { t } = useLingui();
  return (
    <div className={`skeleton skeleton-${shape}`} role="status" aria-label={t`Loading`}>
      <span className="visually-hidden">
        <Trans comment="Status read by screen readers while content loads">Loading</Trans>
      </span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="skeleton-row" aria-hidden="true">
          <span className="skeleton-block skeleton-avatar" />
          <span className="skeleton-lines">
            {Array.from({ length: LINES[shape] }, (_, line) => (
              <span key={line} className="skeleton-block skeleton-line" />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}
