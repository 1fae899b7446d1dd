/**
 * A page's history grouped by edition, so a reader scans one line per
 * edition: when the page's rule was renumbered (or first appeared), its
 * subrules that moved along with it are folded into that one mention; what
 * else happened in that edition (a subrule reworded, with its word diff, or
 * removed, or renumbered on its own) is listed after it.
 */
import type { HistoryItem } from './rule-history.ts';

export interface HistoryEdition {
  edition: string;
  /** Where to read the page's rule in that edition (path without base). */
  href: string;
  /** The page's rule moved in this edition; `subrules` followed it under the same letters. */
  moved?: { from: string; to: string; subrules: number };
  /** The page's rule first appeared in this edition, with `subrules` of its subrules. */
  created?: { number: string; subrules: number };
  /** Everything else, one item per rule; a folded move that also reworded a subrule leaves a "reworded" item. */
  events: HistoryItem[];
}

/** True when `item` follows a move of `head` (701.13a → 701.17a when 701.13 → 701.17). */
function follows(item: HistoryItem, head: HistoryItem): boolean {
  if (item.kind !== head.kind || item === head) return false;
  if (head.kind === 'created') return item.number.startsWith(head.number);
  const from = item.from ?? '';
  return (
    from.startsWith(head.from ?? '\0') &&
    item.number === head.number + from.slice(head.from!.length)
  );
}

/** One edition's events, folded around the page's own rule. */
function group(page: string, edition: string, items: HistoryItem[]): HistoryEdition {
  const head = items.find(
    (i) => i.today === page && (i.kind === 'renumbered' || i.kind === 'created'),
  );
  const out: HistoryEdition = { edition, href: (head ?? items[0]!).href, events: [] };
  let subrules = 0;
  for (const i of items) {
    if (i === head) continue;
    if (head && follows(i, head)) {
      subrules++;
      if (i.change === 'c') out.events.push({ ...i, kind: 'changed' });
      continue;
    }
    out.events.push(i);
  }
  if (head?.kind === 'renumbered') out.moved = { from: head.from!, to: head.number, subrules };
  if (head?.kind === 'created') out.created = { number: head.number, subrules };
  if (head?.kind === 'renumbered' && head.change === 'c')
    out.events.unshift({ ...head, kind: 'changed' });
  return out;
}

/** The history of a page (newest first, as `pageHistory` gives it) as one entry per edition. */
export function historyByEdition(page: string, items: readonly HistoryItem[]): HistoryEdition[] {
  const editions: string[] = [];
  const byEdition = new Map<string, HistoryItem[]>();
  for (const i of items) {
    if (!byEdition.has(i.edition)) editions.push(i.edition);
    byEdition.set(i.edition, [...(byEdition.get(i.edition) ?? []), i]);
  }
  return editions.map((e) => group(page, e, byEdition.get(e)!));
}
