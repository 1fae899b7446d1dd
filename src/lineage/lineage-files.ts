/**
 * The lineage on disk, `<content>/lineage/` (committed; numbers and dates only):
 * (a changes row's flags may say `parts=a+b+c`, divided into those rules, or
 * `into=a`, merged into that rule; see `DiffRow`)
 *
 *   editions.tsv              every edition in order of taking effect: key, effective date, sha256, bytes, URL, status
 *   changes/<key>.tsv         the rules that moved, changed, appeared or went away in that edition
 *   overrides.tsv             reviewed corrections of the matcher (also divided and merged rules)
 *   witness-reviewed.tsv      steps the second witness disputes that review found right, with why
 *   fingerprints/<key>.tsv    hashes and MinHash signatures of the newest editions' rules (no text)
 *
 * The one reader and writer of these files. Every file is tab-separated with
 * a header line; "-" marks an empty cell; lines starting with "#" are comments.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, describeIssues } from '../errors/content-error.ts';
import { isCanonicalRuleNumber } from '../rules/rule-number.ts';
import { checkEditions } from './check-editions.ts';
import { isEditionKey } from './edition-key.ts';
import { decodeSignature, encodeSignature } from './fingerprint.ts';
import type { DiffRow, LineageData, LineageEdition, LineageOverride } from './lineage-data.ts';
import type { ChangeKind, MatchBasis, RuleFingerprint } from './match-editions.ts';
import { reviewIndex, witnessReviewSchema, type WitnessReview } from './witness-reviews.ts';

export const EDITIONS_HEADER = ['key', 'effective', 'sha256', 'bytes', 'url', 'status'];
export const CHANGES_HEADER = ['old', 'new', 'change', 'basis', 'similarity', 'flags'];
export const OVERRIDES_HEADER = ['edition', 'old', 'new', 'reason'];
export const WITNESS_REVIEWED_HEADER = ['edition', 'old', 'new', 'reason'];
export const FINGERPRINTS_HEADER = ['number', 'raw', 'typo', 'norm', 'title', 'signature'];

const BASES: readonly MatchBasis[] = ['text', 'title', 'parent', 'similarity', 'number'];
const CHANGES: readonly ChangeKind[] = ['', 't', 'r', 'c'];

/** The lineage folder of a content folder. */
export const lineageDir = (contentDir: string) => join(contentDir, 'lineage');

/** Rows of a TSV file, without header and comments; each row with its 1-based line. */
function readTsv(
  path: string,
  header: string[],
  rel: string,
): Array<{ cells: string[]; line: number }> {
  // A byte order mark (Excel saves one) is not part of the first line.
  const lines = readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\n');
  const rows: Array<{ cells: string[]; line: number }> = [];
  let sawHeader = false;
  lines.forEach((raw, i) => {
    const text = raw.replace(/\r$/, '');
    if (!text.trim() || text.startsWith('#')) return;
    const cells = text.split('\t');
    if (!sawHeader) {
      sawHeader = true;
      if (cells.join('\t') !== header.join('\t'))
        throw new ContentError(
          rel,
          `the first line must be the header "${header.join('\\t')}"`,
          i + 1,
        );
      return;
    }
    if (cells.length !== header.length)
      throw new ContentError(
        rel,
        `expected ${header.length} tab-separated cells, found ${cells.length}`,
        i + 1,
      );
    rows.push({ cells: cells.map((c) => (c === '-' ? '' : c)), line: i + 1 });
  });
  return rows;
}

/** A TSV file's text. */
function writeTsv(
  header: string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | undefined>>,
  comment?: string,
): string {
  const cell = (v: string | number | undefined) => (v === undefined || v === '' ? '-' : String(v));
  const lines = [
    ...(comment ? [`# ${comment}`] : []),
    header.join('\t'),
    ...rows.map((r) => r.map(cell).join('\t')),
  ];
  return `${lines.join('\n')}\n`;
}

/** Reads the lineage of a content folder; undefined when it has none. */
export function readLineage(contentDir: string, relRoot = contentDir): LineageData | undefined {
  const dir = lineageDir(contentDir);
  const editionsPath = join(dir, 'editions.tsv');
  if (!existsSync(editionsPath)) return undefined;
  const rel = (p: string) => p.slice(relRoot.length + 1) || p;
  const rows = readTsv(editionsPath, EDITIONS_HEADER, rel(editionsPath));
  const editions = rows.map((r) => parseEdition(r.cells, rel(editionsPath), r.line));
  checkEditions(
    editions,
    rows.map((r) => r.line),
    rel(editionsPath),
  );
  const diffs = editions.map((e, i) => {
    const path = join(dir, 'changes', `${e.key}.tsv`);
    if (!existsSync(path))
      throw new ContentError(
        rel(editionsPath),
        `edition ${e.key} has no file changes/${e.key}.tsv`,
        i + 2,
      );
    return readTsv(path, CHANGES_HEADER, rel(path)).map((r) =>
      parseRow(r.cells, rel(path), r.line),
    );
  });
  return { editions, diffs };
}

