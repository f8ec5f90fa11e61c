import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SharedLink } from '../../lib/catchup';

function linkLabel(link: SharedLink): string {
  if (link.title) return link.title;
  const url = new URL(link.url);
  return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

/** The links most people one follows shared in this catch-up. */
export function TopLinks({ links }: { links: readonly SharedLink[] }) {
  const { i18n } = useLingui();
  if (links.length === 0) return null;
  return (
    <section className="catchup-links" aria-labelledby="catchup-links-heading">
      <h2 id="catchup-links-heading">
        <Trans>Top links</Trans>
      </h2>
      <ol className="plain-list">
        {links.map((link) => {
          const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
            link.sharers.map((account) => account.displayName || account.username),
          );
          const count = link.sharers.length;
          return (
            <li key={link.url} className="catchup-link">
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {linkLabel(link)}
              </a>
              <span className="muted">
                {plural(count, {
                  one: `Shared by # person: ${names}`,
                  other: `Shared by # people: ${names}`,
                })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
