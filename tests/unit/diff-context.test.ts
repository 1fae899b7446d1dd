/** A word diff shows the change with a few words around it, not the whole rule. */
import { describe, expect, it } from 'vitest';
import { diffInContext } from '../../src/lib/diff-context.ts';

const long = (n: number, w = 'word') => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');

describe('diffInContext', () => {
  it('cuts long unchanged stretches to the words around the change', () => {
    const before = `${long(40, 'a')} mill ${long(40, 'b')}`;
    const after = `${long(40, 'a')} exile ${long(40, 'b')}`;
    const parts = diffInContext(before, after, 3);
    const text = parts
      .map((p) => (p.kind === 'same' ? p.text : `[${p.kind}:${p.text.trim()}]`))
      .join('');
    expect(text).toBe('… a37 a38 a39 [removed:mill][added:exile] b0 b1 b2 …');
  });

  it('keeps a short text whole', () => {
    const parts = diffInContext('To mill a card.', 'To mill two cards.');
    expect(parts.map((p) => p.kind)).toEqual(['same', 'removed', 'added', 'same']);
    expect(parts[0]!.text).toBe('To mill ');
  });

  it('trims the middle between two changes', () => {
    const before = `x ${long(30)} y`;
    const after = `X ${long(30)} Y`;
    const middle = diffInContext(before, after, 2).find((p, i) => p.kind === 'same' && i > 0)!;
    expect(middle.text).toMatch(/^ ?word0 word1 … word28 word29 ?$/);
  });
});
