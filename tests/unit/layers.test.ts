/**
 * The layer rules of ARCHITECTURE.md, enforced: dependency-cruiser checks
 * src/ and scripts/ against .dependency-cruiser.cjs. A break recorded in
 * .dependency-cruiser-known-violations.json is tolerated while it is paid
 * off; any other break fails, and so does a recorded one that is gone (so
 * the list of known breaks only shrinks and stays exact).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';

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

function cruise(cwd = projectRoot, ...extra: string[]): Summary {
  const bin = join(projectRoot, 'node_modules/.bin/depcruise');
  const args = ['src', 'scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  const out = execFileSync(bin, [...args, ...extra], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(out) as { summary: Summary }).summary;
}

const known = JSON.parse(
  readFileSync(join(projectRoot, '.dependency-cruiser-known-violations.json'), 'utf8'),
) as Violation[];
const key = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}`;

describe('layers', () => {
  it('no dependency breaks a layer rule, beyond the recorded known breaks', () => {
    const s = cruise(projectRoot, '--ignore-known');
    const fresh = s.violations.filter((v) => v.rule.severity !== 'ignore').map(key);
    expect(fresh).toEqual([]);
    expect(s.error).toBe(0);
  });

  it('every recorded known break still exists (fixed ones are removed from the list)', () => {
    const now = new Set(cruise().violations.map(key));
    expect(known.map(key).filter((k) => !now.has(k))).toEqual([]);
  });

  it('the rules catch what they are for: a cycle, browser code reaching the registry (even through a view-model), a benchmark using a test helper, a view reaching the registry module past virtual:grimoire/registry, a command importing the virtual module', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grimoire-layers-'));
    const put = (file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
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
      const violations = cruise(dir).violations;
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
