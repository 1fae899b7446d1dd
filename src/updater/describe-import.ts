/**
 * What an update did, in lines for the site owner: a new edition, or what
 * changed in a re-published one (sha256, size, the file's format, and
 * which rules' text differs).
 */
import type { EditionReport } from '../importer/import-files.ts';
import type { SourceFile } from '../official/official-edition.ts';

/** A sha256 shortened for reading. */
export const short = (sha: string | undefined) => (sha ? `${sha.slice(0, 12)}…` : '?');

/** What the file was before: its stored source, or the lineage's facts. */
export type Before = Partial<
  Pick<SourceFile, 'sha256' | 'bytes' | 'encoding' | 'bom' | 'lineEnds'>
>;

const dominant = (l: SourceFile['lineEnds']) =>
  (Object.entries(l) as Array<[string, number]>).sort((a, b) => b[1] - a[1])[0]![0].toUpperCase();

/** How the file's format changed ("BOM removed, line ends CRLF → LF"), or undefined. */
export function formatChange(before: Before, after: SourceFile): string | undefined {
  const out: string[] = [];
  if (before.encoding && before.encoding !== after.encoding)
    out.push(`encoding ${before.encoding} → ${after.encoding}`);
  if (before.bom !== undefined && before.bom !== after.bom)
    out.push(after.bom ? 'BOM added' : 'BOM removed');
  if (before.lineEnds && dominant(before.lineEnds) !== dominant(after.lineEnds))
    out.push(`line ends ${dominant(before.lineEnds)} → ${dominant(after.lineEnds)}`);
  return out.length ? out.join(', ') : undefined;
}

/** The lines saying what an import did. */
export function describeImport(
  e: EditionReport,
  before: Before | undefined,
  dryRun: boolean | undefined,
): string[] {
  const ed = e.edition!;
  const src = ed.sources[0]!;
  const verb = dryRun ? 'would import' : 'imported';
  const counts = `${ed.rules.length} rules and subrules, ${ed.glossary.length} glossary terms`;
  const bytes = `sha256 ${short(before?.sha256)} → ${short(src.sha256)}, ${before?.bytes ?? '?'} → ${src.bytes} bytes`;
  if (e.status === 'replaced') {
    const changed = e.changedRules ?? [];
    const list = changed.length
      ? `: ${changed.slice(0, 12).join(', ')}${changed.length > 12 ? ', …' : ''}`
      : '';
    const format = before && formatChange(before, src);
    return [
      `${e.key} (effective ${ed.effective}) was re-published with other bytes (${bytes}${format ? `; ${format}` : ''}); ${changed.length} rules changed${list}`,
      `${verb} it in place of the old file; ${counts}`,
    ];
  }
  const known = before?.sha256
    ? before.sha256 === src.sha256
      ? '; the lineage already knew this file'
      : `; the lineage knew this edition with other bytes (${bytes})`
    : '; a new edition';
  return [`${verb} ${e.key} (effective ${ed.effective}): ${counts}${known}`];
}