function parseEdition(c: string[], file: string, line: number): LineageEdition {
  const [key = '', effective = '', sha256, bytes, url, status] = c;
  if (!isEditionKey(key))
    throw new ContentError(file, `"${key}" is not an edition key (YYYY-MM-DD)`, line);
  if (!isEditionKey(effective))
    throw new ContentError(file, `"${effective}" is not a date (YYYY-MM-DD)`, line);
  if (status && status !== 'complete' && status !== 'incomplete')
    throw new ContentError(file, `status "${status}": use complete or incomplete`, line);
  const e: LineageEdition = { key, effective };
  if (sha256) e.sha256 = sha256;
  if (bytes) e.bytes = Number(bytes);
  if (url) e.url = url;
  if (status === 'incomplete') e.incomplete = true;
  return e;
}

function parseRow(c: string[], file: string, line: number): DiffRow {
  const [old, nu, change = '', basis, similarity, flags = ''] = c;
  for (const n of [old, nu])
    if (n && !isCanonicalRuleNumber(n))
      throw new ContentError(file, `"${n}" is not a rule number`, line);
  if (!old && !nu) throw new ContentError(file, 'a row needs an old or a new number', line);
  if (!CHANGES.includes(change as ChangeKind))
    throw new ContentError(file, `change "${change}": use t, r, c or -`, line);
  if (basis && !BASES.includes(basis as MatchBasis))
    throw new ContentError(file, `basis "${basis}" is not one of ${BASES.join(', ')}`, line);
  const row: DiffRow = { change: change as ChangeKind };
  if (old) row.old = old;
  if (nu) row.new = nu;
  if (basis) row.basis = basis as MatchBasis;
  if (similarity) row.similarity = Number(similarity);
  const flagList = flags.split(',');
  if (flagList.includes('unsure')) row.unsure = true;
  if (flagList.includes('reviewed')) row.reviewed = true;
  for (const f of flagList) {
    const [name, value = ''] = f.split('=');
    const numbers = value.split('+');
    if ((name === 'parts' || name === 'into') && !numbers.every(isCanonicalRuleNumber))
      throw new ContentError(file, `flag "${f}": rule numbers joined by "+"`, line);
    if (name === 'parts') row.parts = numbers;
    if (name === 'into') row.into = value;
  }
  return row;
}

/** The files of a lineage: path relative to the lineage folder → text. */
export function renderLineage(data: LineageData): Map<string, string> {
  const files = new Map<string, string>();
  files.set(
    'editions.tsv',
    writeTsv(
      EDITIONS_HEADER,
      data.editions.map((e) => [
        e.key,
        e.effective,
        e.sha256,
        e.bytes,
        e.url,
        e.incomplete ? 'incomplete' : 'complete',
      ]),
      'Every Comprehensive Rules edition, in the order they took effect (facts only, no rules text).',
    ),
  );
  data.editions.forEach((e, i) => {
    const prev = data.editions[i - 1]?.key;
    files.set(
      `changes/${e.key}.tsv`,
      renderChanges(
        data.diffs[i] ?? [],
        prev ? `From ${prev} to ${e.key}` : `${e.key}: the first edition; every rule is new`,
      ),
    );
  });
  return files;
}

/** One edition's changes file. */
export function renderChanges(rows: readonly DiffRow[], comment: string): string {
  return writeTsv(
    CHANGES_HEADER,
    rows.map((r) => [
      r.old,
      r.new,
      r.change,
      r.basis,
      r.similarity,
      [
        r.unsure ? 'unsure' : '',
        r.reviewed ? 'reviewed' : '',
        r.parts ? `parts=${r.parts.join('+')}` : '',
        r.into ? `into=${r.into}` : '',
      ]
        .filter(Boolean)
        .join(','),
    ]),
    `${comment}. Rules not listed kept their number and text.`,
  );
}

