/**
 * A language's search files, built once per registry and language and
 * shared by the endpoints that write them: `tier0.json` and `numbers.json`
 * (tier 0 in two files, `splitTier0`), and the full-text
 * index files in the folder the manifest names.
 */
import type { Lang } from '../content/schemas.ts';
import type { Registry } from '../registry/registry.ts';
import { buildTier0, fullTextDocs } from './build-data.ts';
import { buildFullTextIndex } from './full-text-build.ts';
import type { FullTextDoc, ServedTier0, Tier0, Tier0Numbers } from './types.ts';

export interface SearchData {
  tier0: Tier0;
  /** Full-text index files: name (in `tier0.ft.dir`) → contents. */
  files: Map<string, string>;
}

const cache = new WeakMap<Registry, Map<Lang, SearchData>>();

/** The browser skips the full-text documents of entries tier 0 shows by their place: it must match. */
function checkEntryOrder(tier0: Tier0, docs: FullTextDoc[], entries: number): void {
  tier0.entries.forEach((e, i) => {
    if (docs[entries + i]?.[2] !== e.u)
      throw new Error(`search: full-text document ${entries + i} is not the entry ${e.u}`);
  });
}

export function searchData(registry: Registry, lang: Lang): SearchData {
  const byLang = cache.get(registry) ?? new Map<Lang, SearchData>();
  cache.set(registry, byLang);
  let data = byLang.get(lang);
  if (!data) {
    const { docs, langs, entries } = fullTextDocs(registry, lang);
    const index = buildFullTextIndex(docs, langs, entries);
    data = { tier0: buildTier0(registry, lang, index.manifest), files: index.files };
    checkEntryOrder(data.tier0, docs, entries);
    byLang.set(lang, data);
  }
  return data;
}

/** Tier 0 in its two files: `tier0.json` and `numbers.json`. */
export function splitTier0({ rules, moved, ...served }: Tier0): {
  served: ServedTier0;
  numbers: Tier0Numbers;
} {
  return { served, numbers: moved ? { rules, moved } : { rules } };
}
