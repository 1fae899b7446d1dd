/** Splits a Markdown file into its YAML front matter and body. */
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { ContentError } from '../content/content-error.ts';

/** A Markdown file's front matter (parsed YAML) and body, with the body's first line number. */
export interface SplitFile {
  data: unknown;
  body: string;
  /** 1-based line number in the file where the body starts. */
  bodyLine: number;
  /** The file line of each top-level field of the front matter, so errors can name it. */
  fieldLines: Map<string, number>;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Parses `---\nyaml\n---\nbody`; throws a ContentError naming the file on bad YAML. */
export function splitFrontMatter(text: string, file: string): SplitFile {
  const src = text.replace(/^\uFEFF/, '');
  const m = FENCE.exec(src);
  if (!m && /^---\r?\n/.test(src))
    throw new ContentError(
      file,
      'the front matter that opens on this line has no closing "---" line: end it with a line of three dashes before the text',
      1,
    );
  if (!m)
    throw new ContentError(
      file,
      'the file must start with a front matter block between "---" lines',
    );
  let data: unknown;
  try {
    data = parseYaml(m[1] ?? '');
  } catch (err) {
    const line = err instanceof YAMLParseError && err.linePos ? err.linePos[0].line + 1 : undefined;
    throw new ContentError(
      file,
      `front matter is not valid YAML: ${(err as Error).message.split('\n')[0]}`,
      line,
    );
  }
  const bodyLine = m[0].split('\n').length;
  return {
    data: data ?? {},
    body: src.slice(m[0].length),
    bodyLine,
    fieldLines: fieldLines(m[1] ?? ''),
  };
}

/** Top-level keys of YAML text and their file lines (the YAML starts on line 2, after "---"). */
function fieldLines(yaml: string): Map<string, number> {
  const out = new Map<string, number>();
  yaml.split('\n').forEach((line, i) => {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1];
    if (key && !out.has(key)) out.set(key, i + 2);
  });
  return out;
}
