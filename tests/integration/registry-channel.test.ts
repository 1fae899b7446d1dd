/**
 * One registry per process, shared with pages through `virtual:grimoire/registry`
 * (src/build/registry-module.ts), not through globals or environment variables:
 * no code keeps state on `globalThis` or hands the root or the content folder to
 * page bundles through `process.env`; Node loads the registry module without
 * Vite; and the virtual module's code, run as the page bundles run it, returns
 * the very registry the config holds (one read of the content).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registryModuleCode } from '../../src/build/registry-module.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { filesUnder, withoutComments } from '../support/source-files.ts';

const rel = (p: string) => relative(projectRoot, p);
const code = [...filesUnder(join(projectRoot, 'src')), join(projectRoot, 'astro.config.mjs')].map(
  (f) => ({ file: rel(f), text: withoutComments(readFileSync(f, 'utf8')) }),
);
const where = (re: RegExp, files = code) => files.filter((c) => re.test(c.text)).map((c) => c.file);

/** Runs an ES module in a plain Node process (no Vite) and returns its standard output. */
function runNode(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-registry-channel-'));
  try {
    const file = join(dir, 'run.mjs');
    writeFileSync(file, source);
    const r = spawnSync(process.execPath, [file], { cwd: projectRoot, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the registry channel', () => {
  it('no code keeps shared state on globalThis', () => {
    expect(where(/\bglobalThis\b/)).toEqual([]);
  });

  it('no code hands the root or the content folder to pages through the environment', () => {
    expect(where(/GRIMOIRE_ROOT/)).toEqual([]);
    // Written by nothing in the site (a command's input, set by whoever runs it)…
    expect(where(/process\.env\.GRIMOIRE_\w+\s*(\?\?|\|\|)?=(?!=)/)).toEqual([]);
    // …and read in one place: the registry's location module (re-exported by the registry module,
    // which Node loads once).
    expect(where(/GRIMOIRE_CONTENT_DIR/)).toEqual(['src/registry/content-dir.ts']);
  });

  it('components and pages get the registry from src/lib/site.ts, not from the registry module', () => {
    const astro = code.filter((c) => c.file.endsWith('.astro'));
    const imports =
      /^import\s+(?!type\b)[^;]*from\s+['"][^'"]*(registry\/index\.ts|virtual:grimoire\/registry)['"]/m;
    expect(where(imports, astro)).toEqual([]);
  });

  it('Node loads the registry module without Vite, and the virtual module returns its one registry', () => {
    const fixture = join(projectRoot, 'tests/fixtures/content');
    const registryUrl = pathToFileURL(join(projectRoot, 'src/registry/index.ts')).href;
    const out = runNode(
      [
        `const config = await import(${JSON.stringify(registryUrl)});`,
        `const page = await import('data:text/javascript,' + encodeURIComponent(${JSON.stringify(registryModuleCode(fixture, projectRoot))}));`,
        `const a = config.getRegistry(${JSON.stringify(fixture)});`,
        'const b = page.getRegistry();',
        'console.log(JSON.stringify({ same: a === b, root: page.projectRoot, dir: b.contentDir, editions: b.lineage.keys.length }));',
      ].join('\n'),
    );
    const r = JSON.parse(out) as { same: boolean; root: string; dir: string; editions: number };
    expect(r).toMatchObject({ same: true, root: projectRoot, dir: fixture });
    expect(r.editions).toBeGreaterThan(0);
  });
});
