/**
 * `update-cr --lang ja`: the Japanese translation kept current the way the
 * English edition is. Reads the page that links the official Japanese files
 * (`JPN_CR_YYYYMMDD_N.txt`), takes the newest (latest date, then highest
 * revision), downloads it as the English file is downloaded (the same
 * browser-like download and checks: not an HTML page, a Japanese rules
 * text, not an English edition's bytes), and imports it as the translation
 * of the English edition it names, holding the same writer lock. The
 * English edition must be on the site first (a translation follows its
 * numbering). Any failure is an UpdateError before anything is written.
 */
import { mkdirSync } from 'node:fs';
import { withLock } from '../registry/content-lock.ts';
import { editionOf } from '../importer/edition-of.ts';
import { readRulesBytes, type ReadRulesFile } from '../importer/read-rules-file.ts';
import { wrongLanguage } from '../importer/text-language.ts';
import { readLineage } from '../lineage/lineage-files.ts';
import { Lineage } from '../lineage/lineage.ts';
import { looksLikeHtml } from './check-download.ts';
import { describeImport, short } from './describe-import.ts';
import { download, type Downloaded } from './download.ts';
import { fileNameOf, pageLinks } from './find-cr-link.ts';
import { showUrl } from './show-url.ts';
import { importDownload, storedSource, type UpdateOptions } from './update-cr.ts';
import { UpdateError } from './update-error.ts';

const JA_NAME = /^JPN_CR_(\d{8})_(\d+)\.txt$/i;

/** The newest official Japanese file the page links, or an UpdateError saying why there is none. */
export function findJaLink(html: string, pageUrl: string): string {
  const links = pageLinks(html, pageUrl);
  const found = links
    .map((url) => ({ url, m: JA_NAME.exec(fileNameOf(url)) }))
    .filter((x): x is { url: string; m: RegExpExecArray } => x.m !== null)
    .sort((a, b) => a.m[1]!.localeCompare(b.m[1]!) || Number(a.m[2]) - Number(b.m[2]));
  const newest = found.at(-1);
  if (!newest)
    throw new UpdateError(
      'links',
      `${showUrl(pageUrl)} links no Japanese Comprehensive Rules file (JPN_CR_YYYYMMDD_N.txt; ${links.length} links read): give the page that links it with --page`,
    );
  return newest.url;
}

/** The downloaded bytes as a Japanese rules file, or an UpdateError. */
function checkJaDownload(name: string, link: string, bytes: Uint8Array): ReadRulesFile {
  const url = showUrl(link);
  if (!bytes.length) throw new UpdateError('not-cr', `${url} is empty: not a rules file`);
  if (looksLikeHtml(bytes))
    throw new UpdateError('html', `${url} is an HTML page, not the rules text; nothing imported`);
  const file = readRulesBytes(name, bytes, 'ja');
  const wrong = wrongLanguage(file.text, 'ja');
  if (wrong) throw new UpdateError('not-cr', `${url}: ${wrong}`);
  if (!file.parsed.rules.length)
    throw new UpdateError('not-cr', `${url} is not a Comprehensive Rules file: no numbered rules`);
  return file;
}

/** Runs one check of the Japanese translation; lines say what it did. */
export async function updateJa(o: UpdateOptions): Promise<{ lines: string[]; edition: string }> {
  const page = await download(o.page, o.download);
  const link = findJaLink(new TextDecoder().decode(page.bytes), page.url);
  const file = await download(link, o.download);
  mkdirSync(o.contentDir, { recursive: true });
  return withLock(o.contentDir, { what: 'an update (update-cr --lang ja)', onWait: o.onWait }, () =>
    importJa(o, link, file),
  );
}

function importJa(o: UpdateOptions, link: string, file: Downloaded) {
  const data = readLineage(o.contentDir);
  const lineage = data && new Lineage(data);
  const input = checkJaDownload(fileNameOf(link), link, file.bytes);
  const of = editionOf(input, 'ja', lineage);
  if (!of) throw new UpdateError('not-cr', `${showUrl(link)} names no edition it translates`);
  if (of.error)
    throw new UpdateError('identity', `${showUrl(link)}: ${of.error}; nothing imported`);
  const lines = [`${showUrl(o.page)}: links ${showUrl(link)} (the newest Japanese file)`];
  const stored = storedSource(o.contentDir, of.key, 'ja');
  if (stored?.sha256 === input.source.sha256) {
    lines.push(
      `the Japanese ${of.key} is already on the site, same bytes (sha256 ${short(stored.sha256)}): nothing to import`,
    );
    return { lines, edition: of.key };
  }
  const { edition } = importDownload(input, file.bytes, undefined, o, 'ja');
  lines.push(...describeImport(edition, stored, o.dryRun));
  if (o.dryRun) lines.push('dry run: nothing written');
  return { lines, edition: of.key };
}
