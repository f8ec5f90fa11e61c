import { describe, expect, test } from 'vitest';
import { ToggleCoalescer } from './interactions';

function deferredSender() {
  const sent: boolean[] = [];
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const send = (value: boolean) =>
    new Promise<string>((resolve, reject) => {
      sent.push(value);
      pending.push({ resolve: () => resolve(`ok:${value}`), reject });
    });
  const settle = async () => {
    pending.shift()?.resolve();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { sent, pending, send, settle };
}

describe('ToggleCoalescer', () => {
  test.each([
    { taps: [true], sent: [true], final: true },
    { taps: [true, false], sent: [true, false], final: false },
    { taps: [true, false, true], sent: [true], final: true },
    { taps: [true, false, true, false], sent: [true, false], final: false },
  ])('taps $taps send $sent and end $final', async ({ taps, sent, final }) => {
    const sender = deferredSender();
    const coalescer = new ToggleCoalescer(false, sender.send);
    const first = coalescer.set(taps[0]);
    for (const tap of taps.slice(1)) void coalescer.set(tap);
    while (coalescer.busy) await sender.settle();
    await expect(first).resolves.toMatchObject({ value: final });
    expect(sender.sent).toEqual(sent);
  });

  test('after a failure the next tap starts from the last confirmed value', async () => {
    const sent: boolean[] = [];
    let fail = true;
    const coalescer = new ToggleCoalescer(false, (value: boolean) => {
      sent.push(value);
      return fail ? Promise.reject(new Error('boom')) : Promise.resolve(`ok:${value}`);
    });
    await expect(coalescer.set(true)).rejects.toThrow('boom');
    expect(coalescer.busy).toBe(false);
    fail = false;
    // The server still has `false`: asking for it sends nothing, asking for `true` sends it again.
    await expect(coalescer.set(false)).resolves.toEqual({ value: false, response: undefined });
    await expect(coalescer.set(true)).resolves.toEqual({ value: true, response: 'ok:true' });
    expect(sent).toEqual([true, true]);
  });

  test('asking for the confirmed value sends nothing', async () => {
    const sender = deferredSender();
    const coalescer = new ToggleCoalescer(true, sender.send);
    await expect(coalescer.set(true)).resolves.toEqual({ value: true, response: undefined });
    expect(sender.sent).toEqual([]);
  });
});
