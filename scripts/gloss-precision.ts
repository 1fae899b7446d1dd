/**
 * Measures how often the glosses on English rules are right, on rules
 * sampled from an official English file:
 *
 *   node scripts/gloss-precision.ts <MagicCompRules….txt> [--lang it|ja] [--count 200]
 *        [--seed 20251114] [--judged docs/reviews/gloss-precision-it.tsv]
 *
 * The sample is reproducible (a seeded generator over the file's rules and
 * subrules). Without --judged it prints every gloss in its context, one per
 * line (rule, words, gloss, context), to be judged by a person; with
 * --judged it reads their verdicts and prints the precision: right glosses
 * over all glosses. A verdicts file has one line per distinct pair of words
 * and gloss ("form<TAB>gloss<TAB>ok|wrong<TAB>rule<TAB>note"); a line with a
 * rule number judges that one occurrence and wins over the pair's "*" line.
 * It holds no rules text. Glosses come from the content folder in use, chosen
 * as the site chooses them (`src/glosses/select-glosses.ts`); --all counts
 * every match instead.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Lang } from '../src/content/schemas.ts';
import { TRANSLATION_LANGS } from '../src/i18n/languages.ts';
import { glossDictionary } from '../src/glosses/gloss-dictionary.ts';
import { findTerms } from '../src/glosses/match-terms.ts';
import { selectGlosses } from '../src/glosses/select-glosses.ts';
import { readRulesFile } from '../src/importer/read-rules-file.ts';
import { getRegistry } from '../src/registry/index.ts';

const USAGE = `usage: node scripts/gloss-precision.ts <English rules file> [--lang ${TRANSLATION_LANGS.join('|')}] [--count 200] [--seed N] [--judged verdicts.tsv] [--all]`;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lang: { type: 'string', default: 'it' },
    count: { type: 'string', default: '200' },
    seed: { type: 'string', default: '20251114' },
    judged: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1 || !(TRANSLATION_LANGS as readonly string[]).includes(values.lang)) {
  console.error(USAGE);
  process.exit(2);
}

/** mulberry32: a small seeded generator, so the same seed samples the same rules. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rules = readRulesFile(positionals[0]!, 'en').parsed.rules.filter((r) => r.text.length > 0);
const random = generator(Number(values.seed));
const order = rules.map((_, i) => i);
for (let i = order.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [order[i], order[j]] = [order[j]!, order[i]!];
}
const sample = order
  .slice(0, Number(values.count))
  .sort((a, b) => a - b)
  .map((i) => rules[i]!);

const dict = glossDictionary(getRegistry(), values.lang as Lang);
interface Gloss {
  rule: string;
  form: string;
  gloss: string;
  context: string;
}
const found: Gloss[] = [];
for (const r of sample) {
  // As the site glosses: each term once per rule, never a word every reader knows (--all: every match).
  const seen = new Set<string>();
  for (const text of [r.text, ...r.examples]) {
    const all = findTerms(text, dict);
    for (const f of values.all ? all : selectGlosses(all, dict.known, seen)) {
      const form = text.slice(f.start, f.end);
      const context = `${text.slice(Math.max(0, f.start - 40), f.start)}[${form}]${text.slice(f.end, f.end + 40)}`;
      found.push({
        rule: r.number,
        form,
        gloss: f.entries.map((e) => e.gloss).join(' / '),
        context: context.replace(/\s+/g, ' '),
      });
    }
  }
}
const pairKey = (form: string, gloss: string) => `${form.toLowerCase()}\t${gloss}`;
const pairs = new Set(found.map((g) => pairKey(g.form, g.gloss)));
const both = found.filter((g) => g.gloss.includes(' / ')).length;
console.log(
  `${sample.length} rules sampled (seed ${values.seed}) of ${rules.length}; ${found.length} glosses (${pairs.size} distinct words and glosses; ${both} with two meanings) for ${values.lang}`,
);

if (!values.judged) {
  for (const g of found) console.log(`${g.rule}\t${g.form}\t${g.gloss}\t${g.context}`);
  process.exit(0);
}

const verdicts = new Map<string, string>();
for (const line of readFileSync(values.judged, 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#') || line.startsWith('form\t')) continue;
  const [form = '', gloss = '', verdict = '', rule = '*'] = line.split('\t');
  verdicts.set(`${pairKey(form, gloss)}\t${rule || '*'}`, verdict);
}
let ok = 0;
const wrong: Gloss[] = [];
const unjudged: Gloss[] = [];
for (const g of found) {
  const v =
    verdicts.get(`${pairKey(g.form, g.gloss)}\t${g.rule}`) ??
    verdicts.get(`${pairKey(g.form, g.gloss)}\t*`);
  if (v === 'ok') ok++;
  else if (v === 'wrong') wrong.push(g);
  else unjudged.push(g);
}
for (const g of wrong) console.log(`wrong\t${g.rule}\t${g.form}\t${g.gloss}\t${g.context}`);
for (const g of unjudged) console.log(`unjudged\t${g.rule}\t${g.form}\t${g.gloss}\t${g.context}`);
const judged = ok + wrong.length;
console.log(
  `precision: ${ok}/${judged} = ${judged ? ((100 * ok) / judged).toFixed(1) : '–'}% right${unjudged.length ? `; ${unjudged.length} glosses not judged yet` : ''}`,
);
if (unjudged.length) process.exit(1);
