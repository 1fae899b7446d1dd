/**
 * The embed's data: a rule from the site's JSON API (`api/v1/rules/<section>.json`,
 * one request per section, fetched across origins without credentials and
 * kept for the page's life), and the text to show in the reader's language.
 */
import { FALLBACK_ORDER, type Lang } from '../i18n/languages.ts';
import type { RuleJson, RuleSectionJson, SubruleJson } from '../api/api-schemas.ts';
import { apiPath } from '../lib/paths.ts';
import { pageOf, sectionOf } from '../rules/rule-number.ts';

const sections = new Map<string, Promise<RuleSectionJson | undefined>>();

function loadSection(site: URL, section: string): Promise<RuleSectionJson | undefined> {
  let p = sections.get(section);
  if (!p) {
    p = fetch(new URL(apiPath(`rules/${section}.json`), site), { credentials: 'omit' })
      .then((r) => (r.ok ? (r.json() as Promise<RuleSectionJson>) : undefined))
      .catch(() => undefined);
    sections.set(section, p);
  }
  return p;
}

/** What a preview shows. */
export interface Preview {
  /** The rule's title, or its section's. */
  title: string;
  /** Paragraphs, each with the language it is in. */
  paragraphs: Array<{ text: string; lang: Lang; example?: boolean }>;
  edition: string;
}

/** The text of a rule in the reader's language, else English, else any. */
function pick(
  r: SubruleJson,
  lang: Lang,
): { text: string; examples: string[]; lang: Lang } | undefined {
  for (const l of [lang, ...FALLBACK_ORDER]) {
    const t = r.texts[l];
    if (t) return { text: t.text, examples: t.examples, lang: l };
  }
  return undefined;
}

/** The preview of a rule or subrule, or undefined when the site has no such rule (or cannot be reached). */
export async function loadPreview(
  site: URL,
  number: string,
  lang: Lang,
): Promise<Preview | undefined> {
  const section = sectionOf(number);
  if (!section) return undefined;
  const s = await loadSection(site, section);
  if (!s) return undefined;
  const rule: RuleJson | undefined = s.rules.find((r) => r.number === pageOf(number));
  const title = rule?.title[lang] ?? rule?.title.en ?? s.title[lang] ?? s.title.en ?? '';
  if (number === section) return { title, paragraphs: [], edition: s.edition };
  if (!rule) return undefined;
  const own = number === rule.number ? rule : rule.subrules.find((r) => r.number === number);
  if (!own) return undefined;
  const texts = number === rule.number && rule.title.en ? rule.subrules.slice(0, 2) : [own];
  const paragraphs = texts.flatMap((r) => {
    const t = pick(r, lang);
    if (!t) return [];
    const ex = t.examples.slice(0, 1).map((text) => ({ text, lang: t.lang, example: true }));
    return [{ text: t.text, lang: t.lang }, ...ex];
  });
  return { title, paragraphs, edition: s.edition };
}
