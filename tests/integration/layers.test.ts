/**
 * The layer rules of ARCHITECTURE.md, enforced: dependency-cruiser checks
 * src/ and scripts/ against .dependency-cruiser.cjs, with every `.astro` file
 * (components, layouts, pages) read through the stand-ins of
 * tests/support/astro-imports.ts: its frontmatter as build-time code, its
 * `<script>`s as browser code. A break recorded in
 * .dependency-cruiser-known-violations.json is tolerated while it is paid
 * off; any other break fails, and so does a recorded one that is gone (so
 * the list of known breaks only shrinks and stays exact).
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { astroName, writeAstroStandIns } from '../support/astro-imports.ts';
import { filesUnder } from '../support/source-files.ts';

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}
interface Summary {
  error: number;
  violations: Violation[];
  baselineStale?: number;
}
interface Module {
  source: string;
  dependencies: { resolved: string; couldNotResolve: boolean }[];
}

function cruise(cwd: string, ...extra: string[]): { summary: Summary; modules: Module[] } {
  const bin = join(projectRoot, 'node_modules/.bin/depcruise');
  const args = ['src', 'scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  const out = execFileSync(bin, [...args, ...extra], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as { summary: Summary; modules: Module[] };
}

/** What dependency-cruiser checks and what it resolves to, copied, the `.astro` files as stand-ins. */
const CHECKED = ['src', 'scripts', 'tests', 'tsconfig.json', '.dependency-cruiser.cjs'];
let tree = '';
let astroFiles = 0;
/** The project's graph, cruised once for the tests that read it. */
let project: ReturnType<typeof cruise>;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'grimoire-layers-tree-'));
  for (const p of CHECKED) cpSync(join(projectRoot, p), join(tree, p), { recursive: true });
  // tsconfig.json extends Astro's.
  symlinkSync(join(projectRoot, 'node_modules'), join(tree, 'node_modules'), 'dir');
  astroFiles = writeAstroStandIns(join(tree, 'src'));
  project = cruise(tree);
}, 120_000);

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

const known = JSON.parse(
  readFileSync(join(projectRoot, '.dependency-cruiser-known-violations.json'), 'utf8'),
) as Violation[];
const key = (v: Violation) => `${v.rule.name}: ${astroName(v.from)} → ${astroName(v.to)}`;

/** A function that writes a file, its folders first, under `dir`. */
function writerIn(dir: string): (file: string, text: string) => void {
  return (file, text) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
}

