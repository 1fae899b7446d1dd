/**
 * Checks the official rules page for a new Comprehensive Rules edition and
 * imports it (see src/updater/update-cr.ts); with `--lang ja --page <url>`,
 * the newest official Japanese translation the page links
 * (src/updater/update-ja.ts):
 *
 *   npm run update-cr -- [--page <url>] [--content <dir>] [--timeout <s>]
 *        [--retries <n>] [--retry-delay <s>] [--dry-run] [--soft]
 *
 * The page is `--page`, else GRIMOIRE_RULES_PAGE, else the official page.
 * Exits 0 when the site is current (a new or re-published edition was
 * imported, or it already had it) and 1 on any failure, with one line on
 * stderr saying what happened; the content is then exactly as it was.
 * With --soft (what `npm start` uses), a failure is that one line and exit 0:
 * the site is then built with what it has.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { recoverAtStart } from '../src/importer/commit-files.ts';
import { contentDir } from '../src/registry/index.ts';
import { OFFICIAL_RULES_PAGE_URL, updateCr } from '../src/updater/update-cr.ts';
import { UpdateError } from '../src/updater/update-error.ts';
import { updateJa } from '../src/updater/update-ja.ts';
import { DOWNLOAD_FLAGS, downloadOptions } from '../src/updater/download-flags.ts';

const USAGE =
  'usage: npm run update-cr -- [--lang en|ja] [--page <url>] [--content <dir>] [--timeout <seconds>] [--retries <n>] [--retry-delay <seconds>] [--dry-run] [--soft]';

function fail(message: string, code = 2): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(code);
}

function parse() {
  try {
    return parseArgs({
      options: {
        page: { type: 'string' },
        lang: { type: 'string', default: 'en' },
        content: { type: 'string' },
        ...DOWNLOAD_FLAGS,
        'dry-run': { type: 'boolean', default: false },
        soft: { type: 'boolean', default: false },
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
const page = values.page ?? (process.env.GRIMOIRE_RULES_PAGE || OFFICIAL_RULES_PAGE_URL);
if (!URL.canParse(page) || !/^https?:$/.test(new URL(page).protocol))
  fail(`--page ${page}: give the http(s) address of the rules page`);
const cwd = process.env.INIT_CWD ?? process.cwd();
const options = downloadOptions(values, fail);

if (values.lang !== 'en' && values.lang !== 'ja')
  fail(
    `--lang ${values.lang}: use en, or ja (the official Japanese translation; no Italian file is published)`,
  );
if (values.lang === 'ja' && !values.page)
  fail('--lang ja: give the page that links the JPN_CR_YYYYMMDD_N.txt files with --page');
const run = values.lang === 'ja' ? updateJa : updateCr;

const dir = values.content ? resolve(cwd, values.content) : contentDir();
try {
  // First, before any download: finish an import that was interrupted (a build refuses half of one).
  const recovered = recoverAtStart(dir, {
    dryRun: values['dry-run'],
    onWait: (line) => console.error(line),
  });
  if (recovered) console.log(`note: ${recovered}`);
  const r = await run({
    page,
    contentDir: dir,
    download: options,
    dryRun: values['dry-run'],
    onWait: (line) => console.error(line),
  });
  for (const line of r.lines) console.log(line);
} catch (err) {
  const why =
    err instanceof UpdateError
      ? `(${err.kind}), content unchanged: ${err.message}`
      : `: ${(err as Error).message.replace(/\s*\n\s*/g, ' ')}`;
  if (values.soft) {
    console.error(
      `could not check for the current rules ${why.replace(/^: /, '')}; building with what the site has`,
    );
    process.exit(0);
  }
  console.error(`update-cr failed ${why}`.replace('failed :', 'failed:'));
  process.exit(1);
}
