/**
 * How an edition is named. An edition's key is the date it was published
 * under: the date in the official file's name ("MagicCompRules
 * 20240802.txt" → 2024-08-02, "JPN_CR_20260116_0.txt" → 2026-01-16). The
 * date its rules take effect ("effective as of July 30, 2024") is a
 * property of the edition, and an alias of its key in `?edition=` and old
 * addresses. One publication is one edition, whichever of its texts
 * (official file, translation, Grimoire's own rendering) the site holds.
 */

/** The shape of an edition key: YYYY-MM-DD. */
export const EDITION_KEY = '\\d{4}-\\d{2}-\\d{2}';

const KEY = new RegExp(`^${EDITION_KEY}$`);

/** True for a real calendar date written YYYY-MM-DD. */
export function isEditionKey(s: string): boolean {
  if (!KEY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * The publication date in an official file's name, if it has one:
 * "MagicCompRules 20240802.txt", "MagicCompRules_20121001.txt",
 * "MagicCompRules%2020240802.txt", "MagicCompRules-2025-11-14.txt",
 * "MagicCompRules_CN2_Update_20160826.txt", "JPN_CR_20260116_0.txt".
 */
export function keyFromFileName(name: string): string | undefined {
  const base = decodeURIComponent(name.replace(/%(?![0-9a-f]{2})/gi, '%25')).replace(
    /^.*[\\/]/,
    '',
  );
  const m = /(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)/.exec(base);
  if (!m) return undefined;
  const key = `${m[1]}-${m[2]}-${m[3]}`;
  return isEditionKey(key) ? key : undefined;
}

/** The translation revision in a Japanese file name ("JPN_CR_20260116_0.txt" → "20260116.0"). */
export function revisionFromFileName(name: string): string | undefined {
  const m = /JPN_CR_(\d{8})_(\d+)/i.exec(name);
  return m ? `${m[1]}.${m[2]}` : undefined;
}
