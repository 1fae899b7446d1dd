/**
 * Bytes a query costs, modelled in Node on the search files as built
 * (`node scripts/search-bytes.ts [--edition <CR file>] <lang> <query>...`):
 * the brotli bytes of the tier 0 file and of the index files the query
 * fetches (shards, context shards, fragments), for the whole query alone and
 * for every prefix a reader types on the way (each answered, the worst
 * case). Code bytes are not modelled (the bench measures them).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { importRulesFiles } from '../src/importer/import-files.ts';
import { getRegistry, projectRoot } from '../src/registry/index.ts';
import { SearchEngine } from '../src/search/answer.ts';
import { memoryFiles } from '../src/search/index-files.ts';
import { searchData, splitTier0 } from '../src/search/search-data.ts';
import type { IndexFiles } from '../src/search/full-text-query.ts';
import type { Lang } from '../src/content/schemas.ts';
import { copyContent } from '../src/registry/copy-content.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--edition');
const edition = at >= 0 ? args.splice(at, 2)[1] : undefined;
const [lang, ...queries] = args as [Lang, ...string[]];

function registry() {
  if (!edition) return getRegistry(join(projectRoot, 'content'));
  const content = join(mkdtempSync(join(tmpdir(), 'grimoire-bytes-')), 'content');
  copyContent(join(projectRoot, 'content'), content);
  importRulesFiles({ files: [edition], lang: 'en', contentDir: content });
  return getRegistry(content);
}

const br = (s: string) =>
  brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)}`;

const d = searchData(registry(), lang);
const tier0 = br(JSON.stringify(splitTier0(d.tier0).served));
console.log(`${lang}: tier0.json ${kb(tier0)} KB; ${d.files.size} index files`);

/** A fresh engine whose index files record what they were asked for. */
function recording() {
  const asked = new Set<string>();
  const inner = memoryFiles(d.files);
  const files: IndexFiles = {
    shard: (i) => (asked.add(`s${i}`), inner.shard(i)),
    fragment: (i) => (asked.add(`f${i}`), inner.fragment(i)),
    context: (i) => (asked.add(`c${i}`), inner.context(i)),
    words: () => (asked.add('words'), inner.words()),
  };
  return { engine: new SearchEngine(d.tier0, files), asked };
}
const bytesOf = (names: Set<string>) =>
  [...names].reduce((n, f) => n + br(d.files.get(`${f}.json`)!), 0);
const kinds = (names: Set<string>) =>
  ['s', 'c', 'f'].map((k) => `${[...names].filter((n) => n.startsWith(k)).length}${k}`).join(' ');

for (const q of queries) {
  const alone = recording();
  await alone.engine.answer(q, 8);
  const typed = recording();
  const chars = [...q];
  for (let i = 1; i <= chars.length; i++) {
    const prefix = chars.slice(0, i).join('');
    if (typed.engine.worthFullText(prefix)) await typed.engine.answer(prefix, 8);
  }
  console.log(
    `«${q}»: alone ${kb(bytesOf(alone.asked))} KB (${kinds(alone.asked)}), typed ${kb(bytesOf(typed.asked))} KB (${kinds(typed.asked)})`,
  );
}
