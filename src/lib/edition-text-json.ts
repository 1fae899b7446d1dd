/**
 * One edition's text as compact JSON (`/api/v1/editions/<key>.json`): every numbered rule and
 * subrule, with its examples. The shape only, so the compare page's script can read it; the
 * builder is `src/api/edition-text.ts`.
 */
import type { Lang } from '../content/schemas.ts';

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
