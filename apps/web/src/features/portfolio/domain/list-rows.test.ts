import { describe, expect, it } from 'vitest';

import { mergeListRows, moreLabel } from './list-rows';

describe('a dashboard list past its first rows', () => {
  it('adds the pages after the first rows, each row once', () => {
    const id = (row: { id: string }) => row.id;
    const rows = mergeListRows([{ id: 'a' }, { id: 'b' }], [[{ id: 'b' }, { id: 'c' }], [{ id: 'd' }]], id);
    expect(rows.map(id)).toEqual(['a', 'b', 'c', 'd']);
    expect(mergeListRows([{ id: 'a' }], [], id)).toEqual([{ id: 'a' }]);
  });

  it('offers all of a longer list, then more while pages remain, then nothing', () => {
    expect(moreLabel(false, 8, 250, false)).toBe('Show all 250');
    expect(moreLabel(false, 3, 3, false)).toBeNull();
    expect(moreLabel(true, 33, 250, true)).toBe('Show more (33 of 250)');
    expect(moreLabel(true, 250, 250, false)).toBeNull();
  });
});
