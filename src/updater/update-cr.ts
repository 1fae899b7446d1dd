/**
 * One check for a new rules edition, as `npm run update-cr` runs it: read
 * the rules page, find its one Comprehensive Rules text file, download it,
 * check that it is a complete rules file, and import it through the
 * importer (one atomic step) when the site does not have those very bytes.
 * A successful check is recorded in `content/official/checked.json`. Any
 * failure throws an `UpdateError` before anything is written, so the
 * content stays byte for byte as it was.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editionOf } from '../importer/edition-of.ts';
import { keyFromFileName } from '../lineage/edition-key.ts';
import { showUrl } from './show-url.ts';
import { importRulesFiles, type EditionReport } from '../importer/import-files.ts';
import type { ReadRulesFile } from '../importer/read-rules-file.ts';
import { readLineage } from '../lineage/lineage-files.ts';
import { staleAfterImport } from '../registry/stale-after-import.ts';
import { Lineage } from '../lineage/lineage.ts';
import { writeCheckRecord, type CheckRecord } from '../official/check-record.ts';
import type { Lang } from '../content/schemas.ts';
import type { SourceFile } from '../official/official-edition.ts';
import { officialPath, readOfficial } from '../official/official-store.ts';
import { checkRulesDownload } from './check-download.ts';
import { describeImport, short } from './describe-import.ts';
import { withLock } from '../registry/content-lock.ts';
import { download, type DownloadOptions, type Downloaded } from './download.ts';
import { fileNameOf, findCrLink } from './find-cr-link.ts';
import { UpdateError } from './update-error.ts';

/** The official rules page (the one the site's pages link to). */
export { OFFICIAL_RULES_PAGE as OFFICIAL_RULES_PAGE_URL } from '../lib/rule-page.ts';

export interface UpdateOptions {
  /** The rules page to read. */
  page: string;
  contentDir: string;
  download: DownloadOptions;
  /** Work out what would happen; write nothing. */
  dryRun?: boolean;
  /** The clock (tests). */
  now?: () => Date;
  /** Told once when another process writes the content folder and this check waits for it. */
  onWait?: (line: string) => void;
}

/** What a successful check did, and the lines that say so. */
export interface UpdateResult {
  record: CheckRecord;
  lines: string[];
}

/** Runs one check (see the module comment). */
export async function updateCr(o: UpdateOptions): Promise<UpdateResult> {
  const page = await download(o.page, o.download);
  const link = findCrLink(new TextDecoder().decode(page.bytes), page.url);
  const file = await download(link, o.download);
  return withLock(o.contentDir, { what: 'an update (update-cr)', onWait: o.onWait }, () =>
    checkAndImport(o, page.url, link, file),
  );
}

/** The rest of a check, holding the content's writer lock: what the site has, and the import. */
function checkAndImport(
  o: UpdateOptions,
  pageUrl: string,
  link: string,
  file: Downloaded,
): UpdateResult {
  const lineageData = readLineage(o.contentDir);
  const lineage = lineageData && new Lineage(lineageData);
  const name = safeFileName(fileNameOf(link) || fileNameOf(file.url));
  checkRedirectName(link, file.url);
  const input = checkRulesDownload(name, link, file.bytes, lineage);
  const of = editionOf(input, 'en', lineage)!;
  if (of.error)
    throw new UpdateError('identity', `${showUrl(link)}: ${of.error}; nothing imported`);
  const key = of.key;
  const stored = storedSource(o.contentDir, key);
  const base = { page: pageUrl, url: link, edition: key, effective: input.parsed.effectiveDate! };
  const facts = { sha256: input.source.sha256, bytes: input.source.bytes };
  const lines = [`${showUrl(o.page)}: links ${showUrl(link)}`];
  let result: CheckRecord['result'] = 'unchanged';
  if (stored?.sha256 === input.source.sha256) {
    lines.push(
      `${key} (effective ${base.effective}) is already on the site, same bytes (sha256 ${short(facts.sha256)}): nothing to import`,
    );
  } else {
    // The lineage keeps the URL it knows for this very file; a new or re-published file records where it came from.
    const known = lineage?.edition(key);
    const keepUrl = known?.url && known.sha256 === input.source.sha256;
    const { edition: e, lineageChanged } = importDownload(
      input,
      file.bytes,
      keepUrl ? undefined : link,
      o,
    );
    result = e.status === 'replaced' ? 'replaced' : 'new';
    lines.push(...describeImport(e, stored ?? lineage?.edition(key), o.dryRun));
    if (lineageChanged.length) lines.push(`lineage: ${lineageChanged.join(', ')} matched`);
    if (!o.dryRun) lines.push(...staleAfterImport(o.contentDir, [key]));
  }
  const record: CheckRecord = {
    checkedAt: (o.now?.() ?? new Date()).toISOString(),
    ...base,
    ...facts,
    result,
  };
  if (!o.dryRun) writeCheckRecord(o.contentDir, record);
  lines.push(
    o.dryRun
      ? 'dry run: nothing written'
      : `checked at ${record.checkedAt}; recorded in official/checked.json`,
  );
  return { record, lines };
}

/** A link whose redirect lands on a file named for another edition is refused: which one is it? */
function checkRedirectName(link: string, landed: string): void {
  const said = keyFromFileName(fileNameOf(link));
  const got = keyFromFileName(fileNameOf(landed));
  if (said && got && said !== got)
    throw new UpdateError(
      'identity',
      `the page links ${showUrl(link)} (edition ${said}), but the server redirects it to ${showUrl(landed)} (edition ${got}): nothing imported; ask the site which is the current file, or import the one you trust with import-cr`,
    );
}

/** A file name that is safe to write: no folders, no leading dots or control characters. */
function safeFileName(name: string): string {
  const clean = name.replace(/[\\/\p{Cc}]/gu, '_').replace(/^\.+/, '');
  return clean.toLowerCase().endsWith('.txt') ? clean : `${clean || 'rules'}.txt`;
}

/** The source file of the English edition stored on the site, if any. */
export function storedSource(
  contentDir: string,
  key: string,
  lang: Lang = 'en',
): SourceFile | undefined {
  const path = officialPath(contentDir, lang, key);
  return existsSync(path) ? readOfficial(path, contentDir).sources[0] : undefined;
}

/** Imports the downloaded file from a temporary folder; an import failure is an UpdateError. */
export function importDownload(
  input: ReadRulesFile,
  bytes: Uint8Array,
  url: string | undefined,
  o: Pick<UpdateOptions, 'contentDir' | 'dryRun'>,
  lang: Lang = 'en',
): { edition: EditionReport; lineageChanged: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-update-'));
  try {
    const path = join(dir, input.source.name);
    writeFileSync(path, bytes);
    // The importer records where a file was published from a manifest beside it (file name in column 2, URL in 7).
    if (url)
      writeFileSync(
        join(dir, 'manifest.tsv'),
        `key\tfile\t\t\t\t\turl\n-\t${input.source.name}\t-\t-\t-\t-\t${url}\n`,
      );
    const report = importRulesFiles({
      files: [path],
      lang,
      contentDir: o.contentDir,
      dryRun: o.dryRun,
    });
    const failure = report.failures[0]?.message ?? report.editions.find((e) => e.error)?.error;
    if (failure) throw new UpdateError('import', `the import failed: ${failure}`);
    return { edition: report.editions[0]!, lineageChanged: report.lineageChanged };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
