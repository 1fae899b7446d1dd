/**
 * Downloads the past Comprehensive Rules editions into a local cache and
 * verifies them against the manifest (`content/lineage/editions.tsv`); see
 * src/updater/fetch-archive.ts.
 *
 *   npm run fetch-archive -- [--cache <dir>] [--mirror <base url>] [--content <dir>]
 *        [--allow-missing] [--timeout <s>] [--retries <n>] [--retry-delay <s>]
 *
 * The cache is `.cache/cr/` (gitignored) unless `--cache` says otherwise;
 * the mirror is `--mirror`, else GRIMOIRE_CR_MIRROR. Then import the cache
 * with `npm run import-cr -- .cache/cr --lang en`. Exits 1 when an edition
 * could not be obtained, unless --allow-missing.
 */
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { recoverAtStart } from '../src/importer/commit-files.ts';
import { readLineage } from '../src/lineage/lineage-files.ts';
import { contentDir, projectRoot } from '../src/registry/index.ts';
import { fetchArchive } from '../src/updater/fetch-archive.ts';
import { DOWNLOAD_FLAGS, downloadOptions } from '../src/updater/download-flags.ts';

const USAGE =
  'usage: npm run fetch-archive -- [--cache <dir>] [--mirror <base url>] [--content <dir>] [--allow-missing] [--timeout <seconds>] [--retries <n>] [--retry-delay <seconds>]';

function fail(message: string, code = 2): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(code);
}

function parse() {
  try {
    return parseArgs({
      options: {
        cache: { type: 'string' },
        mirror: { type: 'string' },
        content: { type: 'string' },
        'allow-missing': { type: 'boolean', default: false },
        ...DOWNLOAD_FLAGS,
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (err) {
    return fail((err as Error).message);
  }
}

const values = parse();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const cwd = process.env.INIT_CWD ?? process.cwd();
const show = (p: string) => {
  const r = relative(cwd, p);
  return r.startsWith('..') || isAbsolute(r) ? p : r || '.';
};
const mirror = values.mirror ?? (process.env.GRIMOIRE_CR_MIRROR || undefined);
if (mirror && (!URL.canParse(mirror) || !/^https?:$/.test(new URL(mirror).protocol)))
  fail(
    `--mirror ${mirror}: give the http(s) address of a folder of MagicCompRules-<key>.txt files`,
  );
const content = values.content ? resolve(cwd, values.content) : contentDir();
// The manifest is the lineage's: finish an import that was interrupted before reading it.
try {
  const recovered = recoverAtStart(content, { onWait: (line) => console.error(line) });
  if (recovered) console.log(`note: ${recovered}`);
} catch (err) {
  console.error(`fetch-archive failed: ${(err as Error).message}`);
  process.exit(1);
}
const lineage = readLineage(content);
if (!lineage) fail(`${show(join(content, 'lineage/editions.tsv'))} is missing: no manifest`, 1);
const cacheDir = values.cache ? resolve(cwd, values.cache) : join(projectRoot, '.cache/cr');

const report = await fetchArchive({
  editions: lineage.editions,
  cacheDir,
  mirror,
  download: downloadOptions(values, fail),
  log: (line) => console.log(line),
});
const have = report.verified.length + report.downloaded.length;
console.log(
  `archive: ${have} editions in ${show(cacheDir)} (${report.verified.length} already there and verified, ${report.downloaded.length} downloaded), ${report.missing.length} missing${report.missing.length ? ` (${report.missing.map((m) => m.key).join(', ')})` : ''}`,
);
if (have) console.log(`import them with: npm run import-cr -- ${show(cacheDir)} --lang en`);
if (report.missing.length && !values['allow-missing']) {
  console.error(
    `fetch-archive: ${report.missing.length} editions could not be obtained (see MISSING above); give --mirror, or --allow-missing to go on without them`,
  );
  process.exit(1);
}
