/**
 * The setting of every `update-cr` and `fetch-archive` test: a stand-in rules site, and for each
 * test a fresh content folder where the 2021 English fixture edition is already imported (as a
 * site that updates has one). Registers its own hooks; read `site` and `content` inside a test.
 */
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { tempDirs } from './content-tree.ts';
import { serveRulesSite, type RulesSiteServer } from './rules-site-server.ts';

/** The fixture editions, in the official file format. */
export const CR_FIXTURES = join(projectRoot, 'tests/fixtures/cr');

export interface UpdateFixture {
  /** The stand-in rules site (its hit counts are cleared before each test). */
  readonly site: RulesSiteServer;
  /** This test's content folder, with the 2021 English edition imported. */
  readonly content: string;
  /** Another empty folder, removed after the test. */
  makeDir(): string;
}

export function useUpdateFixture(tempPrefix: string): UpdateFixture {
  const temp = tempDirs(tempPrefix);
  let site: RulesSiteServer | undefined;
  let content = '';
  beforeAll(async () => {
    site = await serveRulesSite();
  });
  afterAll(() => site?.close());
  beforeEach(() => {
    content = join(temp.make(), 'content');
    importRulesFiles({
      files: [join(CR_FIXTURES, 'test-rules-en.txt')],
      lang: 'en',
      contentDir: content,
    });
    site!.hits.clear();
  });
  afterEach(() => temp.cleanup());
  return {
    get site() {
      return site!;
    },
    get content() {
      return content;
    },
    makeDir: () => temp.make(),
  };
}
