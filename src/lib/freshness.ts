/**
 * How current the site's rules are, for the footer of every page and the
 * rules contents: the edition shown (the registry's current one), the date
 * its rules take effect, and when the site last checked the official page
 * for a newer one (`content/official/checked.json`, written by `npm run
 * update-cr`; absent when the site never checked).
 */
import type { Lang } from '../content/schemas.ts';
import { readCheckRecord } from '../official/check-record.ts';
import type { Registry } from '../registry/registry.ts';
import { editionName, formatDate } from './edition-names.ts';

export interface Freshness {
  /** The edition shown. */
  edition: string;
  /** The date its rules take effect (YYYY-MM-DD) and as the reader writes it. */
  effective: { iso: string; text: string };
  /** The day of the last check (YYYY-MM-DD, UTC) and as the reader writes it; undefined when never checked. */
  checked?: { iso: string; text: string };
  /** The edition's name when it says more than its effective date (its own name, or a key other than that date). */
  name?: string;
}

/** Records by content folder: read once per build. */
const records = new Map<string, ReturnType<typeof readCheckRecord>>();

/** How current the site's rules are, for a reader of `lang`. */
export function freshness(registry: Registry, lang: Lang, contentDir: string): Freshness {
  if (!records.has(contentDir)) records.set(contentDir, readCheckRecord(contentDir));
  const record = records.get(contentDir);
  const edition = registry.current;
  const info = registry.editions.get(edition);
  const iso = info?.effective ?? edition;
  const out: Freshness = { edition, effective: { iso, text: formatDate(iso, lang) } };
  if (record) {
    const day = record.checkedAt.slice(0, 10);
    out.checked = { iso: day, text: formatDate(day, lang) };
  }
  if (info?.name?.[lang] || edition !== iso) out.name = editionName(registry, edition, lang);
  return out;
}
