/** latestCall: a newer input aborts the older call and drops its late answer; the latest answer is kept. */
import { describe, expect, test } from 'vitest';
import { latestCall } from '../../src-renderer/lib/latest-call.ts';

/** A call whose answer the test releases by hand, recording the signal it was given. */
function pending<T>(): { call: (signal: AbortSignal) => Promise<T>; answer: (value: T) => void; signal: () => AbortSignal | undefined } {
  let resolve: (value: T) => void = () => {};
  let seen: AbortSignal | undefined;
  return {
    call: (signal) => {
      seen = signal;
      return new Promise<T>((r) => (resolve = r));
    },
    answer: (value) => resolve(value),
    signal: () => seen,
  };
}

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('latestCall', () => {
  test('the answer of a call nobody replaced is kept', async () => {
    const kept: string[] = [];
    const first = pending<string>();
    latestCall(first.call, (a) => kept.push(a));
    first.answer('one');
    await settle();
    expect(kept).toEqual(['one']);
    expect(first.signal()?.aborted).toBe(false);
  });

  test('a newer input aborts the older call, whose late answer is dropped', async () => {
    const kept: string[] = [];
    const first = pending<string>();
    const second = pending<string>();
    const cleanup = latestCall(first.call, (a) => kept.push(a));
    // What $effect does on a new input: the cleanup of the old run, then the new run.
    cleanup();
    latestCall(second.call, (a) => kept.push(a));
    second.answer('two');
    first.answer('one (late)');
    await settle();
    expect(kept).toEqual(['two']);
    expect(first.signal()?.aborted).toBe(true);
    expect(second.signal()?.aborted).toBe(false);
  });

  test('leaving the view aborts the call and keeps nothing', async () => {
    const kept: string[] = [];
    const first = pending<string>();
    latestCall(first.call, (a) => kept.push(a))();
    first.answer('one');
    await settle();
    expect(kept).toEqual([]);
    expect(first.signal()?.aborted).toBe(true);
  });
});
