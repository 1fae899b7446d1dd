/**
 * What changed in each edition since the one before it, counted through the
 * lineage (the same comparison as the feed and the compare page), for the
 * editions list. Computed once per build.
 */
import { compareEditions } from '../lineage/compare.ts';
import type { Registry } from '../registry/registry.ts';

export interface ChangeCounts {
  /** The edition before it. */
  from: string;
  changed: number;
  added: number;
  removed: number;
  renumbered: number;
}

let cached: { registry: Registry; counts: Map<string, ChangeCounts> } | undefined;

/** Edition key → its changes since the edition before it (the first edition has none). */
export function changeCounts(registry: Registry): Map<string, ChangeCounts> {
  if (cached?.registry === registry) return cached.counts;
  const counts = new Map<string, ChangeCounts>();
  const list = registry.editions.list;
  for (let i = 1; i < list.length; i++) {
    const from = list[i - 1]!.key;
    const cmp = compareEditions(registry.lineage, from, list[i]!.key);
    counts.set(list[i]!.key, {
      from,
      changed: cmp.reworded.length,
      added: cmp.added.length,
      removed: cmp.removed.length,
      renumbered: cmp.renumbered.length,
    });
  }
  cached = { registry, counts };
  return counts;
}
