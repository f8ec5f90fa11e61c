import { expect, test } from 'vitest';
import { makeStatus } from '../lib/status-fixture';
import {
  KEPT_CATCHUPS,
  listCatchups,
  loadCatchup,
  removeCatchupsOf,
  saveCatchup,
  type SavedCatchup,
} from './catchup-storage';

const catchup = (createdAt: number, count = 1): SavedCatchup => ({
  id: String(createdAt),
  createdAt,
  since: createdAt - 3_600_000,
  end: 'complete',
  statuses: Array.from({ length: count }, (_, index) =>
    makeStatus({ id: `${createdAt}-${index}` }),
  ),
});

test('an account keeps its last few catch-ups, newest first, apart from other accounts', async () => {
  for (let index = 1; index <= KEPT_CATCHUPS + 2; index++) {
    await saveCatchup('a:1', catchup(index * 1000, index));
  }
  await saveCatchup('a:2', catchup(99_000));
  const kept = await listCatchups('a:1');
  expect(kept.map((summary) => summary.createdAt)).toEqual([7000, 6000, 5000, 4000, 3000]);
  expect(kept[0]).toMatchObject({ count: 7, end: 'complete' });
  expect(kept[0]).not.toHaveProperty('statuses');
  expect(await loadCatchup('a:1', '1000')).toBeNull();
  expect((await loadCatchup('a:1', '7000'))?.statuses).toHaveLength(7);

  await removeCatchupsOf('a:1');
  expect(await listCatchups('a:1')).toEqual([]);
  expect(await listCatchups('a:2')).toHaveLength(1);
});
