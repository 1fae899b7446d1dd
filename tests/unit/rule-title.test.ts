import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../src/registry/index.ts';
import { ruleTitle } from '../../src/registry/reader-title.ts';
import { rulesIndex } from '../../src/lib/rules-index.ts';

const registry = getRegistry();
const current = registry.current;

describe("rule titles in the reader's language (shipped content, no official text imported)", () => {
  it("names a rule by our glossary's term for it, through the term's rules field", () => {
    expect(ruleTitle(registry, current, '702.19', 'it')).toEqual({
      title: 'Travolgere',
      lang: 'it',
    });
    expect(ruleTitle(registry, current, '514', 'it')).toEqual({
      title: 'Sottofase di cancellazione',
      lang: 'it',
    });
    // Deathtouch: the Japanese term 接死 cites 702.2, whose English title is the term's English name.
    expect(ruleTitle(registry, current, '702.2', 'ja')).toEqual({ title: '接死', lang: 'ja' });
  });

  it('titles a section about a concept in the plural by the plural, never by the singular term', () => {
    // 102 Players: the term is "giocatore"; Italian takes its plural, Japanese has no number.
    expect(ruleTitle(registry, current, '102', 'it')).toEqual({ title: 'Giocatori', lang: 'it' });
    expect(ruleTitle(registry, current, '302', 'it')?.title).toBe('Creature');
    expect(ruleTitle(registry, current, '704', 'it')?.title).toBe('Azioni generate dallo stato');
    expect(ruleTitle(registry, current, '102', 'ja')).toEqual({ title: 'プレイヤー', lang: 'ja' });
    for (const [n, title] of [
      ['111', 'Pedine'],
      ['113', 'Abilità'],
      ['609', 'Effetti'],
      ['703', 'Azioni generate dal turno'],
    ])
      expect(ruleTitle(registry, current, n!, 'it')?.title, n).toBe(title);
  });

  it('takes a title only from what a term names: its own name, not an alias or a keyword for a zone', () => {
    // 406 Exile is the zone; the term "exile" is the keyword action (701.13).
    expect(ruleTitle(registry, current, '406', 'it')).toEqual({ title: 'Exile', lang: 'en' });
    // 730 Day and Night is not the keyword pair daybound and nightbound (日暮／夜明).
    expect(ruleTitle(registry, current, '730', 'ja')?.lang).toBe('en');
    // 205 Type Line is only an alias of "type".
    expect(ruleTitle(registry, current, '205', 'it')?.lang).toBe('en');
    // A term whose name lists two names titles by the first.
    expect(ruleTitle(registry, current, '119', 'it')?.title).toBe('Punti vita');
    expect(ruleTitle(registry, current, '119', 'ja')?.title).toBe('ライフ');
  });

  it("prefers Grimoire's own rendering of the rule in the reader's language", () => {
    // Mill (701.17 today) has a Japanese rendering of its own, titled as a verb.
    expect(ruleTitle(registry, current, '701.17', 'ja')?.title).toBe('切削する');
  });

  it('prefers the title of a translation of the rule', () => {
    expect(ruleTitle(registry, current, '116', 'it')).toEqual({
      title: 'Azioni speciali',
      lang: 'it',
    });
  });

  it('falls back to the English title, saying it is English', () => {
    expect(ruleTitle(registry, current, '101', 'ja')).toEqual({
      title: 'The Magic Golden Rules',
      lang: 'en',
    });
    expect(ruleTitle(registry, current, '101', 'en')).toEqual({
      title: 'The Magic Golden Rules',
      lang: 'en',
    });
  });

  it('gives every section of the rules index a title', () => {
    for (const lang of ['en', 'it', 'ja'] as const) {
      const sections = rulesIndex(registry, current, lang).flatMap((c) => c.sections);
      expect(sections.length).toBeGreaterThan(100);
      expect(sections.filter((s) => !s.title).map((s) => s.number)).toEqual([]);
    }
  });
});
