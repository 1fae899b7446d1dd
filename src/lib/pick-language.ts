/**
 * Picks the site language for a browser's preference list
 * (`navigator.languages`, e.g. ["it-IT", "en"]). First exact or base match
 * wins; English when nothing matches.
 */
export function pickLanguage(
  preferred: readonly string[],
  available: readonly string[],
  fallback = 'en',
): string {
  for (const p of preferred) {
    const base = p.toLowerCase().split(/[-_]/)[0] ?? '';
    if (available.includes(base)) return base;
  }
  return available.includes(fallback) ? fallback : (available[0] ?? fallback);
}
