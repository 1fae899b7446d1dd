/**
 * The whole import: rules text files (or folders of them) on disk →
 * stored editions (`content/official/<lang>/<key>.json`) and, for English,
 * the lineage (`content/lineage/`), written as one atomic step. Files of the
 * same edition (a translation's rules and glossary) are parts of one
 * edition; a folder holds one edition per file. An edition that cannot be
 * imported is reported with its file and line, and the others still are.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ContentError } from '../content/content-error.ts';
import type { Lang } from '../content/schemas.ts';
import { ruleTexts } from '../lineage/compute-lineage.ts';
import type { LineageEdition } from '../lineage/lineage-data.ts';
import { readFingerprints, readLineage, readOverrides } from '../lineage/lineage-files.ts';
import { Lineage } from '../lineage/lineage.ts';
import type { OfficialEdition } from '../official/official-edition.ts';
import {
  listOfficial,
  officialPath,
  readOfficial,
  renderOfficial,
} from '../official/official-store.ts';
import { buildOfficial } from './build-official.ts';
import { editionNumbers } from '../official/official-edition.ts';
import { withLock } from '../registry/content-lock.ts';
import { commitFiles, recoverAtStart, type FileChange } from './commit-files.ts';
import { editionOf, translationRevision, type KeySource } from './edition-of.ts';
import { lineageChanges } from './lineage-changes.ts';
import { readRulesFile, type ReadRulesFile } from './read-rules-file.ts';
import { wrongLanguage } from './text-language.ts';
import { updateLineage } from './update-lineage.ts';

/** Options of {@link importRulesFiles}. */
export interface ImportOptions {
  /** Rules text files, or folders of them (one edition per file). */
  files: string[];
  lang: Lang;
  /** The edition's key, for files that do not say (all files are then parts of it). */
  edition?: string;
  contentDir: string;
  /** Work out what would change without writing anything. */
  dryRun?: boolean;
  /** Import a file that stops early, recording what it lacks. */
  acceptIncomplete?: boolean;
  /** Match every pair of editions again from their texts (every edition of the lineage must be given). */
  rebuildLineage?: boolean;
  /** Update the lineage only; keep no text. */
  lineageOnly?: boolean;
  /** Told once when another process writes the content folder and this import waits for it. */
  onWait?: (line: string) => void;
}

/** What happened to one edition. */
export interface EditionReport {
  key: string;
  from: KeySource;
  lang: Lang;
  inputs: ReadRulesFile[];
  /** `new`, `replaced` (other bytes than before: `changedRules` says what changed), `unchanged`, or `failed`. */
  status: 'new' | 'replaced' | 'unchanged' | 'failed';
  error?: string;
  /** Numbers whose text differs from the edition stored before (replaced editions). */
  changedRules?: string[];
  /** The stored edition (not for failed ones). */
  edition?: OfficialEdition;
  /** Its file's text, as it is written. */
  text?: string;
}

/** Everything an import did, for printing. */
export interface ImportReport {
  editions: EditionReport[];
  /** Files that could not be read at all. */
  failures: Array<{ file: string; message: string }>;
  /** Editions whose lineage was written. */
  lineageChanged: string[];
  /** What the importer found left by an interrupted run and did about it. */
  recovered?: string;
  /** Whether anything was written. */
  written: boolean;
  timings: { read: number; write: number };
}

/** The files named, with every `.txt` file of each folder (sorted). */
export function expandInputs(paths: readonly string[]): string[] {
  return paths.flatMap((p) => {
    if (!existsSync(p) || !statSync(p).isDirectory()) return [p];
    const files = readdirSync(p)
      .filter((f) => f.toLowerCase().endsWith('.txt'))
      .sort()
      .map((f) => join(p, f));
    if (!files.length)
      throw new ContentError(
        p,
        'the folder holds no rules files (.txt): give the files, or the folder they are in',
      );
    return files;
  });
}

function message(err: unknown, file: string): string {
  if (err instanceof ContentError) return err.message;
  if (err instanceof Error && err.name === 'ZodError')
    return `${file}: the text read from the file is not a valid edition (${err.message.slice(0, 200)}); report this file`;
  const e = err as NodeJS.ErrnoException;
  return `${e.path ?? file}: ${e.message}`;
}

