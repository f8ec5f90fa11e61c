import type { SandboxContext } from '../context';
import { createStatus, editStatus, favouriteStatus, reblogStatus } from '../domain/statuses';
import { acctOf } from '../store/store';
import { QUOTE_STATES, type AccountRecord, type StatusRecord } from '../store/types';
import {
  HASHTAGS,
  LINKS,
  MEDIA_DESCRIPTIONS,
  OPENERS,
  POLL_QUESTIONS,
  PREDICATES,
  REPLIES,
  SPOILERS,
  SUBJECTS,
} from './content';
import type { Random } from './prng';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface StatusSeedPlan {
  count: number;
  locals: AccountRecord[];
  remotes: AccountRecord[];
}

function sentence(random: Random): string {
  return `${random.pick(OPENERS)} ${random.pick(SUBJECTS)} ${random.pick(PREDICATES)}.`;
}

function attachMedia(
  ctx: SandboxContext,
  random: Random,
  accountId: string,
  createdAt: number,
  count: number,
): string[] {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const id = ctx.store.newId(createdAt);
    const landscape = random.chance(0.7);
    ctx.store.media.set(id, {
      id,
      accountId,
      statusId: null,
      type: 'image',
      imageKey: id,
      width: landscape ? 640 : 480,
      height: landscape ? 480 : 640,
      description: random.pick(MEDIA_DESCRIPTIONS),
      focus: null,
      createdAt,
      readyAt: createdAt,
    });
    ids.push(id);
  }
  return ids;
}

/** The bulk of the timeline: a mix of every kind of post, spread over the last 30 days, oldest first. */
export function seedStatuses(
  ctx: SandboxContext,
  random: Random,
  plan: StatusSeedPlan,
): StatusRecord[] {
  const { store } = ctx;
  const authors = [...plan.locals, ...plan.locals, ...plan.remotes];
  const span = 30 * DAY;
  const created: StatusRecord[] = [];
  for (let index = 0; index < plan.count; index++) {
    const createdAt =
      store.epoch -
      span +
      Math.floor(((index + random.next() * 0.5) / plan.count) * (span - 5 * MINUTE));
    const author = random.pick(authors);
    const roll = random.next();
    const earlier = created.length
      ? created[created.length - 1 - random.int(Math.min(created.length, 200))]
      : undefined;
    if (
      earlier &&
      roll < 0.1 &&
      earlier.visibility === 'public' &&
      !earlier.reblogOfId &&
      earlier.accountId !== author.id
    ) {
      created.push(reblogStatus(ctx, author.id, earlier, 'public', createdAt));
      continue;
    }
    let text = sentence(random);
    const extras: Parameters<typeof createStatus>[1] = { accountId: author.id, text, createdAt };
    if (roll < 0.22 && earlier && !earlier.reblogOfId) {
      const parentAuthor = store.accounts.get(earlier.accountId)!;
      text = `@${acctOf(parentAuthor)} ${random.pick(REPLIES)}`;
      Object.assign(extras, {
        inReplyToId: earlier.id,
        visibility: earlier.visibility === 'direct' ? 'direct' : 'public',
      });
    } else if (roll < 0.32) {
      text += ` #${random.pick(HASHTAGS)} #${random.pick(HASHTAGS)}`;
    } else if (roll < 0.38) {
      const link = random.pick(LINKS);
      text += ` ${link.url}`;
      extras.card = {
        url: link.url,
        title: link.title,
        description: link.description,
        providerName: link.provider,
        imageKey: random.chance(0.7) ? link.url : null,
      };
    } else if (roll < 0.43) {
      Object.assign(extras, { spoilerText: random.pick(SPOILERS), sensitive: true });
    } else if (roll < 0.52) {
      const sensitive = random.chance(0.3);
      Object.assign(extras, {
        mediaIds: attachMedia(ctx, random, author.id, createdAt, 1 + random.int(4)),
        sensitive,
      });
      text += ' #photography';
    } else if (roll < 0.56) {
      const poll = random.pick(POLL_QUESTIONS);
      text = poll.text;
      const expiresIn = random.chance(0.5) ? (3 * DAY) / 1000 : (6 * HOUR) / 1000;
      extras.poll = { options: poll.options, expiresIn, multiple: random.chance(0.3) };
    } else if (roll < 0.6) {
      const other = random.pick([...plan.locals, ...plan.remotes]);
      if (other.id !== author.id)
        text = `@${acctOf(other)} ${sentence(random)} :${random.pick(['petrel', 'wave', 'sparkle', 'blobcoffee', 'party'])}:`;
    } else if (roll < 0.63) {
      Object.assign(extras, { visibility: random.pick(['unlisted', 'private'] as const) });
    } else if (roll < 0.65 && plan.locals.length > 1) {
      const other = random.pick(plan.locals);
      if (other.id !== author.id) Object.assign(extras, { visibility: 'direct' });
      text = `@${acctOf(other)} ${sentence(random)}`;
    }
    extras.text = text;
    const status = createStatus(ctx, extras);
    if (status.pollId) votePoll(ctx, random, status, plan.locals);
    created.push(status);
    if (random.chance(0.35)) {
      for (const fan of random.sample(plan.locals, 1 + random.int(4))) {
        if (fan.id !== author.id) favouriteStatus(ctx, fan.id, status, createdAt + MINUTE);
      }
    }
  }
  return created;
}

