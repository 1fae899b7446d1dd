/**
 * `update-cr --lang ja` (issue 25 item 5) against the realistic rules-site
 * stand-in: the page links two Japanese files, the newest (latest date,
 * then revision) is downloaded compressed and imported as the translation
 * of the English edition on the site; run again, it has the same bytes and
 * writes nothing; an English file in its place, or a page without one, fail
 * in one line with the content as it was. The command line runs it too.
 */
import { runScript } from '../support/run-script.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { officialPath, readOfficial } from '../../src/official/official-store.ts';
import type { UpdateOptions } from '../../src/updater/update-cr.ts';
import { UpdateError } from '../../src/updater/update-error.ts';
import { updateJa } from '../../src/updater/update-ja.ts';
import { treeHash } from '../support/content-tree.ts';
import { CR_FIXTURES, useUpdateFixture } from '../support/update-fixture.ts';
import { rulesPage } from '../support/rules-site-server.ts';

const JA = readFileSync(join(CR_FIXTURES, 'JPN_CR_20210305_1.txt'));
const EN = readFileSync(join(CR_FIXTURES, 'test-rules-en.txt'));
const fx = useUpdateFixture('grimoire-update-ja-');

beforeEach(() => {
  fx.site.set({
    '/ja/rules': {
      body: rulesPage(
        '/ja/JPN_CR_20200101_3.txt',
        '/ja/JPN_CR_20210305_0.txt',
        '/ja/JPN_CR_20210305_1.txt',
      ),
      contentType: 'text/html',
      encoding: 'gzip',
    },
    '/ja/JPN_CR_20210305_1.txt': { body: JA, encoding: 'br' },
    '/ja/JPN_CR_20210305_0.txt': { status: 410 },
    '/ja/JPN_CR_20200101_3.txt': { status: 410 },
  });
});

const options = (): UpdateOptions => ({
  page: `${fx.site.url}/ja/rules`,
  contentDir: fx.content,
  download: { timeoutMs: 2_000, retries: 0, retryDelayMs: 1, maxBytes: 1024 * 1024 },
});

describe('update-cr --lang ja', () => {
  it('imports the newest Japanese file as the translation of the English edition, then finds nothing new', async () => {
    const r = await updateJa(options());
    expect(r.edition).toBe('2021-03-05');
    expect(r.lines[0]).toMatch(/links .*JPN_CR_20210305_1\.txt \(the newest Japanese file\)/);
    const stored = readOfficial(officialPath(fx.content, 'ja', '2021-03-05'), fx.content);
    expect(stored.sources[0]!.name).toBe('JPN_CR_20210305_1.txt');
    expect(stored.rules.length).toBeGreaterThan(5);
    const before = treeHash(fx.content);
    const again = await updateJa(options());
    expect(again.lines.join('\n')).toMatch(/already on the site, same bytes/);
    expect(treeHash(fx.content)).toBe(before);
  });

  it('refuses an English file served as the Japanese one, and a page without one, touching nothing', async () => {
    const before = treeHash(fx.content);
    fx.site.set({ '/ja/JPN_CR_20210305_1.txt': { body: EN } });
    const english = await updateJa(options()).catch((e: unknown) => e);
    expect((english as UpdateError).message).toMatch(
      /the very bytes of the English edition 2021-03-05|written in English/,
    );
    fx.site.set({
      '/ja/rules': {
        body: rulesPage('/x/MagicCompRules%2020210305.txt'),
        contentType: 'text/html',
      },
    });
    const none = await updateJa(options()).catch((e: unknown) => e);
    expect((none as UpdateError).message).toMatch(/links no Japanese Comprehensive Rules file/);
    expect(treeHash(fx.content)).toBe(before);
  });

  it('runs from the command line, and --lang it is refused in one line', async () => {
    // Asynchronously: the stand-in server answers from this process.
    const run = (...args: string[]) => runScript('update-cr.ts', args);
    const r = await run(
      '--lang',
      'ja',
      '--page',
      `${fx.site.url}/ja/rules`,
      '--content',
      fx.content,
      '--retries',
      '0',
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/imported 2021-03-05/);
    const it = await run('--lang', 'it', '--content', fx.content);
    expect(it.status).toBe(2);
    expect(it.stderr).toMatch(/--lang it: use en, or ja/);
  }, 30_000);
});
