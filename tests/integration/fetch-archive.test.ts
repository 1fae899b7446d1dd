/**
 * `fetch-archive` against a local stand-in for the published URLs and a
 * mirror: what the cache has is verified and kept, what it lacks comes from
 * its published URL or else the mirror, bytes that are not the manifest's
 * never enter the cache, and an interrupted run resumes. The files are the
 * project's own fixtures.
 */
import { runScript } from '../support/run-script.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import type { LineageEdition } from '../../src/lineage/lineage-data.ts';
import { projectRoot } from '../../src/registry/index.ts';
import {
  archiveFileName,
  fetchArchive,
  type ArchiveOptions,
} from '../../src/updater/fetch-archive.ts';
import { tempDirs } from '../support/content-tree.ts';
import { serveRulesSite, type RulesSiteServer } from '../support/rules-site-server.ts';

const FIXTURES = join(projectRoot, 'tests/fixtures/cr');
const A = readFileSync(join(FIXTURES, 'test-rules-en.txt'));
const B = readFileSync(join(FIXTURES, 'test-rules-en-2022.txt'));
const C = Buffer.from(B.toString('utf8').replace(/\n/g, '\r\n'));
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

const temp = tempDirs('grimoire-archive-');
let site: RulesSiteServer;
let cache: string;
let log: string[];

/** The manifest: A has a published URL, B none (mirror only), C a published URL that is gone. */
function manifest(): LineageEdition[] {
  return [
    {
      key: '2021-03-05',
      effective: '2021-03-05',
      sha256: sha(A),
      bytes: A.length,
      url: `${site.url}/2021/docs/MagicCompRules_20210305.txt`,
    },
    { key: '2022-03-05', effective: '2022-03-05', sha256: sha(B), bytes: B.length },
    {
      key: '2022-06-01',
      effective: '2022-06-01',
      sha256: sha(C),
      bytes: C.length,
      url: `${site.url}/2022/downloads/MagicCompRules%2020220601.txt`,
    },
  ];
}

function options(over: Partial<ArchiveOptions> = {}): ArchiveOptions {
  return {
    editions: manifest(),
    cacheDir: cache,
    mirror: `${site.url}/mirror`,
    download: { timeoutMs: 2_000, retries: 0, retryDelayMs: 1, maxBytes: 1024 * 1024 },
    log: (l) => log.push(l),
    ...over,
  };
}

beforeAll(async () => {
  site = await serveRulesSite();
});
afterAll(async () => {
  await site.close();
});
beforeEach(() => {
  cache = join(temp.make(), 'cr');
  log = [];
  site.hits.clear();
  site.set({
    '/2021/docs/MagicCompRules_20210305.txt': { body: A },
    '/mirror/MagicCompRules-2021-03-05.txt': { body: A },
    '/mirror/MagicCompRules-2022-03-05.txt': { body: B },
    '/mirror/MagicCompRules-2022-06-01.txt': { body: C },
  });
});
afterEach(() => temp.cleanup());

