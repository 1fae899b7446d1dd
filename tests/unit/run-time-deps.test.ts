/**
 * A production install (`npm ci --omit=dev`) can build and serve the site: every package that the
 * site's code, astro.config.mjs or a command a site owner runs (`npm start`, `update-cr`,
 * `import-cr`, `check:content`, `check:links`, …) imports at run time is in `dependencies`, not
 * only in `devDependencies`. Type-only imports are erased, so they need no package at run time.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { filesUnder } from '../support/source-files.ts';

const files = (dir: string): string[] => filesUnder(dir);

/** The commands of a site owner (package.json scripts that are not tests, benchmarks or screenshots). */
const COMMANDS = [
  'start',
  'update-cr',
  'import-cr',
  'fetch-archive',
  'check-content',
  'check-links',
  'check-import',
  'check-references',
].map((c) => join(projectRoot, 'scripts', `${c}.ts`));

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`, `import('x')`; not `import type` or a type `import('x').T`. */
const IMPORT =
  /(?:^|\n)\s*(?:import(?!\s+type\s)(?:[^'";]*?\sfrom)?|export[^'";]*?\sfrom)\s*'([^'.][^']*)'|\bimport\(\s*'([^'.][^']*)'\s*\)(?!\.[A-Z])/g;

/** The package a specifier names: `astro/zod` → astro, `@astrojs/sitemap/x` → @astrojs/sitemap. */
const packageOf = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;

describe('run-time dependencies', () => {
  it('every package the site or a site-owner command imports is in dependencies', () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const sources = [
      ...files(join(projectRoot, 'src')),
      join(projectRoot, 'astro.config.mjs'),
      ...COMMANDS,
    ];
    const missing = new Set<string>();
    for (const f of sources)
      for (const m of readFileSync(f, 'utf8').matchAll(IMPORT)) {
        const spec = m[1] ?? m[2]!;
        if (/^(node|astro|virtual):/.test(spec)) continue;
        if (!pkg.dependencies[packageOf(spec)])
          missing.add(`${packageOf(spec)} (${relative(projectRoot, f)})`);
      }
    expect([...missing]).toEqual([]);
  });

  it('catches what it is for', () => {
    const specs = (code: string) => [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
    expect(specs("import { a } from 'x/y';\nimport type { T } from 'z';\nimport 'w';")).toEqual([
      'x/y',
      'w',
    ]);
    expect(specs("const m = await import('lighthouse');")).toEqual(['lighthouse']);
    expect(specs("function f(): import('mdast').Root {}")).toEqual([]);
  });
});
