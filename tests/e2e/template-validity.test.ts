/**
 * HTML validation per template (issue 28, part 3): every page template of
 * `src/pages/` wrote at least one page, and the largest page of each is valid
 * HTML. The pages come from the shipped build (`dist/`) and, for the templates
 * that write pages only when editions are imported (a past edition's rule
 * page, an edition's text, the changes between two), from the editions
 * fixture build of the global setup, which the sample of dist-quality.test.ts
 * never sees. A page belongs to the template whose route it matches with the
 * most fixed segments (`/en/rules/glossary/` to `rules/glossary.astro`, not
 * to `rules/[number].astro`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { htmlProblems, htmlValidator } from '../support/html-validator.ts';
import { filesUnder } from '../support/source-files.ts';

interface Template {
  file: string;
  route: RegExp;
  fixed: number;
}

/** `src/pages/[lang]/rules/[number].astro` → a route matching `/en/rules/701/`. */
function template(file: string): Template {
  const segs = relative(join(projectRoot, 'src/pages'), file)
    .replace(/\.astro$/, '')
    .split('/')
    .filter((s, i, all) => !(s === 'index' && i === all.length - 1));
  const re = segs.map((s) => (/^\[.+\]$/.test(s) ? '[^/]+' : s.replace(/[.]/g, '\\.')));
  return {
    file: relative(projectRoot, file),
    route: new RegExp(`^/${re.join('/')}${re.length ? '/?' : ''}$`),
    fixed: segs.filter((s) => !s.startsWith('[')).length,
  };
}

interface Page {
  dist: string;
  file: string;
  url: string;
  size: number;
}

function htmlPages(dist: string, dir = dist): Page[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return htmlPages(dist, path);
    if (!d.name.endsWith('.html')) return [];
    const file = relative(dist, path);
    const url = `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
    return [{ dist, file, url, size: statSync(path).size }];
  });
}

const templates = filesUnder(join(projectRoot, 'src/pages'), /\.astro$/).map(template);
const pages = [...htmlPages(join(projectRoot, 'dist')), ...htmlPages(inject('editionsDist'))];

/** The largest page of each template. */
function largestPerTemplate(): Map<string, Page> {
  const largest = new Map<string, Page>();
  for (const p of pages) {
    const t = templates.filter((t) => t.route.test(p.url)).sort((a, b) => b.fixed - a.fixed)[0];
    if (!t) continue;
    const best = largest.get(t.file);
    if (!best || p.size > best.size) largest.set(t.file, p);
  }
  return largest;
}

const largest = largestPerTemplate();

describe(`HTML per template (${templates.length} templates)`, () => {
  it('every page template wrote a page, in the shipped build or the editions build', () => {
    expect(templates.length).toBeGreaterThan(20);
    expect(templates.map((t) => t.file).filter((f) => !largest.has(f))).toEqual([]);
  });

  it('the largest page of every template is valid HTML', async () => {
    const validator = htmlValidator();
    const problems: string[] = [];
    for (const p of largest.values()) {
      const html = readFileSync(join(p.dist, p.file), 'utf8');
      problems.push(...(await htmlProblems(validator, html, p.file)));
    }
    expect(problems.slice(0, 30)).toEqual([]);
  }, 120_000);
});
