/**
 * Bad content fails the build, and the build says which file, which field or
 * line, and what to do: a copy of the fixture content with one bad entry,
 * built as a site owner builds it (no browser needed; moved from the
 * browser project's fixture-site file).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../support/build-site.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { copyContent } from '../../src/registry/copy-content.ts';

describe('bad content fails the build', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'grimoire-broken-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a broken front matter field names the file, the field and the problem', async () => {
    const content = join(dir, 'content');
    copyContent(join(projectRoot, 'tests/fixtures/content'), content);
    writeFileSync(
      join(content, 'glossary/it/mill.md'),
      '---\nterm: Macinare\ncategory: magia\nrulesEdition: "2024-08-02"\n---\nTesto.\n',
    );
    const r = await buildSite(content, join(dir, 'dist'));
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/glossary\/it\/mill\.md/);
    expect(r.output).toMatch(/field "category"/);
    expect(r.output).toMatch(/keyword-action/);
  });

  it('an unknown rule number in the text names the file and line', async () => {
    const content = join(dir, 'content2');
    copyContent(join(projectRoot, 'tests/fixtures/content'), content);
    writeFileSync(
      join(content, 'articles/en/sample.md'),
      '---\ntitle: S\nsummary: S.\nrulesEdition: "2024-08-02"\n---\nFine.\n\nThis cites rule 799.99 which does not exist.\n',
    );
    const r = await buildSite(content, join(dir, 'dist2'));
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/799\.99/);
    expect(r.output).toMatch(/articles\/en\/sample\.md/);
    expect(r.output).toMatch(/:8\b|line 8/);
  });
});
