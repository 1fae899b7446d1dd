/**
 * How an edition and a date are shown to a reader: the edition's own name
 * (from `content/editions/<key>.yaml`) or "Comprehensive Rules of 14
 * November 2025" in the reader's language and date format.
 */
import type { Lang } from '../content/schemas.ts';
import { useTranslations } from '../i18n/index.ts';
import type { Registry } from '../registry/registry.ts';

const LOCALE: Record<Lang, string> = { en: 'en-GB', it: 'it-IT', ja: 'ja-JP' };

/** A YYYY-MM-DD date in the reader's format: "14 November 2025", "14 novembre 2025", "2025年11月14日". */
export function formatDate(iso: string, lang: Lang): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** The name of an edition for a reader. */
export function editionName(registry: Registry, key: string, lang: Lang): string {
  const own = registry.editions.get(key)?.name?.[lang];
  return own ?? useTranslations(lang)('editions.name', { date: formatDate(key, lang) });
}
