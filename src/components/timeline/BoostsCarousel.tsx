import { plural } from '@lingui/core/macro';
import type { mastodon } from 'masto';
import type { TimelineContext } from '../../lib/timeline-descriptor';
import { StatusCard } from '../StatusCard';

interface BoostsCarouselProps {
  statuses: mastodon.v1.Status[];
  instance: string;
  context: TimelineContext;
}

/** A run of boosts as one horizontally scrollable, labelled region. */
export function BoostsCarousel({ statuses, instance, context }: BoostsCarouselProps) {
  const label = plural(statuses.length, { one: '# boost', other: '# boosts' });
  return (
    <article className="boosts-carousel" aria-label={label}>
      <h2 className="boosts-carousel-title">{label}</h2>
      {/* Focusable so the keyboard can scroll it. */}
      <ul className="boosts-carousel-list" role="list" tabIndex={0} aria-label={label}>
        {statuses.map((status) => (
          <li key={status.id} className="boosts-carousel-item">
            <StatusCard status={status} instance={instance} context={context} />
          </li>
        ))}
      </ul>
    </article>
  );
}
