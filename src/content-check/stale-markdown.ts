/**
 * The content check as Markdown, for a maintainer reading the publishing
 * run's job summary: problems first (they stop the deployment), then the
 * entries the newest edition made stale, then every stale entry.
 */
import type { ContentCheck } from './check-content.ts';

/** Markdown list items; past `max`, a line saying how many more. */
function items(lines: readonly string[], max = 300): string {
  const shown = lines.slice(0, max).map((l) => `- \`${l.replaceAll('`', "'")}\``);
  if (lines.length > max) shown.push(`- … and ${lines.length - max} more (npm run check:content)`);
  return shown.join('\n');
}

/** The report (see the module comment). */
export function staleMarkdown(check: ContentCheck): string {
  const out = ['## Content check', ''];
  if (check.summary) out.push(check.summary, '');
  if (check.problems.length)
    out.push(
      `### ${check.problems.length} problem(s): not deployed`,
      '',
      items(check.problems),
      '',
    );
  else out.push('No problems.', '');
  const newest = check.newest;
  if (newest) {
    out.push(`### Entries the ${newest.edition} edition made stale: ${newest.stale.length}`, '');
    if (newest.stale.length) out.push(items(newest.stale), '');
  }
  out.push(
    `### Stale entries: ${check.staleFiles} file(s), ${check.stale.length} cited rule(s)`,
    '',
    'Reread each against the edition named, then move its `rulesEdition` forward; until then its page tells the reader what changed.',
    '',
  );
  if (check.stale.length) out.push(items(check.stale), '');
  return `${out.join('\n')}\n`;
}