function votePoll(
  ctx: SandboxContext,
  random: Random,
  status: StatusRecord,
  voters: AccountRecord[],
): void {
  const poll = ctx.store.polls.get(status.pollId!)!;
  for (const voter of random.sample(voters, 3 + random.int(8))) {
    if (voter.id === status.accountId || voter.username === 'alice') continue;
    const choices = poll.multiple
      ? random.sample(
          poll.options.map((_, index) => index),
          1 + random.int(2),
        )
      : [random.int(poll.options.length)];
    poll.voters.set(voter.id, choices);
    for (const choice of choices) poll.votes[choice] = (poll.votes[choice] ?? 0) + 1;
  }
}

/** One author replying to themselves many times: the long self-thread. */
export function seedSelfThread(
  ctx: SandboxContext,
  author: AccountRecord,
  length: number,
): StatusRecord[] {
  const start = ctx.store.epoch - 3 * DAY;
  const thread: StatusRecord[] = [];
  for (let index = 0; index < length; index++) {
    const text =
      index === 0
        ? `A thread about old railway maps and what they tell us about towns. #maps 🧵`
        : `${index + 1}/${length} ${OPENERS[index % OPENERS.length]} ${SUBJECTS[index % SUBJECTS.length]} ${PREDICATES[index % PREDICATES.length]}.`;
    thread.push(
      createStatus(ctx, {
        accountId: author.id,
        text,
        inReplyToId: thread[index - 1]?.id ?? null,
        createdAt: start + index * 2 * MINUTE,
      }),
    );
  }
  return thread;
}

/** A post with `count` replies from many accounts, some nested: the big thread. */
export function seedBigThread(
  ctx: SandboxContext,
  random: Random,
  root: AccountRecord,
  repliers: AccountRecord[],
  count: number,
): StatusRecord {
  const start = ctx.store.epoch - 2 * DAY;
  const head = createStatus(ctx, {
    accountId: root.id,
    text: 'Ask me anything about ferries, tides and harbour life! #tides',
    createdAt: start,
  });
  const replies: StatusRecord[] = [head];
  for (let index = 0; index < count; index++) {
    const parent = random.chance(0.7)
      ? head
      : replies[replies.length - 1 - random.int(Math.min(replies.length, 30))];
    const author = random.pick(repliers);
    const parentAuthor = ctx.store.accounts.get(parent.accountId)!;
    const createdAt = start + Math.floor(((index + 1) / (count + 1)) * (DAY + 12 * HOUR));
    replies.push(
      createStatus(ctx, {
        accountId: author.id,
        text: `@${acctOf(parentAuthor)} ${random.pick(REPLIES)} (${index + 1})`,
        inReplyToId: parent.id,
        createdAt,
      }),
    );
  }
  return head;
}

/** Quote posts in every quote state, and posts edited a few times. */
export function seedQuotesAndEdits(
  ctx: SandboxContext,
  locals: AccountRecord[],
  targets: StatusRecord[],
): void {
  const start = ctx.store.epoch - DAY;
  const originals = targets.filter(
    (status) => status.visibility === 'public' && !status.reblogOfId,
  );
  QUOTE_STATES.forEach((state, index) => {
    const quoted = originals[index % originals.length];
    const quoter = locals[index + 1];
    createStatus(ctx, {
      accountId: quoter.id,
      text: `Quoting this one (${state.replace('_', ' ')}). #quotes`,
      quotedStatusId: state === 'deleted' ? null : quoted.id,
      quoteState: state,
      createdAt: start + index * 5 * MINUTE,
    });
  });
  locals.slice(0, 4).forEach((author, index) => {
    const createdAt = start + (2 + index) * HOUR;
    const status = createStatus(ctx, {
      accountId: author.id,
      text: `First draft of a post with a typo: teh harbour. #editing`,
      createdAt,
    });
    if (index === 1) {
      // Alice boosts and quotes Bob's post before he edits it: 'update' and 'quoted_update' notifications.
      const alice = locals[0];
      reblogStatus(ctx, alice.id, status, 'public', createdAt + 2 * MINUTE);
      createStatus(ctx, {
        accountId: alice.id,
        text: 'This one is worth quoting. #quotes',
        quotedStatusId: status.id,
        createdAt: createdAt + 3 * MINUTE,
      });
    }
    editStatus(ctx, status, {
      text: 'Second draft: the harbour. #editing',
      editedAt: createdAt + 10 * MINUTE,
    });
    if (index % 2 === 0)
      editStatus(ctx, status, {
        text: 'Final version: the harbour at dusk. #editing',
        spoilerText: index === 0 ? 'edited with a content warning' : '',
        editedAt: createdAt + 25 * MINUTE,
      });
  });
}