describe('layers', () => {
  it('no dependency breaks a layer rule, beyond the recorded known breaks', () => {
    const recorded = new Set(known.map(key));
    const fresh = project.summary.violations.map(key).filter((k) => !recorded.has(k));
    expect(fresh).toEqual([]);
  });

  it('every recorded known break still exists (fixed ones are removed from the list)', () => {
    const now = new Set(project.summary.violations.map(key));
    expect(known.map(key).filter((k) => !now.has(k))).toEqual([]);
  });

  it('reads every .astro file: its frontmatter and its scripts, each import resolved', () => {
    const sources = filesUnder(join(projectRoot, 'src'), /\.astro$/);
    expect(astroFiles).toBe(sources.length);
    expect(astroFiles).toBeGreaterThan(50);
    const astro = project.modules.filter((m) => astroName(m.source) !== m.source);
    // One stand-in per file for its frontmatter, one more for a file with a bundled <script>.
    const names = new Set(astro.map((m) => astroName(m.source).replace(/ <script>$/, '')));
    expect(names.size).toBe(sources.length);
    expect(astro.some((m) => m.source.endsWith('BaseLayout.astro.browser.ts'))).toBe(true);
    const edges = astro.flatMap((m) => m.dependencies);
    expect(edges.length).toBeGreaterThan(300);
    // Only Astro's and the site's virtual modules stay unresolved: every file import was found.
    const unresolved = edges.filter((d) => d.couldNotResolve).map((d) => d.resolved);
    expect(unresolved.filter((m) => !/^(astro:|virtual:)/.test(m))).toEqual([]);
  });

  it('the rules cover .astro files: a script reaching Node, a page using a test helper, a layout cycle', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grimoire-layers-astro-'));
    const put = writerIn(dir);
    put('src/registry/store.ts', 'export const r = 1;\n');
    // Build-time code may read the registry, and a virtual module is no break; its <script> may not.
    put(
      'src/components/Box.astro',
      "---\nimport { r } from '../registry/store.ts';\nimport { x } from 'virtual:grimoire/x';\n---\n<p>{r}{x}</p>\n<script>\n  import { r } from '../registry/store.ts';\n  console.log(r);\n</script>\n<script is:inline>console.log(1);</script>\n",
    );
    put(
      'src/pages/index.astro',
      "---\nimport { h } from '../../tests/support/h.ts';\nimport Base from '../layouts/Base.astro';\n---\n<Base>{h}</Base>\n",
    );
    put('tests/support/h.ts', 'export const h = 1;\n');
    put('scripts/none.ts', 'export {};\n');
    put(
      'src/layouts/Base.astro',
      "---\nimport Box from '../components/Box.astro';\nimport Menu from '../components/Menu.astro';\n---\n<Box /><Menu /><slot />\n",
    );
    put(
      'src/components/Menu.astro',
      "---\nimport type { Props as P } from '../layouts/Base.astro';\ntype Props = P;\n---\n<nav />\n",
    );
    put('tsconfig.json', '{"compilerOptions":{"allowImportingTsExtensions":true,"noEmit":true}}');
    cpSync(join(projectRoot, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
    try {
      expect(writeAstroStandIns(join(dir, 'src'))).toBe(4);
      const found = [...new Set(cruise(dir).summary.violations.map(key))];
      expect(found.filter((k) => !k.startsWith('no-cycle')).sort()).toEqual([
        'browser-code-no-node: src/components/Box.astro <script> → src/registry/store.ts',
        'browser-code-reaches-no-node: src/components/Box.astro <script> → src/registry/store.ts',
        'src-not-tests-or-scripts: src/pages/index.astro → tests/support/h.ts',
      ]);
      // The cycle is reported from one of its two files.
      expect(found.filter((k) => k.startsWith('no-cycle'))).toHaveLength(1);
      expect(found.find((k) => k.startsWith('no-cycle'))).toMatch(
        /^no-cycle: src\/(components\/Menu|layouts\/Base)\.astro → src\/(layouts\/Base|components\/Menu)\.astro$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the rules catch what they are for: a cycle, browser code reaching the registry (even through a view-model), a benchmark using a test helper, a view reaching the registry module past virtual:grimoire/registry, a command importing the virtual module', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grimoire-layers-'));
    const put = writerIn(dir);
    put('src/client/box.ts', "import { r } from '../registry/store.ts';\nexport const b = r;\n");
    put('src/registry/store.ts', 'export const r = 1;\n');
    // Through a view-model: the browser may use src/lib/, never what reaches the registry.
    put('src/client/menu.ts', "import { v } from '../lib/view.ts';\nexport const m = v;\n");
    put('src/lib/view.ts', "import { r } from '../registry/store.ts';\nexport const v = r;\n");
    put('src/lib/a.ts', "import { b } from './b.ts';\nexport const a = () => b;\n");
    put('src/lib/b.ts', "import { a } from './a.ts';\nexport const b = () => a;\n");
    put('scripts/bench.ts', "import { h } from '../tests/support/h.ts';\nconsole.log(h);\n");
    put('tests/support/h.ts', 'export const h = 1;\n');
    // A view that imports the registry module through another module, not the virtual module.
    put('src/registry/index.ts', 'export const getRegistry = () => 1;\n');
    put(
      'src/lib/ids.ts',
      "import { getRegistry } from '../registry/index.ts';\nexport const i = getRegistry;\n",
    );
    put('src/lib/page.ts', "import { i } from './ids.ts';\nexport const p = i;\n");
    put(
      'scripts/list.ts',
      "import { getRegistry } from 'virtual:grimoire/registry';\nconsole.log(getRegistry);\n",
    );
    put('tsconfig.json', '{"compilerOptions":{"allowImportingTsExtensions":true,"noEmit":true}}');
    cpSync(join(projectRoot, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
    try {
      const violations = cruise(dir).summary.violations;
      const found = violations.map((v) => v.rule.name);
      expect([...new Set(found)].sort()).toEqual([
        'browser-code-no-node',
        'browser-code-reaches-no-node',
        'no-cycle',
        'pages-get-registry-through-virtual-module',
        'scripts-not-test-helpers',
        'virtual-registry-module-for-pages',
      ]);
      expect(
        violations
          .filter((v) => v.rule.name === 'pages-get-registry-through-virtual-module')
          .map((v) => v.from)
          .sort(),
      ).toEqual(['src/lib/ids.ts', 'src/lib/page.ts']);
      expect(violations.filter((v) => v.from === 'src/client/menu.ts').map(key)).toEqual([
        'browser-code-reaches-no-node: src/client/menu.ts → src/registry/store.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
