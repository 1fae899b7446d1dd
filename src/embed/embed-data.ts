/**
 * The embed's data, from the site's JSON API, fetched across origins
 * without credentials and kept for the page's life: the numbers of the
 * current edition (`api/v1/numbers.json`, once, so only rules that exist
 * are linked), and for a preview the one rule page's file
 * (`api/v1/preview/<rule>.json`, a few kilobytes), with the text to show in
 * the reader's language.
 */
import { FALLBACK_ORDER, type Lang } from '../i18n/languages.ts';
import type { RuleNumbersJson, RulePreviewJson } from '../api/api-schemas.ts';
import { apiPath } from '../urls/paths.ts';
import { pageOf, sectionOf } from '../rules/rule-number.ts';

const files = new Map<string, Promise<unknown>>();

function load<T>(site: URL, file: string): Promise<T | undefined> {
  let p = files.get(file);
  if (!p) {
    p = fetch(new URL(apiPath(file), site), { credentials: 'omit' })
      .then((r) => (r.ok ? r.json() : undefined))
      .catch(() => undefined);
    files.set(file, p);
  }
  return p as Promise<T | undefined>;
}

/** The numbers of the edition the site shows, or undefined when the site cannot be reached. */
export async function loadNumbers(site: URL): Promise<Set<string> | undefined> {
  const n = await load<RuleNumbersJson>(site, 'numbers.json');
  return n && new Set(n.numbers);
}

/** What a preview shows. */
export interface Preview {
  /** The rule's title, or its section's. */
  title: string;
  /** Paragraphs, each with the language it is in and whose words they are. */
  paragraphs: Array<{
    text: string;
    lang: Lang;
    source: 'official' | 'paraphrase';
    example?: boolean;
  }>;
  edition: string;
}

type PreviewRule = RulePreviewJson['rules'][number];

/** The text of a rule in the reader's language, else English, else any. */
function pick(r: PreviewRule, lang: Lang) {
  for (const l of [lang, ...FALLBACK_ORDER]) {
    const t = r.texts[l];
    if (t) return { ...t, lang: l };
  }
  return undefined;
}

/** The preview of a rule or subrule, or undefined when the site has no such rule (or cannot be reached). */
export async function loadPreview(
  site: URL,
  number: string,
  lang: Lang,
): Promise<Preview | undefined> {
  const page = pageOf(number);
  const p = await load<RulePreviewJson>(site, `preview/${page}.json`);
  if (!p) return undefined;
  const title = p.title[lang] ?? p.title.en ?? p.sectionTitle[lang] ?? p.sectionTitle.en ?? '';
  if (number === sectionOf(number) || p.rules.length === 0)
    return { title, paragraphs: [], edition: p.edition };
  const own = p.rules.find((r) => r.number === number);
  if (!own) return undefined;
  // A rule that is a heading ("702.19 Trample") shows its first subrules.
  const texts =
    number === page && Object.keys(p.title).length
      ? p.rules.filter((r) => Object.keys(r.texts).length).slice(0, 2)
      : [own];
  const paragraphs = texts.flatMap((r) => {
    const t = pick(r, lang);
    if (!t) return [];
    const ex = t.examples
      .slice(0, 1)
      .map((text) => ({ text, lang: t.lang, source: t.source, example: true }));
    return [{ text: t.text, lang: t.lang, source: t.source }, ...ex];
  });
  return { title, paragraphs, edition: p.edition };
}
