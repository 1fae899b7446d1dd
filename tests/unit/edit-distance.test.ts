/** Typo distance: swaps count once, long words allow two typos, a prefix can be compared in place. */
import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance } from '../../src/search/edit-distance.ts';

describe('editDistance', () => {
  it('counts a swap of neighbours as one typo', () => {
    expect(editDistance('graveyrad', 'graveyard')).toBe(1);
    expect(editDistance('libary', 'library')).toBe(1);
    expect(editDistance('mill', 'mill')).toBe(0);
  });

  it('stops past the allowed number of typos', () => {
    expect(editDistance('mill', 'exile', 1)).toBe(2);
    expect(allowedTypos(3)).toBe(0);
    expect(allowedTypos(5)).toBe(1);
    expect(allowedTypos(9)).toBe(2);
  });

  it('compares with the start of a longer word when given a length', () => {
    expect(editDistance('gxinxr', 'grimorio', 1, 6)).toBe(2);
    expect(editDistance('grimro', 'grimorio', 1, 6)).toBe(1);
    expect(editDistance('grimro', 'grimorio', 1)).toBe(2);
    expect(editDistance('librari', 'library', 1, 99)).toBe(1);
  });
});
