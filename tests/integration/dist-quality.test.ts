/**
 * Checks over every page of the built site: internal links and anchors
 * resolve, HTML is valid, the Content-Security-Policy is strict, and the
 * size budgets hold (sizes printed).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { siteConfig } from '../../src/site-config.ts';
import { readPages, type DistPage } from '../support/dist-pages.ts';
import { htmlProblems, htmlValidator } from '../support/html-validator.ts';

const dist = join(projectRoot, 'dist');
if (!existsSync(join(dist, 'index.html')))
  throw new Error('dist/ is missing: run `npm run build` before the integration tests');
const pages = readPages(dist);
const { base } = siteConfig();
const ids = new Map(pages.map((p) => [p.url, p.ids]));
/** A page's HTML, read again for the few checks that need it all. */
const htmlOf = (p: DistPage) => readFileSync(join(dist, p.file), 'utf8');

/** Resolves an internal href against a page to a dist page URL and fragment. */
function target(pageUrl: string, href: string): { path: string; hash: string } | undefined {
  const u = new URL(href, `http://site${pageUrl}`);
  if (u.host !== 'site') return undefined;
  return { path: decodeURIComponent(u.pathname), hash: decodeURIComponent(u.hash.slice(1)) };
}

/**
 * The template of a page, from its address: the language and section kept,
 * every other segment reduced to its kind ("702" → D, "702.19" → N, "mill" → x),
 * so a rule page, a section page, a glossary term or a short link is one shape.
 */
function shape(url: string): string {
  return url
    .split('/')
    .map((seg, i) => (/\d/.test(seg) ? (/^\d+$/.test(seg) ? 'D' : 'N') : i <= 2 ? seg : 'x'))
    .join('/');
}

/**
 * The pages whose HTML is validated: the two largest of every template in
 * every language (the most content, so the most markup), and every 25th page
 * besides. The markup comes from a few templates, so this finds what
 * validating all of them did, in a fraction of the time.
 */
function validationSample(): typeof pages {
  const byShape = new Map<string, typeof pages>();
  for (const p of pages) {
    const key = shape(p.url);
    byShape.set(key, [...(byShape.get(key) ?? []), p]);
  }
  const chosen = new Set(
    [...byShape.values()].flatMap((g) => g.sort((a, b) => b.length - a.length).slice(0, 2)),
  );
  pages.forEach((p, i) => i % 25 === 0 && chosen.add(p));
  return pages.filter((p) => chosen.has(p));
}

describe(`built site (${pages.length} pages)`, () => {
  it('every internal link and #anchor resolves', () => {
    const broken: string[] = [];
    for (const p of pages) {
      for (const href of p.links) {
        const t = target(p.url, href);
        if (!t) continue;
        const path = t.path.startsWith(base) ? `/${t.path.slice(base.length)}` : t.path;
        const exists = ids.has(path) || existsSync(join(dist, path));
        if (!exists) broken.push(`${p.url} → ${href} (no page)`);
        else if (t.hash && ids.has(path) && !ids.get(path)!.has(t.hash))
          broken.push(`${p.url} → ${href} (no #${t.hash})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every template is valid HTML (the largest pages of each, and every 25th page)', async () => {
    const validator = htmlValidator();
    const problems: string[] = [];
    const sample = validationSample();
    console.log(`validating ${sample.length} of ${pages.length} pages`);
    expect(sample.length).toBeGreaterThan(new Set(pages.map((p) => shape(p.url))).size);
    for (const p of sample) {
      problems.push(...(await htmlProblems(validator, htmlOf(p), p.file)));
    }
    expect(problems.slice(0, 30)).toEqual([]);
  }, 300_000);

  it('every page has a strict Content-Security-Policy', () => {
    for (const p of pages) {
      expect(p.csp.length, p.file).toBe(1);
      const csp = p.csp[0]!;
      const script = /script-src([^;]*)/.exec(csp)?.[1] ?? '';
      expect(script, p.file).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp, p.file).toMatch(/default-src 'self'/);
      expect(csp, p.file).toMatch(/object-src 'none'/);
    }
  });

  it('holds the size budgets (HTML + CSS of a rule page ≤ 15 KB brotli)', () => {
    const br = (s: string | Buffer) => brotliCompressSync(s).length;
    const rulePage = pages
      .filter((p) => /^\/en\/rules\/\d/.test(p.url))
      .sort((a, b) => b.length - a.length)[0]!;
    const html = htmlOf(rulePage);
    const css = rulePage.stylesheets.map((href) =>
      readFileSync(join(dist, href.slice(base.length))),
    );
    const total = br(html) + css.reduce((n, c) => n + br(c), 0);
    console.log(
      `largest rule page ${rulePage.url}: HTML ${br(html)} B + CSS ${css.reduce((n, c) => n + br(c), 0)} B brotli = ${total} B`,
    );
    expect(total).toBeLessThanOrEqual(15 * 1024);
  });
});