/**
 * Imports rules files into a content folder (see the module comment),
 * holding the folder's writer lock from the first read to the last write,
 * so a second import waits for this one and reads what it wrote.
 */
export function importRulesFiles(o: ImportOptions): ImportReport {
  return withLock(o.contentDir, { what: 'an import (import-cr)', onWait: o.onWait }, () =>
    importLocked(o),
  );
}

function importLocked(o: ImportOptions): ImportReport {
  const t0 = performance.now();
  const recovered = recoverAtStart(o.contentDir, { dryRun: o.dryRun });
  const failures: ImportReport['failures'] = [];
  const inputs: ReadRulesFile[] = [];
  for (const file of expandInputs(o.files)) {
    try {
      inputs.push(readRulesFile(file, o.lang));
    } catch (err) {
      failures.push({ file, message: message(err, file) });
    }
  }
  const lineageData = readLineage(o.contentDir);
  const lineage = lineageData && new Lineage(lineageData);
  const editions = groupByEdition(inputs, o, lineage, failures).map((g) =>
    buildReport(g, o, lineage),
  );
  const t1 = performance.now();
  const good = editions.filter((e) => e.status !== 'failed');
  const changes: FileChange[] = [];
  if (!o.lineageOnly)
    for (const e of good)
      if (e.status !== 'unchanged')
        changes.push({ path: `official/${o.lang}/${e.key}.json`, text: e.text! });
  let lineageChanged: string[] = [];
  if (o.lang === 'en' && good.length) {
    const urls = publishedUrls(inputs);
    const update = updateLineage({
      current: lineageData,
      batch: good.map((e) => ({
        edition: lineageEdition(e, lineage, urls),
        texts: ruleTexts(e.edition!),
      })),
      storedTexts: (key) => storedTexts(o.contentDir, key),
      storedFingerprints: (key) => readFingerprints(o.contentDir, key),
      overrides: readOverrides(o.contentDir),
      rebuild: o.rebuildLineage ?? false,
    });
    const files = lineageChanges(o.contentDir, lineageData, update);
    changes.push(...files);
    lineageChanged = files.length ? update.changed : [];
  }
  if (changes.length && !o.dryRun) commitFiles(o.contentDir, changes);
  return {
    editions,
    failures,
    lineageChanged,
    ...(recovered ? { recovered } : {}),
    written: changes.length > 0 && !o.dryRun,
    timings: { read: t1 - t0, write: performance.now() - t1 },
  };
}

/**
 * The files of one edition, grouped by key. A file that says no edition
 * (a translation's glossary part) joins the edition of the others when they
 * are of one edition; otherwise it is a failure.
 */
function groupByEdition(
  inputs: readonly ReadRulesFile[],
  o: ImportOptions,
  lineage: Lineage | undefined,
  failures: ImportReport['failures'],
): Array<{ key: string; from: KeySource; parts: ReadRulesFile[] }> {
  const groups = new Map<string, { key: string; from: KeySource; parts: ReadRulesFile[] }>();
  const unknown: ReadRulesFile[] = [];
  for (const input of inputs) {
    const named = editionOf(input, o.lang, lineage, o.edition);
    const refused = named?.error ?? wrongLanguage(input.text, o.lang);
    if (refused) {
      failures.push({ file: input.file, message: `${input.file}: ${refused}` });
      continue;
    }
    const of = named;
    if (!of) {
      unknown.push(input);
      continue;
    }
    if (of.note) input.parsed.oddities.unshift({ line: 1, message: of.note });
    const g = groups.get(of.key) ?? { key: of.key, from: of.from, parts: [] };
    g.parts.push(input);
    groups.set(of.key, g);
  }
  const only = groups.size === 1 ? [...groups.values()][0] : undefined;
  for (const input of unknown) {
    if (only) only.parts.push(input);
    else
      failures.push({
        file: input.file,
        message: `${input.file}: the file states no effective date ("These rules are effective as of …"); give the edition with --edition YYYY-MM-DD`,
      });
  }
  return [...groups.values()];
}

