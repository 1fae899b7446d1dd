/**
 * `update-cr` and `fetch-archive` against a rules site that answers as real
 * servers and CDNs do (tests/support/rules-site-server.ts): the page and the
 * file compressed with gzip, deflate (with and without its zlib wrapper) and
 * brotli with the compressed Content-Length, chunked, chunked and
 * compressed, redirected, and slow but in time: each imports (or fills the
 * cache) with the file's very bytes. And the failures each one keeps: a
 * compressed body cut short, a Content-Length longer or shorter than the
 * body, a redirect loop or chain, a server that drips past the timeout;
 * each fails in one line with the content as it was (review row UP3).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLineage } from '../../src/lineage/lineage-files.ts';
import { officialPath, readOfficial } from '../../src/official/official-store.ts';
import { archiveFileName, fetchArchive } from '../../src/updater/fetch-archive.ts';
import { updateCr, type UpdateOptions } from '../../src/updater/update-cr.ts';
import { UpdateError } from '../../src/updater/update-error.ts';
import { treeHash } from '../support/content-tree.ts';
import { CR_FIXTURES, useUpdateFixture } from '../support/update-fixture.ts';
import { rulesPage, type Route } from '../support/rules-site-server.ts';

const CR_2022 = readFileSync(join(CR_FIXTURES, 'test-rules-en-2022.txt'));
const FILE = '/2022/downloads/MagicCompRules%2020220305.txt';
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

const fx = useUpdateFixture('grimoire-encodings-');

const download = { timeoutMs: 3_000, retries: 0, retryDelayMs: 1, maxBytes: 1024 * 1024 };
const options = (over: Partial<UpdateOptions> = {}): UpdateOptions => ({
  page: `${fx.site.url}/en/rules`,
  contentDir: fx.content,
  download,
  ...over,
});

/** The page and the file, each answered as `how` says. */
function serve(how: Omit<Route, 'body'>, page: Omit<Route, 'body'> = how): void {
  fx.site.set({
    '/en/rules': { body: rulesPage(FILE), contentType: 'text/html', ...page },
    [FILE]: { body: CR_2022, ...how },
  });
}

const WORKING: Array<[string, Omit<Route, 'body'>]> = [
  ['gzip with its Content-Length', { encoding: 'gzip' }],
  ['brotli with its Content-Length', { encoding: 'br' }],
  ['deflate (zlib) with its Content-Length', { encoding: 'deflate' }],
  ['deflate without the zlib wrapper', { encoding: 'deflate-raw' }],
  ['chunked, no Content-Length', { chunked: true }],
  ['chunked and gzip', { chunked: true, encoding: 'gzip' }],
  ['chunked and brotli', { chunked: true, encoding: 'br' }],
  ['slow but in time (1 KB every 20 ms)', { drip: { bytes: 1024, everyMs: 20 } }],
];

describe('update-cr against a server that answers as real ones do (UP3)', () => {
  it.each(WORKING)('imports the file sent %s', async (_, how) => {
    serve(how);
    const r = await updateCr(options());
    expect(r.record).toMatchObject({ edition: '2022-03-05', result: 'new', sha256: sha(CR_2022) });
    const stored = readOfficial(officialPath(fx.content, 'en', '2022-03-05'), fx.content);
    expect(stored.sources[0]!.sha256, 'the decoded bytes are the file').toBe(sha(CR_2022));
    expect(readLineage(fx.content)!.editions.map((e) => e.key)).toEqual([
      '2021-03-05',
      '2022-03-05',
    ]);
    expect(fx.site.accepted.get(FILE)).toBe('gzip, deflate, br');
  });

  it('follows redirects of the page and of the file, and records the link the page gave', async () => {
    fx.site.set({
      '/en/rules': { redirect: '/en/rules/' },
      '/en/rules/': { redirect: `${fx.site.url}/en/comprehensive-rules`, encoding: 'gzip' },
      '/en/comprehensive-rules': {
        body: rulesPage(FILE),
        contentType: 'text/html',
        encoding: 'br',
      },
      [FILE]: { redirect: '/cdn/MagicCompRules%2020220305.txt' },
      '/cdn/MagicCompRules%2020220305.txt': { body: CR_2022, encoding: 'gzip', chunked: true },
    });
    const r = await updateCr(options());
    expect(r.record).toMatchObject({
      edition: '2022-03-05',
      result: 'new',
      url: `${fx.site.url}${FILE}`,
    });
    expect(fx.site.hits.get('/cdn/MagicCompRules%2020220305.txt')).toBe(1);
  });
});

