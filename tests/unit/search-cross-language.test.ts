/**
 * Search across languages on a site whose rules exist in English only (the
 * imported fixture editions): on the Italian site, an Italian glossary name
 * finds the English rule titled by its English name, and the English rule
 * text that uses it, through the search files the build writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../src/registry/index.ts';
import { FullTextSearch } from '../../src/search/full-text-query.ts';
import { memoryFiles } from '../../src/search/index-files.ts';
import { searchData } from '../../src/search/search-data.ts';
import { alternativeNames, prepareTier0, tier0Answer } from '../../src/search/tier0-search.ts';
import { makeEditionsContent } from '../support/editions-content.ts';

const content = makeEditionsContent();
mkdirSync(join(content, 'glossary/it'), { recursive: true });
writeFileSync(
  join(content, 'glossary/it/shuffle.md'),
  '---\nterm: Mescolare\ncategory: keyword-action\nrulesEdition: "2021-03-05"\nrules: ["701.3"]\n---\nMettere un grimorio in ordine casuale.\n',
);
// A term one of whose English names is the title of a rule about something else.
writeFileSync(
  join(content, 'glossary/en/half-counter.md'),
  '---\nterm: half counter\naliases: ["halve"]\ncategory: game-concept\nrulesEdition: "2021-03-05"\nrules: ["100.1"]\n---\nA counter that stands for a half.\n',
);
writeFileSync(
  join(content, 'glossary/it/half-counter.md'),
  '---\nterm: segnalino metà\ncategory: game-concept\nrulesEdition: "2021-03-05"\nrules: ["100.1"]\n---\nUn segnalino che vale metà.\n',
);
const registry = getRegistry(content);
const data = searchData(registry, 'it');
const tier0 = prepareTier0(data.tier0);
const full = new FullTextSearch(data.tier0.ft, memoryFiles(data.files));

describe('an Italian term on a site with English rules', () => {
  it('the index knows its text is English', () => {
    expect(data.tier0.ft.langs).toContain('en');
  });

  it('finds the rule the term is about, titled in Italian by the term (its rules field)', () => {
    const results = tier0Answer(tier0, 'mescolare').results;
    expect(results[0]).toMatchObject({ kind: 'glossary', title: 'Mescolare' });
    expect(results.find((r) => r.kind === 'rule')).toMatchObject({
      title: '701.4 Mescolare',
      url: 'it/rules/701.4/',
    });
  });

  it('never offers a rule only because its title is another meaning of one of the term’s names', () => {
    // "halve" is an alias of the half counter; 701.2 "Halve" (the keyword action) is not about it.
    const results = tier0Answer(tier0, 'segnalino metà').results;
    expect(results[0]).toMatchObject({ kind: 'glossary', title: 'segnalino metà' });
    // Only the term's own rules (its `rules` field) come with it, never 701.2 by its title.
    expect(results.filter((r) => r.kind === 'rule').map((r) => r.title)).toEqual(['100.1']);
  });

  it('finds the English rule text that uses the English name, marked in the snippet', async () => {
    const q = 'mescolare';
    const answer = tier0Answer(tier0, q);
    const alternatives = alternativeNames(tier0, answer, q);
    expect(alternatives).toEqual(['Shuffle']);
    // The rule is titled in Italian ("701.4a Mescolare"), so the Italian word finds it; the English
    // name still marks the English text.
    const without = await full.search({ query: q, limit: 8 });
    expect(without.results.map((r) => r.url)).toContain('it/rules/701.4/#701.4a');
    const { results } = await full.search({ query: q, alternatives, limit: 8 });
    const rule = results.find((r) => r.url === 'it/rules/701.4/#701.4a');
    expect(rule?.snippet?.text).toMatch(/To shuffle a test library/);
    const s = rule!.snippet!;
    expect(s.marks.map(([a, b]) => s.text.slice(a, b).toLowerCase())).toContain('shuffle');
  });
});
