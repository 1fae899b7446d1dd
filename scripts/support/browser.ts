/** Launches Debian's Chromium headless through playwright-core (for benchmarks, scripts and the browser tests). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every headless Chromium of the project starts with (quiet, no sandbox, no GPU). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const LAUNCH = {
  executablePath: CHROMIUM,
  headless: true,
  args: [...CHROMIUM_FLAGS, '--disable-quic'],
};

/**
 * Debian's `chromium-headless-shell` (the same Chromium without the desktop browser around it, the
 * headless build Playwright itself uses): the browser tests use it where it is installed. Over the
 * whole browser run it spent 334 CPU s where the full browser spent 543 (docs/test-time.md).
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Launches Chromium headless, with `args` besides the project's flags. `shell`: Debian's headless
 * shell if installed (else the full browser, what benchmarks and scripts use). Touch emulation
 * (`hasTouch`, `isMobile`) taps differently in the shell, so tests of taps use the full browser.
 */
export function launchBrowser(shell = false, args: string[] = []): Promise<Browser> {
  const useShell = shell && !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL);
  const executablePath = useShell ? HEADLESS_SHELL : LAUNCH.executablePath;
  return chromium.launch({ ...LAUNCH, executablePath, args: [...LAUNCH.args, ...args] });
}
