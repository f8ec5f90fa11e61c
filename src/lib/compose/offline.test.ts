import { expect, test } from 'vitest';
import { offlineStep, type OfflineSituation } from './offline';

const waiting: OfflineSituation = { online: false, waiting: true, canSend: true, phase: 'editing' };

test.each<[string, Partial<OfflineSituation>, ReturnType<typeof offlineStep>]>([
  ['offline, asked to post: wait', {}, 'wait'],
  ['back online: send', { online: true }, 'send'],
  [
    'back online after a failed try: send again (same key)',
    { online: true, phase: 'failed' },
    'send',
  ],
  ['not asked: nothing', { online: true, waiting: false }, 'none'],
  [
    'already on its way: stop waiting, never a second send',
    { online: true, phase: 'sending' },
    'stop',
  ],
  ['already posted: stop', { online: true, phase: 'sent' }, 'stop'],
  ['nothing left to post: stop', { online: true, canSend: false }, 'stop'],
])('%s', (_name, change, step) => {
  expect(offlineStep({ ...waiting, ...change })).toBe(step);
});
