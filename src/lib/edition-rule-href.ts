/**
 * The address of a rule of any edition: its page in the current edition, or
 * its place in an older edition's chapter text (or that edition's contents
 * when its text is not on the site).
 */
import type { Lang } from '../content/schemas.ts';
import type { Registry } from '../registry/registry.ts';
import { chapterOf, pageOf, sectionOf } from '../rules/rule-number.ts';
import { chapterDocPath, editionPath, ruleHref } from '../urls/paths.ts';

export function ruleAddress(
  registry: Registry,
  edition: string,
  number: string,
  lang: Lang,
): string {
  const current = registry.current;
  const text = registry.rules.resolve(edition, number, lang)?.rule;
  if (edition === current) {
    const anchor = text && text.anchor !== number ? { anchor: text.anchor } : {};
    return ruleHref({ lang, number, page: pageOf(number), edition, current, ...anchor });
  }
  if (text?.source === 'paraphrase')
    return ruleHref({ lang, number, page: text.page, edition, current });
  if (text) return chapterDocPath(lang, edition, chapterOf(number), text.anchor);
  return `${editionPath(lang, edition)}#${sectionOf(number) ?? number}`;
}
