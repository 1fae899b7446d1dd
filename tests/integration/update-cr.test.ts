/**
 * `update-cr` against a local stand-in for the rules site: a new edition
 * appears, nothing is new, a file is re-published, the page's layout
 * changes; and every failure (no network, a timeout, HTTP errors, zero or
 * two links, an HTML page or a truncated file saved as .txt, a file that is
 * not a rules file, a download cut mid-file) leaves the content byte for
 * byte as it was. The CR files are the project's own fixtures.
 */
import { runScript } from '../support/run-script.ts';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { readLineage } from '../../src/lineage/lineage-files.ts';
import { readCheckRecord } from '../../src/official/check-record.ts';
import { readOfficial, officialPath } from '../../src/official/official-store.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { updateCr, type UpdateOptions } from '../../src/updater/update-cr.ts';
import { UpdateError, type UpdateFailure } from '../../src/updater/update-error.ts';
import { tempDirs, treeHash, treeSnapshot } from '../support/content-tree.ts';
import { rulesPage, serveRulesSite, type RulesSiteServer } from '../support/rules-site-server.ts';

const FIXTURES = join(projectRoot, 'tests/fixtures/cr');
const CR_2022 = readFileSync(join(FIXTURES, 'test-rules-en-2022.txt'));
const FILE = '/2022/downloads/MagicCompRules%2020220305.txt';
const NOW = new Date('2026-12-01T06:00:00.000Z');

const temp = tempDirs('grimoire-update-');
let site: RulesSiteServer;
let content: string;

/** A content folder holding the 2021 edition, as a site before the new one is out. */
function siteWith2021(): string {
  const dir = join(temp.make(), 'content');
  importRulesFiles({ files: [join(FIXTURES, 'test-rules-en.txt')], lang: 'en', contentDir: dir });
  return dir;
}

function options(over: Partial<UpdateOptions> = {}): UpdateOptions {
  return {
    page: `${site.url}/en/rules`,
    contentDir: content,
    download: { timeoutMs: 2_000, retries: 1, retryDelayMs: 10, maxBytes: 1024 * 1024 },
    now: () => NOW,
    ...over,
  };
}

/** Runs a check that must fail: its kind, its one-line message, and the content is untouched. */
async function expectFailure(kind: UpdateFailure, over: Partial<UpdateOptions> = {}) {
  const before = treeHash(content);
  const err = await updateCr(options(over)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpdateError);
  expect((err as UpdateError).kind).toBe(kind);
  expect((err as UpdateError).message).not.toContain('\n');
  expect(treeHash(content), 'content changed').toBe(before);
  return (err as UpdateError).message;
}

beforeAll(async () => {
  site = await serveRulesSite();
});
afterAll(async () => {
  await site.close();
});
beforeEach(() => {
  content = siteWith2021();
  site.hits.clear();
  site.set({
    '/en/rules': { body: rulesPage(FILE), contentType: 'text/html' },
    [FILE]: { body: CR_2022 },
  });
});
afterEach(() => temp.cleanup());

