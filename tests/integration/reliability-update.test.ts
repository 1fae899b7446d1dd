/**
 * The reliability suite, update-cr rows of the second review
 * (../shared/reviews/reliability-review-2026-12-01-second-pass.md) against
 * the realistic rules-site stand-in: each must fail in one line, the
 * content byte for byte as it was, and say what is wrong. UP3 (compressed
 * answers) is in download-encodings.test.ts; IM14 through a check is here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { updateCr, type UpdateOptions } from '../../src/updater/update-cr.ts';
import { UpdateError } from '../../src/updater/update-error.ts';
import { treeHash } from '../support/content-tree.ts';
import { CR_FIXTURES, useUpdateFixture } from '../support/update-fixture.ts';
import { rulesPage, type Route } from '../support/rules-site-server.ts';

const CR_2021 = readFileSync(join(CR_FIXTURES, 'test-rules-en.txt'));
const CR_2022 = readFileSync(join(CR_FIXTURES, 'test-rules-en-2022.txt'));
const fx = useUpdateFixture('grimoire-reliability-update-');

const options = (): UpdateOptions => ({
  page: `${fx.site.url}/en/rules`,
  contentDir: fx.content,
  download: { timeoutMs: 2_000, retries: 1, retryDelayMs: 1, maxBytes: 1024 * 1024 },
});

/** The page links `href`; the routes answer; the check must fail saying `says`, touching nothing. */
async function refused(href: string, routes: Record<string, Route>, says: RegExp): Promise<string> {
  fx.site.set({ '/en/rules': { body: rulesPage(href), contentType: 'text/html' }, ...routes });
  const before = treeHash(fx.content);
  const err = await updateCr(options()).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(UpdateError);
  const message = (err as UpdateError).message;
  expect(message).toMatch(says);
  expect(message).not.toContain('\n');
  expect(treeHash(fx.content), 'content changed').toBe(before);
  return message;
}

describe('update-cr rows of the second review', () => {
  it('UP21: a known edition’s bytes linked under a new date’s name are refused', async () => {
    const f = '/d/MagicCompRules%2020260116.txt';
    await refused(
      f,
      { [f]: { body: CR_2021 } },
      /name \(2026-01-16\) says otherwise, but its bytes are edition 2021-03-05/,
    );
  });

  it('UP13: a page that changes between requests, then the known bytes on the retry, is refused', async () => {
    const f = '/d/MagicCompRules%2020260220.txt';
    const routes = { [f]: { body: CR_2021, failFirst: 1, failWith: 'cut' as const } };
    fx.site.set({ '/en/rules': { body: rulesPage(f), contentType: 'text/html', failFirst: 1 } });
    await refused(f, routes, /its bytes are edition 2021-03-05/);
  });

  it('UP17: a link redirected to a file named for another edition is refused', async () => {
    const f = '/d/MagicCompRules%2020220305.txt';
    const routes = {
      [f]: { redirect: '/d/MagicCompRules%2020991231.txt' },
      '/d/MagicCompRules%2020991231.txt': { body: CR_2022 },
    };
    await refused(
      f,
      routes,
      /links .*20220305\.txt \(edition 2022-03-05\), but the server redirects it to .*20991231\.txt \(edition 2099-12-31\)/,
    );
  });

  it('UP17b: a file named 2099-12-31 whose text takes effect 2022-03-05 is refused', async () => {
    const f = '/d/MagicCompRules%2020991231.txt';
    await refused(
      f,
      { [f]: { body: CR_2022 } },
      /its name says edition 2099-12-31, its text says it takes effect 2022-03-05/,
    );
  });

  it('UP19: a Content-Length shorter than the file (the end lost) is refused as cut off', async () => {
    const f = '/d/MagicCompRules%2020220305.txt';
    await refused(
      f,
      { [f]: { body: CR_2022, lengthOff: -100 } },
      /ends in the middle of a line .*cut off on the way/,
    );
  });

  it('UP20: a link with a user name and password is refused once, without the password', async () => {
    const f = `http://user:s3cret@127.0.0.1:${new URL(fx.site.url).port}/d/MagicCompRules%2020220305.txt`;
    const message = await refused(f, {}, /carries a user name or password in the link: refused/);
    expect(message).not.toMatch(/s3cret|user:/);
    expect(message).not.toMatch(/tried/);
  });

  it('UP11: a first line with terminal escapes is refused and shown with its escapes visible', async () => {
    const f = '/d/MagicCompRules%2020220305.txt';
    const body = `\u001b]0;PWNED\u0007\u001b[2J\u001b[31mred\n${CR_2022.toString('utf8')}`;
    const message = await refused(
      f,
      { [f]: { body } },
      /its first line is "\\x1b\]0;PWNED\\x07\\x1b\[2J\\x1b\[31mred"/,
    );
    expect(message.includes('\u001b'), 'no raw escape').toBe(false);
  });
});

describe('IM14: a journal with paths outside content/, met by a check', () => {
  it('is refused with a clear message, and nothing inside or outside content/ is touched', () => {
    // A check only reads: it names the command that finishes an import; that command refuses the journal.
    const victim = join(fx.content, '..', 'victim.txt');
    writeFileSync(victim, 'not Grimoire’s');
    writeFileSync(
      join(fx.content, '.import-journal.json'),
      JSON.stringify({ moves: [], deletes: ['../victim.txt', 'official/en/2021-03-05.json'] }),
    );
    const before = treeHash(fx.content);
    const r = spawnSync(process.execPath, [join(projectRoot, 'scripts/check-content.ts')], {
      encoding: 'utf8',
      env: { ...process.env, GRIMOIRE_CONTENT_DIR: fx.content },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /content\/\.import-journal\.json: an import was interrupted .*nothing was read: run `npm run import-cr -- --recover`/,
    );
    expect(treeHash(fx.content)).toBe(before);
    const recover = spawnSync(
      process.execPath,
      [join(projectRoot, 'scripts/import-cr.ts'), '--recover', '--content', fx.content],
      { encoding: 'utf8' },
    );
    expect(recover.status).toBe(1);
    expect(recover.stderr).toMatch(
      /\.import-journal\.json: this journal names "\.\.\/victim\.txt", a path outside what an import writes in content\/: it is not Grimoire’s|it is not Grimoire's/,
    );
    expect(existsSync(victim)).toBe(true);
    expect(treeHash(fx.content)).toBe(before);
  });
});

describe('LN9: a changes row naming a rule the edition does not have', () => {
  it('is refused by check:content, naming the changes file and the number', async () => {
    const { checkContent } = await import('../../src/content-check/check-content.ts');
    const { clearRegistryCache } = await import('../../src/registry/index.ts');
    clearRegistryCache();
    expect((await checkContent(fx.content)).problems, 'the import itself is consistent').toEqual(
      [],
    );
    const changes = join(fx.content, 'lineage/changes/2021-03-05.tsv');
    writeFileSync(changes, `${readFileSync(changes, 'utf8')}-\t999.1\t-\t-\t-\t-\n`);
    clearRegistryCache();
    expect((await checkContent(fx.content)).problems).toContainEqual(
      expect.stringMatching(
        /lineage\/changes\/2021-03-05\.tsv: rule 999\.1 is not in the official text of the 2021-03-05 edition/,
      ),
    );
  });
});
