import type { SandboxContext } from '../context';
import { createStatus } from '../domain/statuses';
import type { AccountRecord } from '../store/types';

const DAY = 24 * 3_600_000;

/** Posts in other languages than English, for translating: a longer French one, a short German one. */
export const LANGUAGE_POSTS = [
  {
    author: 'bob',
    language: 'fr',
    text:
      'Bonjour tout le monde ! Le port est calme ce matin, les bateaux rentrent et les mouettes ' +
      'tournent au-dessus des quais. Je reste ici avec un café pour regarder la marée monter ' +
      'doucement, et je vous raconterai ce soir ce que les pêcheurs ont rapporté. #polyglot',
  },
  { author: 'dave', language: 'de', text: 'Guten Morgen! Der Hafen ist heute ruhig. #polyglot' },
] as const;

/** Seeded last, a week back: the rest of the demo world (and its ids) is as it was without them. */
export function seedLanguagePosts(ctx: SandboxContext, locals: AccountRecord[]): void {
  const start = ctx.store.epoch - 8 * DAY;
  LANGUAGE_POSTS.forEach((post, index) => {
    const author = locals.find((account) => account.username === post.author);
    if (!author) return;
    createStatus(ctx, {
      accountId: author.id,
      text: post.text,
      language: post.language,
      createdAt: start + index * 60_000,
    });
  });
}
