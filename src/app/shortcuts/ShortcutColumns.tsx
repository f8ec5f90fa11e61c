import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link } from '../../components/router';
import { usePageTitle } from '../../components/use-page-title';
import { useShortcutLabel } from '../../components/shortcuts/use-shortcut-label';
import {
  FEED_SCROLLER_ATTRIBUTE,
  FeedScrollerContext,
} from '../../components/timeline/feed-scroller';
import { shortcutKey, shortcutPath } from '../../lib/shortcuts';
import { useSession } from '../../state/session';
import { useShortcuts } from '../../state/shortcuts';
import '../../styles/shortcuts.css';
import { ColumnContent } from './ColumnContent';

/** A column's own scroll container: the feeds inside scroll it instead of the window. */
function ColumnScroller({ label, children }: { label: string; children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const attributes = { [FEED_SCROLLER_ATTRIBUTE]: '' };
  return (
    <div
      ref={setElement}
      className="column-scroll"
      tabIndex={0}
      role="region"
      aria-label={label}
      {...attributes}
    >
      <div className="column-content">
        {element && (
          <FeedScrollerContext.Provider value={element}>{children}</FeedScrollerContext.Provider>
        )}
      </div>
    </div>
  );
}

/** Home in columns mode: every shortcut as a column side by side, each scrolling on its own. */
export function ShortcutColumns() {
  const { t } = useLingui();
  usePageTitle(t`Home`);
  const [shortcuts] = useShortcuts();
  const label = useShortcutLabel();
  const { instance, account } = useSession();
  const own = { instance, accountId: account?.info.id };
  return (
    <div className="columns-page">
      <h1 className="visually-hidden" tabIndex={-1}>
        {t`Home`}
      </h1>
      <div className="columns">
        {shortcuts.map((shortcut, index) => {
          const name = label(shortcut);
          const headingId = `column-heading-${index}`;
          return (
            <section key={shortcutKey(shortcut)} className="column" aria-labelledby={headingId}>
              <h2 id={headingId} className="column-heading">
                <Link to={shortcutPath(shortcut, own)}>{name}</Link>
              </h2>
              <ColumnScroller label={t`${name} column`}>
                <ColumnContent shortcut={shortcut} label={name} />
              </ColumnScroller>
            </section>
          );
        })}
      </div>
      {/* Its own line under the columns, never a word cut off by their scroll at the edge. */}
      <p className="column-edit">
        <Link to="/shortcuts">
          <Trans>Edit shortcuts</Trans>
        </Link>
      </p>
    </div>
  );
}
