/**
 * Damerau–Levenshtein (optimal string alignment) distance, stopping early
 * past `max`. Allocation-free: it runs for many names on every keystroke.
 * `bLength` compares `a` with the start of `b` only (a word being typed).
 */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

export function editDistance(a: string, b: string, max = 2, bLength = b.length): number {
  const bl = Math.min(bLength, b.length);
  if (Math.abs(a.length - bl) > max) return max + 1;
  if (bl + 1 > rows[0]!.length) rows = [0, 1, 2].map(() => new Int32Array(bl * 2 + 2));
  let prev2 = rows[0]!;
  let prev = rows[1]!;
  let cur = rows[2]!;
  for (let j = 0; j <= bl; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= bl; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[bl]!;
}

/** How many typos a query word of this length may have. */
export function allowedTypos(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}
