/**
 * What is not wrong but a person should look at: the same entry under two
 * ids, entries past the size budget (a page that slow to load), entries
 * longer than search keeps (full-text-build.ts `DOC_TEXT_MAX`), and glossary
 * terms an imported official translation names otherwise.
 */
import { LANGS } from '../content/schemas.ts';
import { DOC_TEXT_MAX } from '../search/full-text-build.ts';
import { describeDifference } from '../registry/official-terms.ts';
import type { Registry } from '../registry/registry.ts';

/** Largest entry body in bytes before a warning: ten times the longest entry Grimoire ships. */
export const ENTRY_SIZE_BUDGET = 200_000;

/** Every warning, as "file: what" lines. */
export function contentWarnings(registry: Registry): string[] {
  const out: string[] = [];
  const byBody = new Map<string, string>();
  for (const e of registry.entries.all()) {
    const size = Buffer.byteLength(e.body);
    if (!e.body.trim())
      out.push(
        `${e.file}: has no text: its page shows only the ${e.collection === 'cards' ? 'name' : 'title'}`,
      );
    if (size > ENTRY_SIZE_BUDGET)
      out.push(
        `${e.file}: ${Math.round(size / 1000)} KB of text, past the ${ENTRY_SIZE_BUDGET / 1000} KB budget: split it, or shorten it`,
      );
    if (e.body.length > DOC_TEXT_MAX)
      out.push(
        `${e.file}: ${e.body.length} characters of text: search keeps only the first ${DOC_TEXT_MAX}; split it to make the rest searchable`,
      );
    const key = `${e.collection}/${e.lang}/${e.body.replace(/\s+/g, ' ').trim()}`;
    const twin = byBody.get(key);
    if (twin && e.body.trim().length > 80)
      out.push(`${e.file}: the same text as ${twin}: one entry under two ids?`);
    else byBody.set(key, e.file);
  }
  for (const lang of LANGS)
    if (lang !== 'en')
      out.push(...registry.officialTerms.differences(lang).map(describeDifference));
  return out;
}
