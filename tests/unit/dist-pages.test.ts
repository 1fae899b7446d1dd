/**
 * What the checks over every page of a build read of each page
 * (tests/support/dist-pages.ts): read as a browser reads the HTML, so that a
 * link in a script, an escaped address or an upper-case attribute does not
 * fool the link, anchor and CSP checks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPages } from '../support/dist-pages.ts';

const dist = mkdtempSync(join(tmpdir(), 'grimoire-dist-pages-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function page(path: string, html: string): void {
  mkdirSync(join(dist, path), { recursive: true });
  writeFileSync(join(dist, path, 'index.html'), html);
}

page(
  'en/rules/701',
  `<!doctype html><html><head>
<META HTTP-EQUIV="Content-Security-Policy" content="default-src 'self'; object-src 'none'">
<link rel="preload stylesheet" href="/_astro/a.css"><LINK REL="Stylesheet" HREF="/_astro/b.css">
<link rel="icon" href="/favicon.svg">
<script>document.write('<a href="/in-a-script/" id="not-an-id">')</script>
<style>a::after { content: '<a href="/in-a-style/">' }</style>
</head><body>
<h2 ID="701.2">Double</h2><li id="701.2a">x</li>
<a href="/en/rules/701/?was=701.2&amp;edition=2024-08-02#701.3">a</a>
<textarea><a href="/in-a-textarea/"></a></textarea>
<!-- <a href="/in-a-comment/"> -->
<a name="no-href">b</a>
</body></html>`,
);
page('it', '<!doctype html><title>x</title><p id=bare>unquoted</p>');

describe('a built page, as the checks read it', () => {
  const pages = readPages(dist);
  const rule = pages.find((p) => p.url === '/en/rules/701/')!;

  it('finds every page, with its address', () => {
    expect(pages.map((p) => p.url).sort()).toEqual(['/en/rules/701/', '/it/']);
    expect(rule.file).toBe('en/rules/701/index.html');
  });

  it('reads links, ids and stylesheets as a browser does, not text in scripts, styles or comments', () => {
    expect(rule.links).toEqual(['/en/rules/701/?was=701.2&edition=2024-08-02#701.3']);
    expect([...rule.ids].sort()).toEqual(['701.2', '701.2a']);
    expect(rule.stylesheets).toEqual(['/_astro/a.css', '/_astro/b.css']);
    expect([...pages.find((p) => p.url === '/it/')!.ids]).toEqual(['bare']);
  });

  it('reads the Content-Security-Policy whatever the case of its attribute', () => {
    expect(rule.csp).toEqual(["default-src 'self'; object-src 'none'"]);
  });
});
