/**
 * What the build computes from the registry beyond its pages' Markdown: the
 * JSON API files (lookup, glossary and each term, editions, each rules
 * section). `check:content` computes them too, with the build's own
 * functions, so content that would make the build fail (a glossary alias
 * "constructor" once did, in lookup.json) fails the check, naming the file.
 */
import { editionsJson, indexJson } from '../api/editions-json.ts';
import { glossaryJson, termJson } from '../api/glossary-json.ts';
import { lookupJson } from '../api/lookup-json.ts';
import { apiSections, ruleSectionJson } from '../api/rule-section-json.ts';
import type { ApiContext } from '../api/api-context.ts';
import type { Registry } from '../registry/registry.ts';

/** Each API file the build writes, with the function that computes it. */
function builders(ctx: ApiContext): Array<[string, () => unknown]> {
  const r = ctx.registry;
  return [
    ['api/v1/index.json', () => indexJson(ctx)],
    ['api/v1/editions.json', () => editionsJson(ctx)],
    ['api/v1/lookup.json', () => lookupJson(ctx)],
    ['api/v1/glossary.json', () => glossaryJson(ctx)],
    ...r
      .ids('glossary')
      .map((id): [string, () => unknown] => [
        `api/v1/glossary/${id}.json`,
        () => termJson(ctx, id),
      ]),
    ...apiSections(r).map((s): [string, () => unknown] => [
      `api/v1/rules/${s}.json`,
      () => ruleSectionJson(ctx, s),
    ]),
  ];
}

/** One problem per API file the build could not write from this content. */
export function buildDataProblems(registry: Registry): string[] {
  const ctx: ApiContext = { registry, site: 'https://grimoire.invalid', base: '/' };
  const problems: string[] = [];
  for (const [file, build] of builders(ctx)) {
    try {
      JSON.stringify(build());
    } catch (err) {
      problems.push(
        `${file}: the build cannot write it from this content (${(err as Error).message})`,
      );
    }
  }
  return problems;
}
