/** One edition's text as compact JSON: every numbered rule and subrule, with its examples. */
import type { Lang } from '../content/schemas.ts';
import type { Registry } from '../registry/registry.ts';

export interface EditionTextJson {
  format: 1;
  edition: string;
  lang: Lang;
  effective?: string;
  /** [number, text, examples…] per rule, in order; a repeated number keeps its first text. */
  rules: Array<[string, string, ...string[]]>;
  /** Sections as [number, title]. */
  sections: Array<[string, string]>;
}

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
