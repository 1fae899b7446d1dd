/**
 * What a reader sees of drift, on the built editions fixture one edition
 * later (tests/support/drift-content.ts, built once here): a stale entry's
 * page says in one line, in the reader's language, what happened to the
 * rules it cites; a re-reviewed entry's page says nothing; the divided
 * rule's link lands on the part that carries its meaning and prints that
 * part's number; and check:links, with its second witness over our fixture
 * archive, finds every link right.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Element, Root, Text } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { buildSite } from '../support/build-site.ts';
import { elements } from '../support/dist-pages.ts';
import { DRIFT_EDITION, makeDriftContent, TEST_DECK_NOTICES } from '../support/drift-content.ts';

const tmp = mkdtempSync(join(tmpdir(), 'grimoire-drift-site-'));
const dist = join(tmp, 'dist');
const content = makeDriftContent();
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

beforeAll(async () => {
  const r = await buildSite(content, dist);
  if (r.status !== 0) throw new Error(`drift fixture build failed:\n${r.output}`);
}, 600_000);

/** An element's text. */
function toString(e: Element): string {
  let out = '';
  visit(e, 'text', (t: Text) => {
    out += t.value;
  });
  return out;
}

const page = (path: string): Root => fromHtml(readFileSync(join(dist, path, 'index.html'), 'utf8'));
const notices = (tree: Root) =>
  elements(tree, (e) =>
    ([e.properties.className ?? []].flat() as string[]).includes('drift-notice'),
  ).map((e) => toString(e).replace(/\s+/g, ' ').trim());

describe('the reader of a stale entry', () => {
  it.each(TEST_DECK_NOTICES)('sees one line in %s', (lang, text) => {
    const tree = page(`${lang}/glossary/test-deck`);
    expect(notices(tree)).toEqual([text]);
    const note = elements(tree, (e) => e.properties.dataDrifted !== undefined)[0]!;
    expect(note.properties.lang).toBe(lang);
    expect(note.properties.role).toBe('note');
  });

  it('sees the notice in their language over an entry shown in English', () => {
    expect(notices(page('ja/articles/special-thing'))).toEqual([
      'この項目は2022年3月5日のルールに基づいて書かれています。その後、この項目が引用しているルール101.2aは削除されました（2023年3月5日）。',
    ]);
  });

  it('sees no notice on an entry re-reviewed against the new edition', () => {
    for (const lang of ['en', 'it', 'ja'])
      expect(notices(page(`${lang}/articles/reviewed-deck`))).toEqual([]);
  });

  it('follows the divided rule’s link to the part carrying its meaning, under that part’s number', () => {
    const tree = page('en/glossary/large-game');
    expect(notices(tree)[0]).toContain(
      'was divided into rules 100.1b, 100.1c, 100.1d (5 March 2023)',
    );
    const link = elements(
      tree,
      (e) => e.tagName === 'a' && e.properties.dataRule === '100.1b',
    )[0] as Element;
    expect(link.properties.href).toMatch(/\/en\/rules\/100\.1\/\?was=100\.1b.*#100\.1c$/);
    expect(link.properties.dataTarget).toBe('100.1c');
    expect(toString(link)).toBe('100.1c');
  });

  it('check:links finds every link right, and its second witness agrees', () => {
    const archive = join(tmp, 'archive');
    const files = [
      ['2021-03-05', 'test-rules-en.txt'],
      ['2022-03-05', 'test-rules-en-2022.txt'],
      [DRIFT_EDITION, 'test-rules-en-2023.txt'],
    ];
    mkdirSync(archive, { recursive: true });
    for (const [, f] of files)
      copyFileSync(join(projectRoot, 'tests/fixtures/cr', f!), join(archive, f!));
    writeFileSync(
      join(archive, 'manifest.tsv'),
      `key\tfile\n${files.map((f) => f.join('\t')).join('\n')}\n`,
    );
    const r = spawnSync('node', ['scripts/check-links.ts', dist, '--archive', archive], {
      cwd: projectRoot,
      env: { ...process.env, GRIMOIRE_CONTENT_DIR: content },
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/, 0 do not\./);
    expect(r.stdout).toMatch(
      /^Second witness: [1-9]\d* of \d+ steps that the links cross .*: 0 disagree, 0 of them reviewed .*, 0 not\.$/m,
    );
  });
});
