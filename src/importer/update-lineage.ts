/**
 * Brings the lineage up to date after an import of English editions: a new
 * edition is placed in order of taking effect and matched against its
 * neighbours (by their text when it is on the site, else by the
 * fingerprints the lineage keeps of the newest editions); a re-published
 * edition (same key, other bytes) is matched again; an edition already known
 * by the same file changes nothing. Pure: the caller writes the files.
 */
import { ContentError } from '../content/content-error.ts';
import { computeLineage, diffInto, fingerprintsOf, firstDiff } from '../lineage/compute-lineage.ts';
import type {
  DiffRow,
  LineageData,
  LineageEdition,
  LineageOverride,
} from '../lineage/lineage-data.ts';
import type { RuleFingerprint, RuleText } from '../lineage/match-editions.ts';

/** How many of the newest editions keep fingerprints in the lineage. */
export const FINGERPRINTED = 2;

export interface LineageUpdateInput {
  /** The lineage before the import, if there is one. */
  current?: LineageData;
  /** The English editions imported now, with their rules. */
  batch: ReadonlyArray<{ edition: LineageEdition; texts: RuleText[] }>;
  /** The rules of an edition already on the site (its stored text), if any. */
  storedTexts: (key: string) => RuleText[] | undefined;
  /** The fingerprints the lineage keeps of an edition, if any. */
  storedFingerprints: (key: string) => ReadonlyMap<string, RuleFingerprint> | undefined;
  overrides: readonly LineageOverride[];
  /** Match every pair again from the texts (all editions must be in the batch). */
  rebuild?: boolean;
}

export interface LineageUpdate {
  data: LineageData;
  /** Keys whose diff is new or changed. */
  changed: string[];
  /** Fingerprints to keep, by key (the newest editions). */
  fingerprints: Map<string, Array<[string, RuleFingerprint]>>;
}

/** The updated lineage (see the module comment). */
export function updateLineage(input: LineageUpdateInput): LineageUpdate {
  if (input.rebuild) {
    const data = computeLineage(
      input.batch.map((b) => ({ ...b.edition, texts: b.texts })),
      input.overrides,
    );
    return {
      data,
      changed: data.editions.map((e) => e.key),
      fingerprints: newestFingerprints(data, input),
    };
  }
  const before = new Map((input.current?.editions ?? []).map((e, i) => [e.key, { e, i }]));
  const batch = new Map(input.batch.map((b) => [b.edition.key, b]));
  const merged = new Map<string, LineageEdition>();
  for (const { e } of before.values()) merged.set(e.key, e);
  for (const b of input.batch)
    merged.set(b.edition.key, { ...merged.get(b.edition.key), ...b.edition });
  const editions = [...merged.values()].sort(
    (a, b) => a.effective.localeCompare(b.effective) || a.key.localeCompare(b.key),
  );
  const rulesOf = (key: string) =>
    batch.get(key)?.texts ??
    input.storedTexts(key) ??
    fingerprintRules(input.storedFingerprints(key));
  const reMatched = (key: string) => {
    const old = before.get(key)?.e;
    const now = batch.get(key)?.edition;
    return !old || Boolean(now && now.sha256 && old.sha256 !== now.sha256);
  };
  const changed: string[] = [];
  const diffs = editions.map((e, i) => {
    const prev = editions[i - 1];
    const old = before.get(e.key);
    const samePlace =
      old && (i === 0 ? old.i === 0 : input.current!.editions[old.i - 1]?.key === prev?.key);
    if (old && samePlace && !reMatched(e.key) && !(prev && reMatched(prev.key)))
      return input.current!.diffs[old.i]!;
    changed.push(e.key);
    return diffFor(e, prev, rulesOf, input.overrides);
  });
  const data = { editions, diffs };
  return { data, changed, fingerprints: newestFingerprints(data, input) };
}

function diffFor(
  e: LineageEdition,
  prev: LineageEdition | undefined,
  rulesOf: (key: string) => RuleText[] | undefined,
  overrides: readonly LineageOverride[],
): DiffRow[] {
  const mine = rulesOf(e.key);
  if (!mine)
    throw new ContentError(
      `lineage/changes/${e.key}.tsv`,
      `edition ${e.key} must be matched again, but its text is not on the site`,
    );
  if (!prev) return firstDiff(mine);
  const theirs = rulesOf(prev.key);
  if (!theirs)
    throw new ContentError(
      `lineage/changes/${e.key}.tsv`,
      `edition ${e.key} follows ${prev.key}, whose text is not on the site and of which the lineage keeps no fingerprints; import ${prev.key} as well (npm run fetch-archive)`,
    );
  checkOverrides(overrides, e.key, prev.key, theirs, mine);
  return diffInto(theirs, mine, e.key, overrides);
}

/** A reviewed override that names a rule either edition lacks would be dropped silently: refused. */
function checkOverrides(
  overrides: readonly LineageOverride[],
  key: string,
  prevKey: string,
  theirs: readonly RuleText[],
  mine: readonly RuleText[],
): void {
  const had = new Set(theirs.map((r) => r.number));
  const has = new Set(mine.map((r) => r.number));
  for (const o of overrides.filter((x) => x.edition === key)) {
    const why = !had.has(o.old)
      ? `${prevKey} has no rule ${o.old}`
      : o.new && !has.has(o.new)
        ? `${key} has no rule ${o.new}`
        : undefined;
    if (why)
      throw new ContentError(
        'lineage/overrides.tsv',
        `the override ${o.old} → ${o.new || '(removed)'} for ${key} cannot apply: ${why}; correct or remove the row`,
      );
  }
}

/** Rules known only by fingerprint, as matcher input. */
function fingerprintRules(
  fps: ReadonlyMap<string, RuleFingerprint> | undefined,
): RuleText[] | undefined {
  if (!fps) return undefined;
  return [...fps].map(([number, fingerprint]) => ({ number, text: '', fingerprint }));
}

/** Fingerprints of the newest editions: computed from their texts, or kept from before. */
function newestFingerprints(
  data: LineageData,
  input: LineageUpdateInput,
): Map<string, Array<[string, RuleFingerprint]>> {
  const out = new Map<string, Array<[string, RuleFingerprint]>>();
  for (const e of data.editions.slice(-FINGERPRINTED)) {
    const texts =
      input.batch.find((b) => b.edition.key === e.key)?.texts ?? input.storedTexts(e.key);
    const kept = input.storedFingerprints(e.key);
    if (texts) out.set(e.key, fingerprintsOf(texts));
    else if (kept) out.set(e.key, [...kept]);
  }
  return out;
}
