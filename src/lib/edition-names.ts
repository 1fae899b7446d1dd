/**
 * How an edition and a date are shown to a reader: the edition's own name
 * (from `content/editions/<key>.yaml`) or "Comprehensive Rules of 14
 * November 2025" in the reader's language and date format.
 */
import type { Lang } from '../content/schemas.ts';
import { useTranslations } from '../i18n/index.ts';
import type { Registry } from '../registry/registry.ts';

/** A YYYY-MM-DD date in the reader's format (the one date formatter, `i18n/dates.ts`). */
export { formatDate } from '../i18n/dates.ts';
import { formatDate } from '../i18n/dates.ts';

/** The name of an edition for a reader. */
export function editionName(registry: Registry, key: string, lang: Lang): string {
  const own = registry.editions.get(key)?.name?.[lang];
  return own ?? useTranslations(lang)('editions:name', { date: formatDate(key, lang) });
}
