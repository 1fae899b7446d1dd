/**
 * Runs Grimoire's rule-reference grammar over an official rules text file
 * (`npm run check:references -- <MagicCompRules.txt>`) and prints what it
 * found: how many references of each shape, references to numbers the edition
 * does not have, and lines that mention a rule-like number it did not take as
 * a reference, so a reader can judge whether anything was missed.
 */
import { readFileSync } from 'node:fs';
import { decodeRulesFile } from '../src/importer/decode.ts';
import { findRulesStart } from '../src/importer/parse-cr.ts';
import { RULE_LINE_START, RULE_NUMBER } from '../src/rules/rule-number.ts';
import { findRuleRefs } from '../src/rules/rule-refs.ts';

/** Anything shaped like a rule number, to find numbers the reference grammar missed. */
const RULE_LIKE = new RegExp(`(?<![\\d.])${RULE_NUMBER}(?![\\d])`, 'g');

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run check:references -- <rules.txt>');
  process.exit(2);
}
const lines = decodeRulesFile(readFileSync(file)).split('\n');
const start = findRulesStart(lines) ?? 0;
const numbers = new Set<string>();
for (const l of lines.slice(start)) {
  const m = RULE_LINE_START.exec(l);
  if (m?.[1]) numbers.add(m[1]);
}
const shapes = new Map<string, number>();
const unknown: string[] = [];
const missed: string[] = [];
let total = 0;
lines.forEach((line, i) => {
  if (i < start) return;
  const body = line.replace(RULE_LINE_START, '');
  const refs = findRuleRefs(body);
  for (const r of refs) {
    total++;
    const shape =
      r.kind === 'chapter'
        ? 'section N'
        : r.rangeEnd
          ? 'range'
          : /\./.test(r.number)
            ? 'NNN.N[a]'
            : 'NNN';
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    if (r.kind === 'rule' && !numbers.has(r.number))
      unknown.push(`${i + 1}: ${r.number}  ${line.slice(0, 110)}`);
    if (r.rangeEnd && !numbers.has(r.rangeEnd))
      unknown.push(`${i + 1}: ${r.rangeEnd} (end of ${r.text})  ${line.slice(0, 100)}`);
  }
  // Rule-like numbers not covered by any reference.
  const covered = refs.map((r) => [r.start, r.end] as const);
  for (const m of body.matchAll(RULE_LIKE)) {
    const at = m.index ?? 0;
    if (covered.some(([s, e]) => at >= s && at < e)) continue;
    const before = body.slice(Math.max(0, at - 12), at);
    if (/\b(?:rules?|section)\s*$/i.test(before) || /\./.test(m[0]))
      missed.push(`${i + 1}: ${m[0]}  …${body.slice(Math.max(0, at - 40), at + 40)}…`);
  }
});
console.log(`${file}: ${numbers.size} numbered rules; ${total} references found`);
for (const [k, v] of [...shapes].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(10)} ${v}`);
console.log(`\nReferences to numbers this edition does not have (${unknown.length}):`);
for (const u of unknown.slice(0, 40)) console.log(`  ${u}`);
console.log(`\nRule-like numbers not taken as references (${missed.length}):`);
for (const m of missed.slice(0, 40)) console.log(`  ${m}`);
