import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo.ts';

describe('a bounded memo', () => {
  it('computes a value once per group and id', () => {
    const memo = new BoundedMemo<number>(10);
    let runs = 0;
    const compute = () => (runs += 1);
    expect(memo.remember('secret', 'a', compute)).toBe(1);
    expect(memo.remember('secret', 'a', compute)).toBe(1);
    expect(runs).toBe(1);
  });

  it('never hands a value of one group to another, string or object', () => {
    const memo = new BoundedMemo<string>(10);
    const ring = {};
    memo.set('one', 'id', 'of one');
    memo.set(ring, 'id', 'of the ring');
    expect(memo.get('two', 'id')).toBeUndefined();
    expect(memo.get({}, 'id')).toBeUndefined();
    expect(memo.get('one', 'id')).toBe('of one');
    expect(memo.get(ring, 'id')).toBe('of the ring');
  });

  it('keeps nothing when the computation throws', () => {
    const memo = new BoundedMemo<string>(10);
    expect(() =>
      memo.remember('g', 'id', () => {
        throw new Error('cannot open');
      }),
    ).toThrow('cannot open');
    expect(memo.get('g', 'id')).toBeUndefined();
  });

  it('drops a full group at once and goes on keeping', () => {
    const memo = new BoundedMemo<number>(3);
    for (const [i, id] of ['a', 'b', 'c'].entries()) memo.set('g', id, i);
    memo.set('other', 'a', 9);
    memo.set('g', 'd', 3);
    expect(['a', 'b', 'c'].map((id) => memo.get('g', id))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(memo.get('g', 'd')).toBe(3);
    expect(memo.get('other', 'a')).toBe(9);
  });
});