describe('update-cr: a new edition, nothing new, a re-published file', () => {
  it('imports a new edition, updates the lineage and records the check', async () => {
    const r = await updateCr(options());
    expect(r.record).toMatchObject({
      edition: '2022-03-05',
      effective: '2022-03-05',
      result: 'new',
      url: `${site.url}${FILE}`,
      checkedAt: NOW.toISOString(),
      bytes: CR_2022.length,
    });
    expect(r.lines.join('\n')).toMatch(
      /imported 2022-03-05 \(effective 2022-03-05\).*a new edition/,
    );
    const stored = readOfficial(officialPath(content, 'en', '2022-03-05'), content);
    expect(stored.sources[0]!.name).toBe('MagicCompRules 20220305.txt');
    expect(stored.rules.find((x) => x.number === '701.2')?.text).toBe('Halve');
    const editions = readLineage(content)!.editions;
    expect(editions.map((e) => e.key)).toEqual(['2021-03-05', '2022-03-05']);
    expect(editions[1]!.url, 'the lineage keeps where it was published').toBe(`${site.url}${FILE}`);
    expect(readCheckRecord(content)).toEqual(r.record);
  });

  it('does nothing when the site already has the edition, and says so', async () => {
    await updateCr(options());
    const before = treeSnapshot(content);
    const later = new Date('2026-12-02T06:00:00.000Z');
    const r = await updateCr(options({ now: () => later }));
    expect(r.record.result).toBe('unchanged');
    expect(r.lines.join('\n')).toMatch(
      /2022-03-05 .*already on the site, same bytes.*nothing to import/,
    );
    const after = treeSnapshot(content);
    const changed = Object.keys(after).filter((f) => after[f] !== before[f]);
    expect(changed, 'only the record of the check changes').toEqual(['official/checked.json']);
    expect(readCheckRecord(content)?.checkedAt).toBe(later.toISOString());
  });

  it('replaces a re-published edition and says what changed', async () => {
    await updateCr(options());
    const old = readOfficial(officialPath(content, 'en', '2022-03-05'), content).sources[0]!;
    const republished = CR_2022.toString('utf8')
      .replace('three or more players', 'at least three players')
      .replace(/\n/g, '\r\n');
    site.set({ [FILE]: { body: republished } });
    const r = await updateCr(options());
    expect(r.record.result).toBe('replaced');
    const text = r.lines.join('\n');
    expect(text).toContain(`sha256 ${old.sha256.slice(0, 12)}… → ${r.record.sha256.slice(0, 12)}…`);
    expect(text).toContain(`${old.bytes} → ${Buffer.byteLength(republished)} bytes`);
    expect(text).toContain('; line ends LF → CRLF); 1 rules changed: 100.1b');
    const stored = readOfficial(officialPath(content, 'en', '2022-03-05'), content);
    expect(stored.sources[0]!.lineEnds.crlf).toBeGreaterThan(0);
    expect(stored.rules.find((x) => x.number === '100.1b')?.text).toMatch(/at least three players/);
  });

  it('keeps the URL the lineage knows for the same file when it comes from a mirror', async () => {
    await updateCr(options());
    rmSync(officialPath(content, 'en', '2022-03-05'));
    site.set({
      '/mirror/rules': {
        body: rulesPage('/mirror/MagicCompRules%2020220305.txt'),
        contentType: 'text/html',
      },
      '/mirror/MagicCompRules%2020220305.txt': { body: CR_2022 },
    });
    const r = await updateCr(options({ page: `${site.url}/mirror/rules` }));
    expect(r.lines.join('\n')).toMatch(/imported 2022-03-05 .*the lineage already knew this file/);
    expect(readLineage(content)!.editions[1]!.url).toBe(`${site.url}${FILE}`);
  });

  it('finds the file after the page changes its layout, with a relative link and a <base>', async () => {
    const page = `<!doctype html><html><head><base href="/media/"></head><body>
      <header><a href="docs/MagicCompRules_20220305.txt#top">Download (text)</a></header>
      <table><tr><td><a href="./docs/MagicCompRules_20220305.txt" download>TXT</a></td></tr></table>
      <a href="/robots.txt">robots</a></body></html>`;
    site.set({
      '/en/rules': { body: page, contentType: 'text/html' },
      '/media/docs/MagicCompRules_20220305.txt': { body: CR_2022 },
    });
    const r = await updateCr(options());
    expect(r.record).toMatchObject({
      edition: '2022-03-05',
      result: 'new',
      url: `${site.url}/media/docs/MagicCompRules_20220305.txt`,
    });
  });

  it('retries a download cut mid-file and imports the complete one', async () => {
    site.set({ [FILE]: { body: CR_2022, failFirst: 1, failWith: 'cut' } });
    const r = await updateCr(options());
    expect(r.record.result).toBe('new');
    expect(site.hits.get(FILE)).toBe(2);
  });

  it('imports nothing in a dry run', async () => {
    const before = treeHash(content);
    const r = await updateCr(options({ dryRun: true }));
    expect(r.lines.join('\n')).toMatch(/would import 2022-03-05/);
    expect(treeHash(content)).toBe(before);
  });
});

