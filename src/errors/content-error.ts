/** An error in a content file, reported as `file:line: message` so editors can jump to it. */
export class ContentError extends Error {
  /** Path of the offending file, relative to the project root when possible. */
  readonly file: string;
  /** What is wrong, in words an author understands. */
  readonly problem: string;
  /** 1-based line, when known. */
  readonly line: number | undefined;

  constructor(file: string, problem: string, line?: number) {
    super(`${file}${line ? `:${line}` : ''}: ${problem}`);
    this.name = 'ContentError';
    this.file = file;
    this.problem = problem;
    this.line = line;
  }
}

/** Formats zod issues as "field "x.y": message" lines. */
export function describeIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  data?: unknown,
): string {
  return issues
    .map((i) => {
      if (!i.path.length) return i.message;
      const field = `field "${i.path.map(String).join('.')}"`;
      return isMissing(data, i.path)
        ? `${field} is missing: add it (${i.message})`
        : `${field}: ${i.message}`;
    })
    .join('; ');
}

/** True when the parsed data has nothing at a top-level field's path. */
function isMissing(data: unknown, path: ReadonlyArray<PropertyKey>): boolean {
  if (path.length !== 1 || typeof data !== 'object' || data === null) return false;
  return (data as Record<PropertyKey, unknown>)[path[0]!] === undefined;
}
