/** `/api/v1/editions.json` and `/api/v1/index.json`: the editions list and the API's entry point. */
import { LANGS } from '../content/schemas.ts';
import { apiPath } from '../urls/paths.ts';
import { absolute, schemaUrl, type ApiContext } from './api-context.ts';
import { API_SCHEMAS, type EditionsJson, type IndexJson } from './api-schemas.ts';
import { apiSections, titlesOf } from './rule-section-json.ts';

export function editionsJson(ctx: ApiContext): EditionsJson {
  const { registry } = ctx;
  return {
    $schema: schemaUrl(ctx, 'editions'),
    format: 1,
    current: registry.current,
    editions: registry.editions.list.map((e) => ({
      key: e.key,
      effective: e.effective,
      current: e.key === registry.current,
      ...(e.url ? { officialUrl: e.url } : {}),
      ...(e.incomplete ? { incomplete: true } : {}),
      ...(e.name ? { name: e.name } : {}),
      official: e.official,
      ...(e.official.includes('en')
        ? { text: absolute(ctx, apiPath(`editions/${e.key}.json`)) }
        : {}),
    })),
  };
}

export function indexJson(ctx: ApiContext): IndexJson {
  const { registry } = ctx;
  /** A URL, or a template whose {placeholders} stay readable. */
  const file = (p: string) => absolute(ctx, apiPath(p)).replace(/%7B(\w+)%7D/g, '{$1}');
  const files: Record<string, string> = {
    editions: file('editions.json'),
    lineage: file('lineage.json'),
    lookup: file('lookup.json'),
    glossary: file('glossary.json'),
    term: file('glossary/{id}.json'),
    section: file('rules/{section}.json'),
    preview: file('preview/{rule}.json'),
    numbers: file('numbers.json'),
    editionText: file('editions/{key}.json'),
  };
  if (registry.editions.get(registry.current)?.official.includes('en'))
    files.currentText = file(`editions/${registry.current}.json`);
  for (const name of Object.keys(API_SCHEMAS))
    files[`schema:${name}`] = file(`schemas/${name}.json`);
  return {
    $schema: schemaUrl(ctx, 'index'),
    format: 1,
    current: registry.current,
    languages: [...LANGS],
    files,
    sections: apiSections(registry).map((number) => ({
      number,
      title: titlesOf(registry, number),
    })),
  };
}
