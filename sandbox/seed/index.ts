import type { SandboxContext } from '../context';
import { notify } from '../domain/notifications';
import { createStatus, favouriteStatus, reblogStatus } from '../domain/statuses';
import { seedAccounts, seedFollows } from './accounts';
import { seedExtras } from './extras';
import { seedInbox } from './inbox';
import { seedLanguagePosts } from './languages';
import { Random } from './prng';
import { seedBigThread, seedQuotesAndEdits, seedSelfThread, seedStatuses } from './statuses';

export const DEFAULT_STATUS_COUNT = 3000;

/** Fills an empty store with the deterministic demo world for `seed`. */
export function seedStore(ctx: SandboxContext, options: { seed: number; scale: number }): void {
  const random = new Random(options.seed);
  const { locals, remotes } = seedAccounts(ctx, random);
  seedFollows(ctx, random, locals, remotes);
  const byName = (name: string) => locals.find((account) => account.username === name)!;
  const statuses = seedStatuses(ctx, random, {
    count: options.scale > 0 ? options.scale : DEFAULT_STATUS_COUNT,
    locals,
    remotes,
  });
  seedSelfThread(ctx, byName('carol'), 24);
  seedBigThread(
    ctx,
    random,
    byName('bob'),
    [...locals, ...remotes].filter((account) => account.username !== 'bob'),
    1000,
  );
  seedQuotesAndEdits(ctx, locals, statuses.slice(-300));

  const alice = byName('alice');
  const aliceStatuses = statuses.filter(
    (status) =>
      status.accountId === alice.id && !status.reblogOfId && status.visibility === 'public',
  );
  const recent = ctx.store.epoch - 6 * 3_600_000;
  aliceStatuses.slice(-6).forEach((status, index) => {
    const fan = locals[(index % (locals.length - 1)) + 1];
    favouriteStatus(ctx, fan.id, status, recent + index * 60_000);
    if (index % 2 === 0)
      reblogStatus(
        ctx,
        remotes[index % remotes.length].id,
        status,
        'public',
        recent + index * 60_000 + 30_000,
      );
  });
  const heidi = byName('heidi');
  for (const requesterId of ctx.store.followRequests.get(heidi.id)?.keys() ?? []) {
    notify(ctx, {
      accountId: heidi.id,
      fromAccountId: requesterId,
      type: 'follow_request',
      createdAt: recent,
    });
  }
  for (const name of ['walter', 'yasmin'])
    notify(ctx, {
      accountId: alice.id,
      fromAccountId: byName(name).id,
      type: 'follow',
      createdAt: recent + 3_600_000,
    });
  const latestOwn = aliceStatuses[aliceStatuses.length - 1];
  if (latestOwn) {
    createStatus(ctx, {
      accountId: byName('dave').id,
      text: 'Agreed with every word of this. #quotes',
      quotedStatusId: latestOwn.id,
      createdAt: recent + 2 * 3_600_000,
    });
  }
  notify(ctx, {
    accountId: alice.id,
    fromAccountId: byName('walter').id,
    type: 'admin.sign_up',
    createdAt: recent - 3_600_000,
  });
  seedExtras(ctx, random, { alice, locals, statuses });
  seedInbox(ctx, alice);
  seedLanguagePosts(ctx, locals);
}