describe('fetch-archive', () => {
  it('downloads each edition from its published URL, else the mirror, and verifies it', async () => {
    const r = await fetchArchive(options());
    expect(r).toEqual({
      verified: [],
      downloaded: ['2021-03-05', '2022-03-05', '2022-06-01'],
      missing: [],
    });
    expect(readdirSync(cache).sort()).toEqual(
      ['2021-03-05', '2022-03-05', '2022-06-01'].map(archiveFileName),
    );
    expect(readFileSync(join(cache, archiveFileName('2022-06-01')))).toEqual(C);
    expect(site.hits.get('/mirror/MagicCompRules-2021-03-05.txt')).toBeUndefined();
    expect(log[0]).toMatch(
      /^\[1\/3\] 2021-03-05: downloaded 2 KB from .*\/2021\/docs\/MagicCompRules_20210305\.txt, verified$/,
    );
    expect(log[2]).toMatch(
      /^\[3\/3\] 2022-06-01: downloaded .*\/mirror\/MagicCompRules-2022-06-01\.txt, verified \(after: HTTP 404 Not Found from /,
    );
  });

  it('skips what the cache has, after verifying it, and fetches again a file with other bytes', async () => {
    await fetchArchive(options());
    site.hits.clear();
    writeFileSync(join(cache, archiveFileName('2022-03-05')), 'damaged');
    log = [];
    const r = await fetchArchive(options());
    expect(r).toEqual({
      verified: ['2021-03-05', '2022-06-01'],
      downloaded: ['2022-03-05'],
      missing: [],
    });
    expect([...site.hits.keys()]).toEqual(['/mirror/MagicCompRules-2022-03-05.txt']);
    expect(log[1]).toMatch(/the cached file has other bytes than the manifest's \(7 bytes/);
    expect(readFileSync(join(cache, archiveFileName('2022-03-05')))).toEqual(B);
  });

  it('keeps out bytes that are not the manifest’s, and an edition nobody serves', async () => {
    site.set({ '/mirror/MagicCompRules-2022-03-05.txt': { body: A } });
    const r = await fetchArchive(options({ mirror: `${site.url}/mirror/` }));
    expect(r.downloaded).toEqual(['2021-03-05', '2022-06-01']);
    expect(r.missing).toEqual([
      {
        key: '2022-03-05',
        reason: expect.stringMatching(
          /MagicCompRules-2022-03-05\.txt served other bytes than the manifest's/,
        ),
      },
    ]);
    expect(existsSync(join(cache, archiveFileName('2022-03-05')))).toBe(false);
    const none = await fetchArchive(
      options({ mirror: undefined, cacheDir: join(temp.make(), 'cr') }),
    );
    expect(none.missing.map((m) => [m.key, m.reason])).toEqual([
      ['2022-03-05', 'no published URL is known for it: give a mirror with --mirror'],
      ['2022-06-01', expect.stringMatching(/^HTTP 404 Not Found/)],
    ]);
  });

  it('resumes after an interruption: a half-written download is discarded, finished ones are kept', async () => {
    // The connection drops mid-file (no timing involved: a short timeout also failed the other
    // editions' downloads on a busy machine).
    site.set({ '/mirror/MagicCompRules-2022-06-01.txt': { body: C, cutAfter: 100 } });
    const first = await fetchArchive(
      options({
        download: { timeoutMs: 5_000, retries: 0, retryDelayMs: 1, maxBytes: 1024 * 1024 },
      }),
    );
    expect(first.missing.map((m) => m.key)).toEqual(['2022-06-01']);
    // What an interrupted atomic write leaves (files/write-atomic.ts): a temporary file beside the target.
    writeFileSync(join(cache, `.tmp-${archiveFileName('2022-06-01')}-999-1`), C.subarray(0, 100));
    site.set({ '/mirror/MagicCompRules-2022-06-01.txt': { body: C } });
    site.hits.clear();
    const second = await fetchArchive(options());
    expect(second).toEqual({
      verified: ['2021-03-05', '2022-03-05'],
      downloaded: ['2022-06-01'],
      missing: [],
    });
    expect(site.hits.has('/2021/docs/MagicCompRules_20210305.txt')).toBe(false);
    expect(readdirSync(cache).filter((f) => f.startsWith('.tmp-'))).toEqual([]);
  });
});

describe('npm run fetch-archive', { timeout: 30_000 }, () => {
  const run = (...args: string[]) => runScript('fetch-archive.ts', args);

  it('reads the manifest of a content folder, fills the cache from a mirror, and the cache imports', async () => {
    const content = join(temp.make(), 'content');
    for (const f of ['test-rules-en.txt', 'test-rules-en-2022.txt'])
      importRulesFiles({ files: [join(FIXTURES, f)], lang: 'en', contentDir: content });
    const missing = await run('--content', content, '--cache', cache, '--retries', '0');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/2 editions could not be obtained/);
    const r = await run('--content', content, '--cache', cache, '--mirror', `${site.url}/mirror`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /archive: 2 editions in .* \(0 already there and verified, 2 downloaded\), 0 missing/,
    );
    const imported = importRulesFiles({
      files: [cache],
      lang: 'en',
      contentDir: join(temp.make(), 'content'),
    });
    expect(imported.editions.map((e) => [e.key, e.status])).toEqual([
      ['2021-03-05', 'new'],
      ['2022-03-05', 'new'],
    ]);
  });
});
