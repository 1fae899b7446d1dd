/**
 * A word diff trimmed to what changed: unchanged stretches longer than
 * `keep` words on each side of a change are cut to those words and "…", so
 * a one-word rewording of a long rule reads as one line, not the whole rule.
 */
import { diffWords } from 'diff';

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** An unchanged stretch trimmed to `keep` words after the change before it and before the change after it. */
function trim(text: string, first: boolean, last: boolean, keep: number): string {
  const core = text.trim().split(/\s+/);
  if (core.length <= keep * 2 + 4) return text;
  const lead = /^\s*/.exec(text)![0];
  const trail = /\s*$/.exec(text)![0];
  const head = core.slice(0, keep).join(' ');
  const tail = core.slice(-keep).join(' ');
  if (first && last) return text;
  if (first) return `… ${tail}${trail}`;
  if (last) return `${lead}${head} …`;
  return `${lead}${head} … ${tail}${trail}`;
}

/** The diff of two texts with long unchanged stretches trimmed. */
export function diffInContext(before: string, after: string, keep = 8): DiffPart[] {
  const parts = diffWords(before, after);
  return parts.map((p, i) => {
    if (p.added) return { kind: 'added', text: p.value };
    if (p.removed) return { kind: 'removed', text: p.value };
    return { kind: 'same', text: trim(p.value, i === 0, i === parts.length - 1, keep) };
  });
}
