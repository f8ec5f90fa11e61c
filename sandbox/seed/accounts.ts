import type { SandboxContext } from '../context';
import type { AccountRecord } from '../store/types';
import { CUSTOM_EMOJI, LOCAL_PEOPLE, REMOTE_PEOPLE } from './content';
import type { Random } from './prng';

const DAY = 86_400_000;

export function seedAccounts(
  ctx: SandboxContext,
  random: Random,
): { locals: AccountRecord[]; remotes: AccountRecord[] } {
  const { store } = ctx;
  for (const emoji of CUSTOM_EMOJI) {
    store.customEmojis.push({
      shortcode: emoji.shortcode,
      imageKey: emoji.shortcode,
      category: emoji.category,
      visibleInPicker: true,
    });
  }
  const make = (
    username: string,
    domain: string | null,
    displayName: string,
    note: string,
    index: number,
  ): AccountRecord => {
    const createdAt = store.epoch - (400 + index * 37) * DAY;
    return {
      id: store.newId(createdAt),
      username,
      domain,
      displayName,
      note: `<p>${note}</p>`,
      email: domain ? null : `${username}@sandbox.test`,
      password: domain ? null : `${username}-pass`,
      createdAt,
      locked: username === 'heidi',
      bot: username === 'victor',
      group: username === 'puffin',
      discoverable: username !== 'heidi',
      fields: domain
        ? []
        : [
            {
              name: 'Pronouns',
              value: random.pick(['she/her', 'he/him', 'they/them']),
              verifiedAt: null,
            },
            {
              name: 'Website',
              value: `<a href="https://${username}.example" rel="me nofollow noopener" target="_blank">${username}.example</a>`,
              verifiedAt: index % 3 === 0 ? createdAt : null,
            },
          ],
      avatarKey: `${username}${domain ? `@${domain}` : ''}`,
      headerKey: `${username}${domain ? `@${domain}` : ''}`,
      lastStatusAt: null,
      defaultVisibility: 'public',
      defaultSensitive: false,
      defaultLanguage: 'en',
    };
  };
  const locals = LOCAL_PEOPLE.map((person, index) =>
    make(person.username, null, person.displayName, person.note, index),
  );
  const remotes = REMOTE_PEOPLE.map((person, index) =>
    make(
      person.username,
      person.domain,
      person.displayName,
      person.note,
      index + LOCAL_PEOPLE.length,
    ),
  );
  for (const account of [...locals, ...remotes]) store.addAccount(account);
  return { locals, remotes };
}

/** A follow graph where alice follows most people and everyone follows a handful of others. */
export function seedFollows(
  ctx: SandboxContext,
  random: Random,
  locals: AccountRecord[],
  remotes: AccountRecord[],
): void {
  const { store } = ctx;
  const everyone = [...locals, ...remotes];
  const byName = (name: string) => locals.find((account) => account.username === name)!;
  const alice = byName('alice');
  const heidi = byName('heidi');
  const followAt = (index: number) => store.epoch - (300 - index) * DAY;
  let index = 0;
  for (const target of everyone) {
    if (target === alice || target === heidi || target.username === 'mallory') continue;
    store.follow(alice.id, target.id, followAt(index++ % 250));
  }
  for (const account of everyone) {
    if (account === alice) continue;
    if (account.username !== 'mallory') store.follow(account.id, alice.id, followAt(index++ % 250));
    for (const target of random.sample(everyone, 6)) {
      if (target !== account && target !== heidi)
        store.follow(account.id, target.id, followAt(index++ % 250));
    }
  }
  store.follow(byName('bob').id, heidi.id, followAt(10));
  for (const name of ['carol', 'dave', 'erin'])
    store.addEdge(store.followRequests, heidi.id, byName(name).id, store.epoch - 2 * DAY);
  store.addEdge(store.blocks, alice.id, byName('mallory').id, store.epoch - 20 * DAY);
  store.addEdge(store.mutes, alice.id, byName('trent').id, store.epoch - 10 * DAY);
}
