/**
 * The short-link pages link the stylesheet the built pages link
 * (src/build/site-outputs.ts), read from the built not-found page, not the
 * first CSS file a folder listing happens to give.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtStylesheet } from '../../src/build/site-outputs.ts';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function built(head: string): string {
  dist = mkdtempSync(join(tmpdir(), 'grimoire-outputs-'));
  writeFileSync(
    join(dist, '404.html'),
    `<!doctype html><html><head>${head}</head><body></body></html>`,
  );
  return dist;
}

describe('builtStylesheet', () => {
  it('is the stylesheet the not-found page links, base path included, not another CSS file', () => {
    const d = built(
      '<link rel="icon" href="/grimoire/favicon.svg"><link rel="stylesheet" href="/grimoire/_astro/global.B2x.css">',
    );
    writeFileSync(join(d, 'a-first.css'), '');
    expect(builtStylesheet(d)).toBe('/grimoire/_astro/global.B2x.css');
  });

  it('is none when the pages link none, and an error naming them when they link two', () => {
    expect(builtStylesheet(built('<title>x</title>'))).toBeUndefined();
    rmSync(dist, { recursive: true, force: true });
    const two = built('<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css">');
    expect(() => builtStylesheet(two)).toThrow(
      /404\.html links 2 stylesheets \(\/a\.css, \/b\.css\)/,
    );
  });
});
