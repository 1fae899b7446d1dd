/**
 * The static JSON API of the built sites: every file of dist/api/ follows its
 * published JSON Schema (ajv), and what a bot reads is right: a rule with its
 * subrules, texts, history and cross-references in one request, a term in
 * every language, the lookup of names and numbers, the editions list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type {
  EditionsJson,
  IndexJson,
  LookupJson,
  RuleSectionJson,
  TermJson,
} from '../../src/api/api-schemas.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { readApi, validateApiFiles } from '../support/api-files.ts';

const shipped = join(projectRoot, 'dist');

describe('JSON API files follow their schemas', () => {
  it('on the shipped site', () => {
    const v = validateApiFiles(shipped);
    expect(v.errors).toEqual([]);
    expect(v.files).toContain('api/v1/lookup.json');
    expect(v.files.filter((f) => f.startsWith('api/v1/rules/')).length).toBeGreaterThan(100);
  });

  it('on the site with two imported editions', () => {
    const v = validateApiFiles(inject('editionsDist'));
    expect(v.errors).toEqual([]);
    expect(v.files).toContain('api/v1/editions/2022-03-05.json');
  });

  it('rejects a file that does not follow its schema', async () => {
    const { mkdtempSync, cpSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'grimoire-api-'));
    cpSync(join(inject('editionsDist'), 'api'), join(dir, 'api'), { recursive: true });
    const file = join(dir, 'api/v1/rules/701.json');
    const data = readApi<RuleSectionJson>(dir, 'rules/701.json');
    writeFileSync(file, JSON.stringify({ ...data, rules: [{ number: 'seven' }] }));
    const v = validateApiFiles(dir);
    expect(v.errors.join('\n')).toMatch(/api\/v1\/rules\/701\.json/);
  });
});

describe('what a bot reads (site with two imported editions)', () => {
  const dist = () => inject('editionsDist');

  it('gets a rule with its subrules, texts and history from its section file', () => {
    const index = readApi<IndexJson>(dist(), 'index.json');
    expect(index.current).toBe('2022-03-05');
    expect(index.files.section).toMatch(/\/api\/v1\/rules\/\{section\}\.json$/);
    const s = readApi<RuleSectionJson>(dist(), 'rules/701.json');
    expect(s.title.en).toBe('Keyword Actions');
    const double = s.rules.find((r) => r.number === '701.3')!;
    expect(double.title.en).toBe('Double');
    expect(double.subrules.map((r) => r.number)).toEqual(['701.3a']);
    expect(double.subrules[0]!.texts.en?.text).toBe('To double a number, multiply it by two.');
    // Double was 701.2 in 2021-03-05: its history says so.
    expect(double.history.map((e) => [e.edition, e.kind, e.number])).toEqual([
      ['2021-03-05', 'created', '701.2'],
      ['2022-03-05', 'renumbered', '701.3'],
    ]);
    expect(double.url.it).toMatch(/\/it\/rules\/701\.3\/$/);
  });

  it('gives the rules a rule cites and is cited by', () => {
    const s = readApi<RuleSectionJson>(dist(), 'rules/101.json');
    const special = s.rules.find((r) => r.number === '101.2')!.subrules[0]!;
    expect(special.number).toBe('101.2a');
    expect(special.cites).toEqual(['701.4']);
    const shuffle = readApi<RuleSectionJson>(dist(), 'rules/701.json').rules.find(
      (r) => r.number === '701.4',
    )!;
    expect(shuffle.citedBy).toEqual(['101.2a']);
    // The glossary term "Shuffle" cites 701.3 of 2021-03-05, which is 701.4 today.
    expect(shuffle.entries).toContainEqual({ collection: 'glossary', id: 'shuffle' });
  });

  it('resolves names and numbers with the lookup table', () => {
    const l = readApi<LookupJson>(dist(), 'lookup.json');
    expect(l.names['shuffle']).toEqual([{ term: 'shuffle' }, { rule: '701.4' }]);
    expect(l.names['halve']?.[0]).toEqual({ term: 'halve' });
    expect(l.numbers['701.4a']).toBe('701');
    expect(l.numbers['101.2b']).toBeUndefined();
  });

  it('lists the editions, oldest first, with the whole text of each imported one', () => {
    const e = readApi<EditionsJson>(dist(), 'editions.json');
    expect(e.editions.map((x) => [x.key, x.current])).toEqual([
      ['2021-03-05', false],
      ['2022-03-05', true],
    ]);
    expect(e.editions[1]!.text).toMatch(/\/api\/v1\/editions\/2022-03-05\.json$/);
  });
});

describe('what a bot reads (shipped site)', () => {
  it('a term in three languages, with its rule numbered as today', () => {
    const mill = readApi<TermJson>(shipped, 'glossary/mill.json');
    expect(mill.names.en?.name.toLowerCase()).toBe('mill');
    expect(mill.names.it?.name).toBe('macinare');
    expect(mill.names.ja?.name).toBe('切削');
    // Reviewed against 2025-11-14: 701.17 (701.13 in 2024-08-02).
    expect(mill.rules).toContain('701.17');
  });

  it('resolves "mill", "macinare" and "切削" to the same term and rule', () => {
    const l = readApi<LookupJson>(shipped, 'lookup.json');
    for (const name of ['mill', 'macinare', '切削'])
      expect(l.names[name]).toEqual([{ term: 'mill' }, { rule: '701.17' }]);
    expect(l.numbers['701.13']).toBe('701');
  });
});

/**
 * The bot snippet of docs/bot-authors.md, run as a bot author would paste it, against the shipped
 * site (audit finding 32): the citation forms people type resolve, as the site's search resolves them.
 */
describe('the bot snippet of docs/bot-authors.md', () => {
  type Found = {
    number?: string;
    section?: string;
    chapter?: string;
    sections?: Array<{ number: string }>;
  };
  const snippet = async (): Promise<(q: string) => Promise<Found | undefined>> => {
    const doc = readFileSync(join(projectRoot, 'docs/bot-authors.md'), 'utf8');
    const code = /```js\n(const api = [^]*?)```/.exec(doc)?.[1];
    expect(code, 'docs/bot-authors.md has the resolve snippet').toBeDefined();
    const body = code!.replace('https://<site>/api/v1/', `${inject('siteUrl')}api/v1/`);
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      body: string,
    ) => () => Promise<(q: string) => Promise<Found | undefined>>;
    return new AsyncFunction(`${body}\nreturn resolve;`)();
  };

  it('resolves names, numbers with the words before them, and chapters', async () => {
    const resolve = await snippet();
    expect((await resolve('macinare'))?.number).toBe('701.17');
    for (const q of [
      '702.19b',
      'CR 702.19b',
      'rule 702.19b',
      'regola 702.19b',
      'ルール７０２．１９ｂ',
    ])
      expect((await resolve(q))?.number, q).toBe('702.19b');
    // A section's number: its section file.
    expect((await resolve('rule 116'))?.section).toBe('116');
    const chapter = await resolve('7');
    expect(chapter?.chapter).toBe('7');
    expect(chapter?.sections?.map((s) => s.number).slice(0, 2)).toEqual(['700', '701']);
    expect(chapter?.sections?.every((s) => s.number.startsWith('7'))).toBe(true);
    expect((await resolve('section 1'))?.sections?.[0]?.number).toBe('100');
  });

  it('answers undefined for what is no rule or term, even a name every object has', async () => {
    const resolve = await snippet();
    for (const q of ['999.99z', 'constructor', '__proto__', 'rule'])
      expect(await resolve(q), q).toBeUndefined();
  });
});