/** The report of one edition: built, checked against the lineage and against what is stored. */
function buildReport(
  g: { key: string; from: KeySource; parts: ReadRulesFile[] },
  o: ImportOptions,
  lineage: Lineage | undefined,
): EditionReport {
  const base = { key: g.key, from: g.from, lang: o.lang, inputs: g.parts };
  try {
    const known = lineage?.edition(g.key);
    const knownIncomplete = Boolean(
      known?.incomplete && g.parts.some((p) => p.source.sha256 === known.sha256),
    );
    const edition = buildOfficial(g.parts, {
      key: g.key,
      lang: o.lang,
      revision: o.lang === 'ja' ? translationRevision(g.parts) : undefined,
      knownEffective: o.lang === 'en' ? undefined : known?.effective,
      acceptIncomplete: o.acceptIncomplete,
      knownIncomplete,
    });
    if (o.lang !== 'en') checkTranslationNumbers(edition, lineage, g.parts[0]!.file);
    const text = renderOfficial(edition);
    const path = officialPath(o.contentDir, o.lang, g.key);
    if (!existsSync(path)) return { ...base, status: 'new', edition, text };
    if (readFileSync(path, 'utf8') === text) return { ...base, status: 'unchanged', edition, text };
    const old = readOfficial(path, o.contentDir);
    return { ...base, status: 'replaced', edition, text, changedRules: changedRules(old, edition) };
  } catch (err) {
    return { ...base, status: 'failed', error: message(err, g.parts[0]!.file) };
  }
}

/** A translation is numbered as the English edition it translates: numbers the lineage lacks are reported. */
function checkTranslationNumbers(
  e: OfficialEdition,
  lineage: Lineage | undefined,
  file: string,
): void {
  if (!lineage?.edition(e.edition))
    throw new ContentError(
      file,
      `edition ${e.edition} is not in the lineage: a translation follows the English numbering, so import the English file of ${e.edition} first (npm run import-cr -- <file> --lang en)`,
    );
  const english = lineage.numbers(e.edition);
  const extra = editionNumbers(e).filter((n) => !english.has(n));
  if (extra.length)
    e.oddities.push({
      file: e.sources[0]!.name,
      line: 1,
      message: `${extra.length} numbers the English ${e.edition} edition does not have (${extra.slice(0, 5).join(', ')}${extra.length > 5 ? ', …' : ''})`,
    });
}

/** Numbers whose text differs between two stored versions of an edition, or that one of them lacks. */
function changedRules(a: OfficialEdition, b: OfficialEdition): string[] {
  const text = (e: OfficialEdition) =>
    new Map(
      e.rules
        .filter((r) => !r.anchor)
        .map((r) => [r.number, `${r.text}\n${r.examples.join('\n')}`]),
    );
  const ta = text(a);
  const tb = text(b);
  const out = new Set<string>();
  for (const [n, t] of ta) if (tb.get(n) !== t) out.add(n);
  for (const n of tb.keys()) if (!ta.has(n)) out.add(n);
  return [...out];
}

/**
 * Where each input was published, from a `manifest.tsv` beside it (the
 * archive's: file name in column 2, URL in column 7, "-" when unknown).
 */
function publishedUrls(inputs: readonly ReadRulesFile[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const manifest of new Set(inputs.map((i) => join(dirname(i.file), 'manifest.tsv')))) {
    if (!existsSync(manifest)) continue;
    for (const line of readFileSync(manifest, 'utf8').split('\n').slice(1)) {
      const cells = line.split('\t');
      if (cells[1] && cells[6] && /^https?:\/\//.test(cells[6].trim()))
        out.set(cells[1], cells[6].trim());
    }
  }
  return out;
}

/** The lineage entry of an imported English edition (the published URL from a manifest, or kept from before). */
function lineageEdition(
  e: EditionReport,
  lineage: Lineage | undefined,
  urls: ReadonlyMap<string, string>,
): LineageEdition {
  const before = lineage?.edition(e.key);
  const source = e.edition!.sources[0]!;
  const out: LineageEdition = {
    key: e.key,
    effective: e.edition!.effective ?? e.key,
    sha256: source.sha256,
    bytes: source.bytes,
  };
  const url = urls.get(source.name) ?? before?.url;
  if (url) out.url = url;
  if (e.edition!.incomplete) out.incomplete = true;
  return out;
}

/** The rules of an English edition stored on the site, as matcher input. */
function storedTexts(contentDir: string, key: string) {
  const file = listOfficial(contentDir).find((f) => f.lang === 'en' && f.key === key);
  return file ? ruleTexts(readOfficial(file.path, contentDir)) : undefined;
}
