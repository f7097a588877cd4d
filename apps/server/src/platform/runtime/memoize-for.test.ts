import { describe, expect, it } from 'vitest';
import { memoizeFor } from './memoize-for';

describe('memoizeFor', () => {
  it('shares one load among concurrent callers and reuses it until it expires', async () => {
    let now = 0;
    let loads = 0;
    const get = memoizeFor(1000, async () => ++loads, () => now);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    now = 999;
    // Fresh: the value itself, no promise to wait for.
    expect(get()).toBe(1);
    now = 1000;
    expect(await get()).toBe(2);
  });

  it('does not cache a failure', async () => {
    let fail = true;
    const get = memoizeFor(1000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe('up');
  });
});
