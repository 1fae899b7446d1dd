/**
 * The browser tests turn off a Chromium feature of their own, which makes them repeat Playwright's
 * list of features it turns off (scripts/support/chromium-features.ts): the installed Playwright's
 * list, read from its code, must be inside ours, or the tests would run a Chromium unlike
 * Playwright's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  disableFeatures,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../../scripts/support/chromium-features.ts';

/** The names in the installed playwright-core's `disabledFeatures = [ … ]`. */
function playwrightList(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const code = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(code)?.[1];
  if (!list)
    throw new Error(
      'playwright-core no longer has `disabledFeatures = [ … ]`: look for its --disable-features list and update scripts/support/chromium-features.ts',
    );
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((m) => m[1]!);
}

describe("Playwright's disabled Chromium features", () => {
  it('are all repeated by the switch the browser tests pass', () => {
    const theirs = playwrightList();
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f))).toEqual([]);
  });

  it('stay in one switch with the features the tests add', () => {
    const flag = disableFeatures('RenderDocument');
    expect(flag).toMatch(/^--disable-features=[^ ]*PaintHolding[^ ]*,RenderDocument$/);
  });
});
