/**
 * `npm run dev` follows content/ (src/build/content-live.ts): renaming a term
 * updates the links to it on other pages and in search, and a new entry gets
 * its page, without restarting the server. Runs `astro dev` on a copy of the
 * fixture content, from a copy of the project (tests/support/project-copy.ts), so
 * that its `.astro/` and Vite caches are not the checkout's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { copyProject, shellEnv } from '../support/project-copy.ts';
import { copyContent } from '../../src/registry/copy-content.ts';
import { astroCommand } from '../../scripts/support/astro-cli.ts';

let dev: ChildProcess;
let base = '';
const content = mkdtempSync(join(tmpdir(), 'grimoire-dev-'));
const root = copyProject(undefined, 'grimoire-dev-root-');

/** Starts `astro dev` on a free port and resolves to its address once it is ready. */
function startDev(): Promise<string> {
  dev = spawn(...astroCommand(root, ['dev', '--port', '0', '--force']), {
    cwd: root,
    env: shellEnv({ GRIMOIRE_CONTENT_DIR: content, ASTRO_TELEMETRY_DISABLED: '1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  return new Promise((resolve, reject) => {
    dev.stdout!.on('data', (c: Buffer) => {
      // Under CI=true the logger colours its output, so the address is read without the escapes.
      out += stripVTControlCharacters(c.toString());
      const m = /Local\s+(http:\/\/localhost:\d+\/)/.exec(out);
      if (m) resolve(m[1]!);
    });
    dev.on('exit', (code) => reject(new Error(`astro dev exited (${code}):\n${out}`)));
  });
}

const text = async (path: string) => {
  const r = await fetch(new URL(path, base));
  return `${r.status} ${await r.text()}`;
};
const edit = (file: string, from: string, to: string) => {
  const path = join(content, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
};

beforeAll(async () => {
  copyContent(join(projectRoot, 'tests/fixtures/content'), content);
  base = await startDev();
}, 120_000);

afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  rmSync(content, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

describe('npm run dev follows content/', () => {
  it('a renamed term is renamed in the links of another page and in search', async () => {
    expect(await text('en/glossary/mill/')).toContain('data-term="library">Library<');
    edit('glossary/en/library.md', 'term: Library', 'term: Deck Zone');
    const poll = { timeout: 60_000, interval: 250 };
    await expect
      .poll(() => text('en/glossary/mill/'), poll)
      .toContain('data-term="library">Deck Zone<');
    await expect.poll(() => text('en/search/tier0.json'), poll).toContain('Deck Zone');
  });

  it('a new entry has its page and is in the glossary index', async () => {
    expect(await text('en/glossary/graveyard/')).toMatch(/^404 /);
    writeFileSync(
      join(content, 'glossary/en/graveyard.md'),
      '---\nterm: Graveyard\ncategory: zone\nrulesEdition: "2024-08-02"\nrules: ["404"]\n---\nWhere destroyed and discarded cards go.\n',
    );
    const poll = { timeout: 60_000, interval: 250 };
    await expect
      .poll(() => text('en/glossary/graveyard/'), poll)
      .toMatch(/^200 [\s\S]*Where destroyed/);
    await expect.poll(() => text('en/glossary/'), poll).toContain('Graveyard');
  });
});
