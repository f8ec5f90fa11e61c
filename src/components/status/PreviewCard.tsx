import type { mastodon } from 'masto';
import { safeExternalHref } from '../../lib/safe-href';
import { BlurhashPlaceholder } from '../media/BlurhashPlaceholder';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** A link preview: image, title, description and provider, the whole card one outside link. */
export function PreviewCard({ card }: { card: mastodon.v1.PreviewCard }) {
  const href = safeExternalHref(card.url);
  if (!href) return null;
  const provider = card.providerName || hostOf(href);
  return (
    <a
      className={card.image ? 'preview-card' : 'preview-card preview-card-text'}
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
    >
      {card.image && (
        <span className="preview-card-image">
          <BlurhashPlaceholder hash={card.blurhash} />
          <img src={card.image} alt="" loading="lazy" decoding="async" />
        </span>
      )}
      <span className="preview-card-text-block">
        {/* Server text in any script, each part isolated inside the interface's direction. */}
        <span className="preview-card-provider">
          <bdi>{provider}</bdi>
        </span>
        <span className="preview-card-title">
          <bdi>{card.title}</bdi>
        </span>
        {card.description && (
          <span className="preview-card-description">
            <bdi>{card.description}</bdi>
          </span>
        )}
      </span>
    </a>
  );
}
