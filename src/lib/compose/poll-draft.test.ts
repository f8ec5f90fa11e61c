import { describe, expect, test } from 'vitest';
import { composerReducer, createDraft, isDirty, type ComposerState } from './composer';
import {
  createPoll,
  durationUnit,
  pollDurations,
  pollIssues,
  pollReducer,
  type ComposerPoll,
  type PollAction,
} from './poll-draft';

const run = (poll: ComposerPoll, ...actions: PollAction[]) => actions.reduce(pollReducer, poll);
const withOptions = (...options: string[]): ComposerPoll => ({ ...createPoll(), options });

describe('pollReducer', () => {
  test('a new poll has two empty choices, one day, single choice, totals shown', () => {
    expect(createPoll()).toEqual({
      options: ['', ''],
      expiresIn: 86_400,
      multiple: false,
      hideTotals: false,
    });
  });

  test('edits one choice and leaves the others', () => {
    expect(
      run(withOptions('a', 'b', 'c'), { type: 'edit-option', index: 1, text: 'B' }).options,
    ).toEqual(['a', 'B', 'c']);
  });

  test('adds empty choices up to the server’s limit, never beyond', () => {
    const three = run(withOptions('a', 'b'), { type: 'add-option', max: 3 });
    expect(three.options).toEqual(['a', 'b', '']);
    expect(run(three, { type: 'add-option', max: 3 })).toBe(three);
    expect(run(three, { type: 'add-option' }).options).toHaveLength(4);
  });

  test('removes the choice asked for, but never the last one', () => {
    const poll = withOptions('a', 'b', 'c');
    expect(run(poll, { type: 'remove-option', index: 1 }).options).toEqual(['a', 'c']);
    const one = run(poll, { type: 'remove-option', index: 0 }, { type: 'remove-option', index: 0 });
    expect(one.options).toEqual(['c']);
    expect(run(one, { type: 'remove-option', index: 0 })).toBe(one);
    expect(run(poll, { type: 'remove-option', index: 7 })).toBe(poll);
  });

  test('sets the duration in whole seconds, ignoring nonsense', () => {
    const poll = createPoll();
    expect(run(poll, { type: 'set-expiry', seconds: 1800 }).expiresIn).toBe(1800);
    expect(run(poll, { type: 'set-expiry', seconds: Number.NaN })).toBe(poll);
    expect(run(poll, { type: 'set-expiry', seconds: -5 })).toBe(poll);
  });

  test('sets multiple choice and hidden totals', () => {
    const poll = run(
      createPoll(),
      { type: 'set-multiple', multiple: true },
      { type: 'set-hide-totals', hideTotals: true },
    );
    expect(poll).toMatchObject({ multiple: true, hideTotals: true });
  });
});

describe('a poll in the composer', () => {
  const draft = () => createDraft({ idempotencyKey: 'k' });
  const compose = (state: ComposerState, ...actions: Parameters<typeof composerReducer>[1][]) =>
    actions.reduce(composerReducer, state);

  test('makes a draft worth keeping, as does a scheduled time', () => {
    expect(isDirty(draft())).toBe(false);
    expect(isDirty(compose(draft(), { type: 'add-poll' }))).toBe(true);
    expect(isDirty(compose(draft(), { type: 'schedule', at: '2030-01-01T10:00:00Z' }))).toBe(true);
  });

  test('is added, edited through poll actions and removed', () => {
    const state = compose(
      draft(),
      { type: 'add-poll' },
      { type: 'poll', action: { type: 'edit-option', index: 0, text: 'tea' } },
    );
    expect(state.poll?.options).toEqual(['tea', '']);
    expect(compose(state, { type: 'remove-poll' }).poll).toBeNull();
  });
});

describe('pollIssues', () => {
  const limits = { maxOptions: 4, maxCharactersPerOption: 5, minExpiration: 300 };

  test('no poll has nothing to say', () => {
    expect(pollIssues(null, limits)).toEqual([]);
  });

  test('a fresh poll has empty choices; one choice is too few', () => {
    expect(pollIssues(createPoll(), limits).map((issue) => issue.code)).toEqual(['empty-options']);
    expect(pollIssues(withOptions('yes'), limits).map((issue) => issue.code)).toEqual([
      'too-few-options',
    ]);
  });

  test('the server’s limits apply', () => {
    const poll = { ...withOptions('yes', 'nooooo'), expiresIn: 60 };
    expect(pollIssues(poll, limits).map((issue) => issue.code)).toEqual([
      'option-too-long',
      'expiry-too-short',
    ]);
    expect(pollIssues(withOptions('yes', 'no'), limits)).toEqual([]);
  });
});

describe('pollDurations', () => {
  test('offers only durations within the server’s limits', () => {
    expect(pollDurations({ minExpiration: 3600, maxExpiration: 86_400 })).toEqual([
      3600, 21_600, 43_200, 86_400,
    ]);
    expect(pollDurations()).toHaveLength(8);
  });

  test('keeps the poll’s own duration listed, in order', () => {
    expect(pollDurations({ minExpiration: 3600, maxExpiration: 7200 }, 172_800)).toEqual([
      3600, 172_800,
    ]);
    expect(pollDurations({ minExpiration: 3600, maxExpiration: 7200 }, 3600)).toEqual([3600]);
  });

  test('names a duration by its largest whole unit', () => {
    expect(durationUnit(300)).toEqual({ value: 5, unit: 'minute' });
    expect(durationUnit(21_600)).toEqual({ value: 6, unit: 'hour' });
    expect(durationUnit(259_200)).toEqual({ value: 3, unit: 'day' });
    expect(durationUnit(5400)).toEqual({ value: 90, unit: 'minute' });
    expect(durationUnit(129_600)).toEqual({ value: 36, unit: 'hour' });
  });
});