describe('update-cr: every failure leaves the content as it was', () => {
  it('no network: nothing listens at the address', async () => {
    const closed = await serveRulesSite();
    const url = closed.url;
    await closed.close();
    const msg = await expectFailure('network', { page: `${url}/en/rules` });
    expect(msg).toMatch(/^no network: 127\.0\.0\.1:\d+ refused the connection \(tried 2 times\)$/);
  });

  it('a timeout: the server never answers', async () => {
    site.set({ '/en/rules': { hang: true } });
    const msg = await expectFailure('timeout', {
      download: { timeoutMs: 150, retries: 1, retryDelayMs: 1, maxBytes: 1024 * 1024 },
    });
    expect(msg).toMatch(/\/en\/rules did not answer within 0\.15 s \(tried 2 times\)/);
  });

  it('a timeout: the file stalls after its headers', async () => {
    site.set({ [FILE]: { hang: true } });
    await expectFailure('timeout', {
      download: { timeoutMs: 150, retries: 0, retryDelayMs: 1, maxBytes: 1024 * 1024 },
    });
  });

  it('an HTTP error on the page (retried) and on the file (not retried)', async () => {
    site.set({ '/en/rules': { body: 'down', status: 503 } });
    expect(await expectFailure('http')).toMatch(/^HTTP 503 .* \(tried 2 times\)$/);
    expect(site.hits.get('/en/rules')).toBe(2);
    site.set({
      '/en/rules': {
        body: rulesPage('/gone/MagicCompRules%2020220305.txt'),
        contentType: 'text/html',
      },
    });
    expect(await expectFailure('http')).toMatch(
      /^HTTP 404 Not Found from .*\/gone\/MagicCompRules%2020220305\.txt$/,
    );
  });

  it('a page with no rules text link', async () => {
    site.set({
      '/en/rules': {
        body: rulesPage().replace('<ul>', '<ul><li><a href="/x.pdf">PDF</a></li>'),
        contentType: 'text/html',
      },
    });
    expect(await expectFailure('links')).toMatch(
      /links no Comprehensive Rules \.txt file \(\d+ links read\)/,
    );
  });

  it('a page with two rules text links', async () => {
    const other = '/2022/downloads/MagicCompRules%2020220306.txt';
    site.set({ '/en/rules': { body: rulesPage(FILE, other), contentType: 'text/html' } });
    const msg = await expectFailure('links');
    expect(msg).toContain(
      `links 2 Comprehensive Rules .txt files (${site.url}${FILE}, ${site.url}${other})`,
    );
    expect(site.hits.get(FILE)).toBeUndefined();
  });

  it('an HTML error page saved where the text file should be', async () => {
    site.set({
      [FILE]: { body: '\ufeff  <!DOCTYPE html><html><title>Error</title><p>Oops</p></html>' },
    });
    expect(await expectFailure('html')).toMatch(/is an HTML page, not the rules text/);
  });

  it('a truncated file saved as .txt (complete download, incomplete file)', async () => {
    const text = CR_2022.toString('utf8');
    site.set({ [FILE]: { body: text.slice(0, text.indexOf('701. Keyword Actions\n\n701.1.')) } });
    const msg = await expectFailure('truncated');
    expect(msg).toMatch(
      /stops early .*section 701 is missing, the glossary is missing, the credits are missing/,
    );
  });

  it('a file that is not a rules file', async () => {
    site.set({ [FILE]: { body: 'Release notes\n\nNothing to see here.\n' } });
    expect(await expectFailure('not-cr')).toMatch(/first line is "Release notes", not the title/);
    site.set({
      [FILE]: {
        body: CR_2022.toString('utf8').replace(/These rules are effective as of [^\n]*/g, ''),
      },
    });
    expect(await expectFailure('not-cr')).toMatch(/states no effective date/);
  });

  it('a download cut mid-file, every time', async () => {
    site.set({ [FILE]: { body: CR_2022, cutAfter: 1000 } });
    const msg = await expectFailure('cut-off');
    expect(msg).toMatch(
      new RegExp(`cut off after 1000 of ${CR_2022.length} bytes.*\\(tried 2 times\\)$`),
    );
    expect(site.hits.get(FILE)).toBe(2);
  });

  it('a damaged edition file on the site: says which, changes nothing', async () => {
    await updateCr(options());
    writeFileSync(officialPath(content, 'en', '2022-03-05'), '{"format": 1');
    const before = treeHash(content);
    site.set({ [FILE]: { body: CR_2022.toString('utf8').replace(/\n/g, '\r\n') } });
    await expect(updateCr(options())).rejects.toThrow(
      /official\/en\/2022-03-05\.json: not a readable edition file .*import the edition again/,
    );
    expect(treeHash(content)).toBe(before);
  });
});

/** Each case starts the script in a child process, several times: seconds on a busy machine. */
describe('npm run update-cr', { timeout: 30_000 }, () => {
  /** Runs the script in a child process (asynchronously: the test's own server must keep answering). */
  const run = (...args: string[]) =>
    runScript('update-cr.ts', args, {
      ...process.env,
      GRIMOIRE_RULES_PAGE: `${site.url}/en/rules`,
    });

  it('imports, then does nothing, and fails in one line with the content unchanged', async () => {
    const first = await run('--content', content);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/imported 2022-03-05/);
    const second = await run('--content', content);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/already on the site/);
    site.set({ '/en/rules': { hang: true } });
    const before = treeHash(content);
    const failed = await run('--content', content, '--timeout', '0.2', '--retries', '0');
    expect(failed.status).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr.trimEnd().split('\n')).toEqual([
      `update-cr failed (timeout), content unchanged: ${site.url}/en/rules did not answer within 0.2 s`,
    ]);
    expect(treeHash(content)).toBe(before);
  });

  it('rejects a bad option', async () => {
    const r = await run('--content', content, '--timeout', 'soon');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--timeout soon: give a number/);
  });
});