const FAILING: Array<[string, Omit<Route, 'body'>, RegExp]> = [
  [
    'a gzip body cut short (chunked)',
    { encoding: 'gzip', chunked: true, cutAfter: 900 },
    /cut off|does not decode/,
  ],
  [
    'a brotli body cut short (chunked)',
    { encoding: 'br', chunked: true, cutAfter: 600 },
    /cut off|does not decode/,
  ],
  [
    'a gzip body cut short, with its full Content-Length',
    { encoding: 'gzip', cutAfter: 900 },
    /cut off after 900 of \d+ bytes/,
  ],
  ['a Content-Length 100 bytes longer than the body', { lengthOff: 100 }, /cut off/],
  [
    'a gzip Content-Length 100 bytes shorter than the body',
    { encoding: 'gzip', lengthOff: -100 },
    /gzip body does not decode .*cut off or damaged/,
  ],
  [
    'a server dripping past the timeout',
    { drip: { bytes: 50, everyMs: 100 } },
    /sent only \d+ of \d+ bytes within 1 s \(a slow server/,
  ],
];

describe('update-cr keeps refusing what is broken, in one line, with the content as it was', () => {
  it.each(FAILING)('%s', async (_, how, says) => {
    serve(how, {});
    const before = treeHash(fx.content);
    const err = await updateCr(options({ download: { ...download, timeoutMs: 1_000 } })).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UpdateError);
    expect((err as UpdateError).message).toMatch(says);
    expect((err as UpdateError).message).not.toContain('\n');
    expect(treeHash(fx.content)).toBe(before);
  });

  it('a redirect loop and a chain of more than 5 redirects fail at once, without retries', async () => {
    fx.site.set({ '/en/rules': { redirect: '/en/other' }, '/en/other': { redirect: '/en/rules' } });
    const loop = await updateCr(options({ download: { ...download, retries: 2 } })).catch(
      (e: unknown) => e,
    );
    expect((loop as UpdateError).message).toMatch(/redirects in a loop or more than 5 times/);
    expect(fx.site.hits.get('/en/rules'), 'not retried').toBe(1);
    const chain = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`/hop/${i}`, { redirect: `/hop/${i + 1}` }]),
    );
    fx.site.set(chain);
    const long = await updateCr(options({ page: `${fx.site.url}/hop/0` })).catch((e: unknown) => e);
    expect((long as UpdateError).message).toMatch(/redirects in a loop or more than 5 times/);
  });
});

describe('fetch-archive against the same server', () => {
  const edition = () => ({
    key: '2022-03-05',
    effective: '2022-03-05',
    sha256: sha(CR_2022),
    bytes: CR_2022.length,
    url: `${fx.site.url}${FILE}`,
  });

  it.each([
    ...WORKING,
    ['redirected', { redirect: '/cdn/file.txt' }] as [string, Omit<Route, 'body'>],
  ])('fills the cache with the file sent %s', async (_, how) => {
    fx.site.set({
      [FILE]: { body: CR_2022, ...how },
      '/cdn/file.txt': { body: CR_2022, encoding: 'br' },
    });
    const cacheDir = join(fx.makeDir(), 'cr');
    const r = await fetchArchive({ editions: [edition()], cacheDir, download, log: () => {} });
    expect(r.downloaded).toEqual(['2022-03-05']);
    expect(sha(readFileSync(join(cacheDir, archiveFileName('2022-03-05'))))).toBe(sha(CR_2022));
  });

  it.each(FAILING.slice(0, 5))('keeps out %s', async (_, how) => {
    fx.site.set({ [FILE]: { body: CR_2022, ...how } });
    const cacheDir = join(fx.makeDir(), 'cr');
    const r = await fetchArchive({ editions: [edition()], cacheDir, download, log: () => {} });
    expect(r.missing.map((m) => m.key)).toEqual(['2022-03-05']);
  });
});