/** Reads the reviewed overrides (none when the file is missing). */
export function readOverrides(contentDir: string): LineageOverride[] {
  const path = join(lineageDir(contentDir), 'overrides.tsv');
  if (!existsSync(path)) return [];
  return readTsv(path, OVERRIDES_HEADER, 'lineage/overrides.tsv').map(
    ({ cells: [edition = '', old = '', nu = '', reason = ''], line }) => {
      const fail = (what: string): never => {
        throw new ContentError('lineage/overrides.tsv', what, line);
      };
      if (!isEditionKey(edition)) fail(`"${edition}" is not an edition key`);
      if (!isCanonicalRuleNumber(old)) fail(`old "${old}" is not a rule number`);
      const target = parseTarget(nu);
      if (!target)
        fail(
          `new "${nu}": write a rule number, "-" (removed), numbers joined by "+" (divided into those parts) or ">" and a number (merged into that rule)`,
        );
      return { edition, old, reason, ...target! };
    },
  );
}

/**
 * Reads the second witness's reviewed disagreements (none when the file is
 * missing), by step (see `witness-reviews.ts`); a bad row fails with its line.
 */
export function readWitnessReviews(contentDir: string): Map<string, WitnessReview> {
  const rel = 'lineage/witness-reviewed.tsv';
  const path = join(lineageDir(contentDir), 'witness-reviewed.tsv');
  if (!existsSync(path)) return new Map();
  const rows = readTsv(path, WITNESS_REVIEWED_HEADER, rel).map(({ cells, line }) => {
    const [edition, old, nu, reason] = cells;
    const data = { edition, old, new: nu, reason };
    const r = witnessReviewSchema.safeParse(data);
    if (!r.success) throw new ContentError(rel, describeIssues(r.error.issues, data), line);
    return { review: r.data, line };
  });
  const { byStep, duplicate } = reviewIndex(rows);
  if (duplicate)
    throw new ContentError(rel, 'this step is reviewed twice: keep one row', duplicate);
  return byStep;
}

/** The `new` cell of an override (see `LineageOverride`); undefined when malformed. */
function parseTarget(cell: string): Pick<LineageOverride, 'new' | 'parts' | 'into'> | undefined {
  if (!cell) return { new: null };
  if (cell.startsWith('>')) {
    const into = cell.slice(1).trim();
    return isCanonicalRuleNumber(into) ? { new: null, into } : undefined;
  }
  if (cell.includes('+')) {
    const parts = cell.split('+').map((p) => p.trim());
    return parts.length > 1 && parts.every(isCanonicalRuleNumber)
      ? { new: null, parts }
      : undefined;
  }
  return isCanonicalRuleNumber(cell) ? { new: cell } : undefined;
}

/** The `new` cell of an override. */
function targetCell(o: LineageOverride): string | undefined {
  if (o.parts) return o.parts.join('+');
  if (o.into) return `>${o.into}`;
  return o.new ?? undefined;
}

/** Renders the overrides file. */
export function renderOverrides(rows: readonly LineageOverride[]): string {
  return writeTsv(
    OVERRIDES_HEADER,
    rows.map((o) => [o.edition, o.old, targetCell(o), o.reason]),
    'Reviewed corrections: in <edition>, the previous edition\'s <old> became <new> ("-": removed; "a+b+c": divided into those parts; ">a": merged into a).',
  );
}

/** Fingerprints of one edition's rules: number → fingerprint. */
export function readFingerprints(
  contentDir: string,
  key: string,
): Map<string, RuleFingerprint> | undefined {
  const path = join(lineageDir(contentDir), 'fingerprints', `${key}.tsv`);
  if (!existsSync(path)) return undefined;
  const out = new Map<string, RuleFingerprint>();
  const rel = `lineage/fingerprints/${key}.tsv`;
  for (const { cells, line } of readTsv(path, FINGERPRINTS_HEADER, rel)) {
    const [number = '', raw = '', typo = '', norm = '', title, signature = ''] = cells;
    let decoded: RuleFingerprint['signature'];
    try {
      decoded = decodeSignature(signature);
    } catch (err) {
      throw new ContentError(
        rel,
        `the signature of ${number} is damaged (${(err as Error).message}): import the edition's file again with --rebuild-lineage, or restore this file`,
        line,
      );
    }
    const fp: RuleFingerprint = { raw, typo, norm, signature: decoded };
    if (title) fp.title = title;
    out.set(number, fp);
  }
  return out;
}

/** Renders a fingerprints file. */
export function renderFingerprints(
  key: string,
  rows: ReadonlyArray<[string, RuleFingerprint]>,
): string {
  return writeTsv(
    FINGERPRINTS_HEADER,
    rows.map(([n, f]) => [n, f.raw, f.typo, f.norm, f.title, encodeSignature(f.signature!)]),
    `Fingerprints of the ${key} edition's rules (hashes and MinHash signatures; no text), to match the next edition against.`,
  );
}

/** Keys of the editions that have a fingerprints file. */
export function fingerprintKeys(contentDir: string): string[] {
  const dir = join(lineageDir(contentDir), 'fingerprints');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .map((f) => f.slice(0, -4))
    .sort();
}
