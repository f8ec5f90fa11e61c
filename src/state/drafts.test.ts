import { expect, test } from 'vitest';
import { createDraft } from '../lib/compose/composer';
import { listDrafts, loadDraft, removeDraft, removeDraftsOf, saveDraft } from './drafts';

const written = (text: string) => ({ ...createDraft({ idempotencyKey: `key-${text}` }), text });

test("an account's drafts are listed newest first, without another account's, and can be removed", async () => {
  await saveDraft('a:1', 'new', written('older'), 1_000);
  await saveDraft('a:1', 'reply:9', written('newer'), 2_000);
  await saveDraft('a:12', 'new', written('someone else'), 3_000);
  expect((await listDrafts('a:1')).map((draft) => [draft.slot, draft.state.text])).toEqual([
    ['reply:9', 'newer'],
    ['new', 'older'],
  ]);
  // What is kept is what was written, with the draft's key, never its sending state.
  const kept = await loadDraft('a:1', 'new');
  expect(kept?.savedAt).toBe(1_000);
  expect(kept?.state).not.toHaveProperty('send');
  expect((await loadDraft('a:1', 'new'))?.state.idempotencyKey).toBe('key-older');
  await removeDraft('a:1', 'reply:9');
  expect(await listDrafts('a:1')).toHaveLength(1);
  await removeDraftsOf('a:1');
  expect(await listDrafts('a:1')).toEqual([]);
  expect(await listDrafts('a:12')).toHaveLength(1);
});
