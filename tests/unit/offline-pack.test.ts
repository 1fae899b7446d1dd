/**
 * What "Keep offline" downloads for a language is listed from what is in
 * dist/: every page and file of that language (whatever they are called)
 * but older editions' full texts, the shared assets, and the current
 * edition's text for compare; never other languages, short links or the
 * rest of the API.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packManifest, packManifests, sitePathOf } from '../../src/offline/pack-files.ts';

function dist(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-pack-'));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), `content of ${f}`);
  }
  return dir;
}

const SITE = [
  'index.html',
  '404.html',
  'favicon.svg',
  'manifest.webmanifest',
  'icons/icon-192.png',
  '_astro/app.abc123.js',
  '_astro/site.def456.css',
  'api/v1/lineage.json',
  'api/v1/rules/701.json',
  'api/v1/editions/2025-11-14.json',
  'api/v1/editions/2024-08-02.json',
  'r/701.17/index.html',
  'sitemap-0.xml',
  'en/index.html',
  'en/rules/index.html',
  'en/rules/701.17/index.html',
  'en/rules/glossary/index.html',
  'en/rules/2024-08-02/701.13/index.html',
  'en/glossary/mill/index.html',
  'en/articles/mill/index.html',
  'en/cards/x/index.html',
  'en/search/index.html',
  'en/search/shard-7.json',
  'en/404/index.html',
  'en/editions/index.html',
  'en/editions/compare/index.html',
  'en/editions/2024-08-02/index.html',
  'en/editions/2024-08-02/7/index.html',
  'en/editions/2024-08-02/all/index.html',
  'en/editions/2024-08-02/glossary/index.html',
  'en/editions/2025-11-14/index.html',
  'en/editions/2025-11-14/7/index.html',
  'en/editions/2025-11-14/all/index.html',
  'en/editions/2025-11-14/glossary/index.html',
  'en/changes/2025-09-19/2025-11-14/index.html',
  'en/translators/index.html',
  'en/translators/stale.csv',
  'en/embed/index.html',
  'en/feed.xml',
  'en/not-kept/index.html',
  'it/rules/701.17/index.html',
];

describe('offline packs', () => {
  it('hold every page of the language but older editions’ full texts, its search files and the shared assets, and nothing else', () => {
    const d = dist(SITE);
    const paths = packManifest(d, 'en', '2025-11-14').files.map(([p]) => p);
    expect(paths.sort()).toEqual(
      [
        'en/',
        'en/rules/',
        'en/rules/701.17/',
        'en/rules/glossary/',
        'en/rules/2024-08-02/701.13/',
        'en/editions/',
        'en/editions/compare/',
        'en/editions/2024-08-02/',
        'en/editions/2025-11-14/',
        'en/editions/2025-11-14/7/',
        'en/editions/2025-11-14/all/',
        'en/editions/2025-11-14/glossary/',
        'en/changes/2025-09-19/2025-11-14/',
        'en/translators/',
        'en/translators/stale.csv',
        'en/embed/',
        'en/feed.xml',
        'en/not-kept/',
        'en/glossary/mill/',
        'en/articles/mill/',
        'en/cards/x/',
        'en/search/',
        'en/search/shard-7.json',
        'en/404/',
        '_astro/app.abc123.js',
        '_astro/site.def456.css',
        '',
        '404.html',
        'favicon.svg',
        'manifest.webmanifest',
        'icons/icon-192.png',
        'api/v1/lineage.json',
        'api/v1/editions/2025-11-14.json',
      ].sort(),
    );
  });

  it('give each file its size and hash, and change version when any file changes', () => {
    const d = dist(SITE);
    const before = packManifest(d, 'en', '2025-11-14');
    const file = before.files.find(([p]) => p === 'en/rules/701.17/')!;
    expect(file[1]).toBe('content of en/rules/701.17/index.html'.length);
    expect(file[2]).toMatch(/^[0-9a-f]{16}$/);
    expect(before.bytes).toBe(before.files.reduce((n, [, b]) => n + b, 0));
    writeFileSync(join(d, 'en/search/shard-7.json'), 'new shard');
    const after = packManifest(d, 'en', '2025-11-14');
    expect(after.version).not.toBe(before.version);
    // Another language's pack does not change with it.
    const it1 = packManifests(d, '2025-11-14').build.packs.it;
    writeFileSync(join(d, 'en/search/shard-7.json'), 'newer shard');
    expect(packManifests(d, '2025-11-14').build.packs.it).toBe(it1);
  });

  it('name directory pages by their address', () => {
    expect(sitePathOf('/d', '/d/index.html')).toBe('');
    expect(sitePathOf('/d', '/d/en/rules/701.17/index.html')).toBe('en/rules/701.17/');
    expect(sitePathOf('/d', '/d/en/search/tier0.json')).toBe('en/search/tier0.json');
  });
});
