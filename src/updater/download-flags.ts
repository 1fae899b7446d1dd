/**
 * The download options of the command line (`--timeout 20`, `--retries 1`,
 * `--retry-delay 2`), read the same way by every script that downloads.
 */
import { DEFAULT_DOWNLOAD, type DownloadOptions } from './download.ts';

/** The option's value, or `fallback` when it is not given; anything else is reported through `fail`. */
export function numberOption(
  name: string,
  value: string | undefined,
  fallback: number,
  fail: (message: string) => never,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) fail(`--${name} ${value}: give a number ≥ 0`);
  return n;
}

/** The `parseArgs` options that every downloading script accepts. */
export const DOWNLOAD_FLAGS = {
  timeout: { type: 'string' },
  retries: { type: 'string' },
  'retry-delay': { type: 'string' },
} as const;

/** The download options the flags ask for (seconds on the command line), over the defaults. */
export function downloadOptions(
  values: { timeout?: string; retries?: string; 'retry-delay'?: string },
  fail: (message: string) => never,
): DownloadOptions {
  const d = DEFAULT_DOWNLOAD;
  return {
    ...d,
    timeoutMs: numberOption('timeout', values.timeout, d.timeoutMs / 1000, fail) * 1000,
    retries: Math.floor(numberOption('retries', values.retries, d.retries, fail)),
    retryDelayMs:
      numberOption('retry-delay', values['retry-delay'], d.retryDelayMs / 1000, fail) * 1000,
  };
}
