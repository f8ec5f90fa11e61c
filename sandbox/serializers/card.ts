import type { SandboxContext } from '../context';
import { blurhashOf } from '../images/generate';
import type { CardRecord } from '../store/types';
import { imageUrl } from './urls';

export function serializeCard(ctx: SandboxContext, card: CardRecord) {
  const providerUrl = new URL(card.url).origin;
  return {
    url: card.url,
    title: card.title,
    description: card.description,
    type: 'link',
    author_name: '',
    author_url: providerUrl,
    authors: [],
    provider_name: card.providerName,
    provider_url: providerUrl,
    html: '',
    width: card.imageKey ? 400 : 0,
    height: card.imageKey ? 210 : 0,
    image: card.imageKey ? imageUrl(ctx, 'card', card.imageKey) : null,
    image_description: '',
    embed_url: card.url,
    blurhash: card.imageKey ? blurhashOf('card', card.imageKey) : null,
    published_at: null,
    language: 'en',
  };
}
