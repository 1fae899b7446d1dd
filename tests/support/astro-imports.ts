/**
 * What an `.astro` file imports, for the layer rules: dependency-cruiser reads no `.astro` file
 * (it has no parser for them and no hook to add one), so the layer test gives it, beside each
 * `X.astro`, two stand-ins in TypeScript that import what the file imports:
 *
 * - `X.astro.ts`: the frontmatter's imports (run at build time, in Node), type-only ones kept as
 *   such, an imported `Y.astro` named by its own stand-in `Y.astro.ts`;
 * - `X.astro.browser.ts`: the code of its bundled `<script>`s (run in the browser), which
 *   `.dependency-cruiser.cjs` checks as browser code. `is:inline` scripts are not bundled and
 *   cannot import, so they have no stand-in.
 *
 * Both come from Astro's own compiler (`@astrojs/compiler-rs`): the frontmatter's syntax tree and
 * the scripts the compiler hoists, not a pattern over the text.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parse, transform } from '@astrojs/compiler-rs';
import { filesUnder } from './source-files.ts';

/** The stand-in of the frontmatter of `X.astro`, and of its `<script>`s. */
export const SERVER_STAND_IN = '.astro.ts';
export const BROWSER_STAND_IN = '.astro.browser.ts';

interface Node {
  type?: string;
  importKind?: string;
  exportKind?: string;
  source?: { type?: string; value?: unknown } | null;
  [key: string]: unknown;
}

/** `./Y.astro` as its stand-in `./Y.astro.ts`; any other specifier as it is. */
const standIn = (spec: string) => spec.replace(/\.astro$/, SERVER_STAND_IN);

/** Each import of a syntax tree as one line of TypeScript: static, re-exported, dynamic. */
function importLines(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const n of node) importLines(n, out);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const n = node as Node;
  const spec = n.source?.type === 'Literal' ? n.source.value : undefined;
  if (typeof spec === 'string') {
    const at = JSON.stringify(standIn(spec));
    const typeOnly = n.importKind === 'type' || n.exportKind === 'type';
    if (n.type === 'ImportDeclaration')
      out.push(typeOnly ? `import type {} from ${at};` : `import ${at};`);
    else if (n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration')
      out.push(typeOnly ? `export type * from ${at};` : `export * from ${at};`);
    else if (n.type === 'ImportExpression') out.push(`void import(${at});`);
  }
  for (const [k, v] of Object.entries(n)) if (k !== 'source') importLines(v, out);
  return out;
}

/** The two stand-ins' code for one `.astro` file (`browser` undefined: no bundled script). */
export function astroStandIns(
  source: string,
  filename: string,
): { server: string; browser: string | undefined } {
  const { ast, diagnostics } = parse(source);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(`${filename}: ${errors.map((d) => d.text).join('; ')}`);
  const server = importLines((ast as { frontmatter?: unknown }).frontmatter).join('\n');
  const scripts = transform(source, { filename }).scripts.map((s) =>
    s.type === 'external' ? `import ${JSON.stringify(s.src)};` : (s.code ?? ''),
  );
  return { server: `${server}\n`, browser: scripts.length ? `${scripts.join('\n')}\n` : undefined };
}

/** Replaces every `.astro` file under `dir` by its stand-ins; returns how many it replaced. */
export function writeAstroStandIns(dir: string): number {
  const files = filesUnder(dir, /\.astro$/);
  for (const file of files) {
    const { server, browser } = astroStandIns(readFileSync(file, 'utf8'), file);
    writeFileSync(file.replace(/\.astro$/, SERVER_STAND_IN), server);
    if (browser !== undefined) writeFileSync(file.replace(/\.astro$/, BROWSER_STAND_IN), browser);
    rmSync(file);
  }
  return files.length;
}

/** A stand-in's path as the `.astro` file it stands for: `X.astro`, or `X.astro <script>`. */
export function astroName(path: string): string {
  return path.endsWith(BROWSER_STAND_IN)
    ? `${path.slice(0, -BROWSER_STAND_IN.length)}.astro <script>`
    : path.endsWith(SERVER_STAND_IN)
      ? path.slice(0, -'.ts'.length)
      : path;
}
