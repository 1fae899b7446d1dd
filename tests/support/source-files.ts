/**
 * The project's own source, as the house tests read it: every file under a folder (the one
 * walker of tests/unit/house-rules, language-places, url-module and run-time-deps), and code
 * with its comments taken out, so that a comment that names a rule breaks none.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Source files of the site: TypeScript, Astro components and ES modules. */
export const SOURCE = /\.(ts|astro|mjs)$/;

/** Every file under `dir` whose name matches `ext`, folders walked depth first. */
export function filesUnder(dir: string, ext: RegExp = SOURCE): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p, ext) : ext.test(n) ? [p] : [];
  });
}

/** Code without its comments (block, line, and the HTML comments of templates). */
export function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}
