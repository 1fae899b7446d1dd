/**
 * Prints the judged-set measures (MRR@10, recall@3), overall and by kind of
 * query, per language, on the shipped content and, with `--edition <CR file>`,
 * with that edition imported into a temporary copy; `--misses` lists the
 * queries whose first result does not answer them. The same measures as
 * tests/unit/search-judged.test.ts, for before/after tables.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importRulesFiles } from '../src/importer/import-files.ts';
import { getRegistry, projectRoot } from '../src/registry/index.ts';
import { SearchEngine } from '../src/search/answer.ts';
import { memoryFiles } from '../src/search/index-files.ts';
import { parseJudged, scoreSet, summarize } from '../src/search/judged.ts';
import { searchData } from '../src/search/search-data.ts';
import { copyContent } from '../src/registry/copy-content.ts';

const args = process.argv.slice(2);
const edition = args.includes('--edition') ? args[args.indexOf('--edition') + 1] : undefined;
const misses = args.includes('--misses');

function registry() {
  if (!edition) return getRegistry(join(projectRoot, 'content'));
  const content = join(mkdtempSync(join(tmpdir(), 'grimoire-judged-')), 'content');
  copyContent(join(projectRoot, 'content'), content);
  importRulesFiles({ files: [edition], lang: 'en', contentDir: content });
  return getRegistry(content);
}

const reg = registry();
for (const lang of ['en', 'it', 'ja'] as const) {
  const file = join(projectRoot, `tests/fixtures/search-judged/${lang}.tsv`);
  const d = searchData(reg, lang);
  const engine = new SearchEngine(d.tier0, memoryFiles(d.files));
  const scores = await scoreSet(parseJudged(readFileSync(file, 'utf8'), file), (q) =>
    engine.answer(q, 10),
  );
  for (const [kind, s] of Object.entries(summarize(scores)))
    console.log(`${lang}\t${kind}\t${s.n}\t${s.mrr.toFixed(3)}\t${s.recall.toFixed(3)}`);
  if (misses)
    for (const s of scores.filter((x) => x.rr < 1 || x.recall < 1))
      console.log(
        `  miss ${s.query.kind} "${s.query.query}" rr=${s.rr.toFixed(2)} recall=${s.recall.toFixed(2)} top=${s.top.slice(0, 5).join(' ')}`,
      );
}
