/**
 * One loaded shard of the full-text index: finds a term, or every term a
 * prefix begins, and decodes their postings once, on first use.
 */
import { decodePostings, type Postings } from './postings.ts';
import type { Shard } from './types.ts';

export interface MatchedTerm {
  term: string;
  /** True for the query term itself, false for a longer term it is a prefix of. */
  exact: boolean;
  postings: Postings;
}

export class ShardTerms {
  private readonly decoded: Array<Postings | undefined> = [];
  private readonly data: Shard;

  constructor(data: Shard) {
    this.data = data;
  }

  /** The index of the first term ≥ `term`. */
  private lowerBound(term: string): number {
    const terms = this.data.terms;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private postings(i: number): Postings {
    return (this.decoded[i] ??= decodePostings(this.data.postings[i]!));
  }

  /** Whether the shard has this exact term. */
  has(term: string): boolean {
    return this.data.terms[this.lowerBound(term)] === term;
  }

  /** The term itself and, when `prefix`, every term it begins. */
  find(term: string, prefix: boolean): MatchedTerm[] {
    const terms = this.data.terms;
    const out: MatchedTerm[] = [];
    for (let i = this.lowerBound(term); i < terms.length; i++) {
      const t = terms[i]!;
      if (t === term) out.push({ term: t, exact: true, postings: this.postings(i) });
      else if (prefix && t.startsWith(term))
        out.push({ term: t, exact: false, postings: this.postings(i) });
      else break;
    }
    return out;
  }
}
