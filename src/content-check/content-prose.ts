/**
 * The prose of a content file for the seed-similarity check: its Markdown
 * body and the front-matter fields that hold sentences. Pure.
 */
import { parse as parseYaml } from 'yaml';

/** Front-matter fields whose value is prose (names, aliases and ids are not). */
const PROSE_FIELDS = ['title', 'summary'] as const;

/**
 * The prose of a content file: its Markdown body, plus the front-matter
 * fields that hold sentences (`title`, `summary`, and the `text` of each
 * ruling), but not the term, name, aliases or former names.
 */
export function proseOfContentFile(fileText: string): string[] {
  const src = fileText.replace(/^\uFEFF/, '');
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(src);
  if (!m) return [src];
  const data: unknown = parseYaml(m[1] ?? '');
  return [...frontMatterProse(data), src.slice(m[0].length)];
}

/** The prose fields of parsed front matter. */
function frontMatterProse(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const texts = PROSE_FIELDS.map((f) => record[f]).filter(
    (v): v is string => typeof v === 'string',
  );
  const rulings = Array.isArray(record['rulings']) ? (record['rulings'] as unknown[]) : [];
  for (const r of rulings) {
    const text =
      typeof r === 'object' && r !== null ? (r as Record<string, unknown>)['text'] : undefined;
    if (typeof text === 'string') texts.push(text);
  }
  return texts;
}
