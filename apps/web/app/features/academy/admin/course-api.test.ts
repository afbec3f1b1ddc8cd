import { describe, expect, it } from 'vitest';
import { moved } from './course-api';

const items = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];

describe('moved', () => {
  it('swaps an item with its neighbour', () => {
    expect(moved(items, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(items, 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('keeps the order at the ends', () => {
    expect(moved(items, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(items, 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
