/**
 * The key that decides which shard of the full-text index holds a term:
 * its first character for Japanese (bigrams and single characters), its
 * first three characters otherwise. Every term a query term of three
 * letters or more (or one Japanese character) is a prefix of has the same
 * key, so a prefix search needs one shard.
 */
import { KANA_KANJI } from './normalize.ts';

/** Letters a Latin query term needs before it matches as a prefix (shorter ones match whole words only). */
export const PREFIX_MIN = 3;

export function isJapaneseTerm(term: string): boolean {
  return KANA_KANJI.test(term.charAt(0));
}

export function termKey(term: string): string {
  return isJapaneseTerm(term) ? term.charAt(0) : term.slice(0, PREFIX_MIN);
}

/** Whether a query term also finds the longer terms it begins. */
export function matchesAsPrefix(term: string): boolean {
  return isJapaneseTerm(term) ? term.length === 1 : term.length >= PREFIX_MIN;
}

/** The shard of a key: the last one whose first key is ≤ it (`firstKeys` ascending; also for first documents of fragments). */
export function shardOf<T extends string | number>(firstKeys: readonly T[], key: T): number {
  let lo = 0;
  let hi = firstKeys.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (firstKeys[mid]! <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
