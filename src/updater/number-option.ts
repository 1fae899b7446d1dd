/**
 * A command-line option that is a number ≥ 0 (`--timeout 20`, `--retries 1`),
 * read the same way by every script that downloads.
 */

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
