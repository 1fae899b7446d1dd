/** One edition's text as compact JSON (shape in `src/lib/edition-text-json.ts`), from the registry. */
import type { Lang } from '../content/schemas.ts';
import type { EditionTextJson } from '../lib/edition-text-json.ts';
import type { Registry } from '../registry/registry.ts';

export function editionTextJson(registry: Registry, edition: string, lang: Lang): EditionTextJson {
  const e = registry.rules.official(edition, lang);
  if (!e) throw new Error(`no ${lang} text of edition ${edition}`);
  return {
    format: 1,
    edition,
    lang,
    ...(e.effective ? { effective: e.effective } : {}),
    rules: e.rules.filter((r) => !r.anchor).map((r) => [r.number, r.text, ...r.examples]),
    sections: e.sections.map((s) => [s.number, s.title]),
  };
}
