/**
 * The keyword entries as glosses on English rules text (shipped content):
 * an Italian or Japanese reader sees the keyword's printed name (and its
 * reading) over the English word, and "create" is glossed only where it
 * creates tokens, the keyword action, not effects or abilities, and "dash"
 * only where it is the keyword, not the punctuation of a type line.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/content/schemas.ts';
import { glossDictionary } from '../../src/glosses/gloss-dictionary.ts';
import { findTerms } from '../../src/glosses/match-terms.ts';
import { getRegistry } from '../../src/registry/index.ts';

const registry = getRegistry();

/** [English word, its glosses] for each term found in the text, in order. */
function glosses(text: string, lang: Lang): Array<[string, string[]]> {
  return findTerms(text, glossDictionary(registry, lang)).map((f) => [
    text.slice(f.start, f.end),
    f.entries.map((e) => e.gloss),
  ]);
}

describe('keyword names as glosses', () => {
  it('gives the printed Italian names of keyword abilities and actions', () => {
    expect(glosses('Deathtouch, lifelink and vigilance are static abilities.', 'it')).toEqual([
      ['Deathtouch', ['tocco letale']],
      ['lifelink', ['legame vitale']],
      ['vigilance', ['cautela']],
      ['static abilities', ['abilità statica']],
    ]);
    expect(glosses('Then scry 2 and proliferate.', 'it')).toEqual([
      ['scry', ['profetizzare']],
      ['proliferate', ['proliferare']],
    ]);
  });

  it('gives the Japanese names with their readings', () => {
    expect(glosses('A creature with menace and hexproof.', 'ja')).toEqual([
      ['creature', ['クリーチャー']],
      ['menace', ['威迫（いはく）']],
      ['hexproof', ['呪禁（じゅきん）']],
    ]);
  });

  it('glosses the keyword dash, not the dash of a type line', () => {
    expect(
      glosses('A creature card with dash is cast for its dash cost.', 'it').find(
        ([w]) => w === 'dash',
      ),
    ).toEqual(['dash', ['accelerare']]);
    const typeLine =
      'Subtypes are listed after a long dash. Each word after the dash is a subtype.';
    expect(glosses(typeLine, 'it').map(([w]) => w)).not.toContain('dash');
  });

  it('glosses “create” only when tokens are created', () => {
    expect(glosses('Create a Clue token.', 'it')[0]).toEqual(['Create', ['creare']]);
    expect(
      glosses('Such an effect creates a prevention shield.', 'it').map(([w]) => w),
    ).not.toContain('creates');
    expect(
      glosses('The ability that created it has no other text.', 'ja').map(([w]) => w),
    ).not.toContain('created');
    expect(glosses('Create two 1/1 white Soldier creature tokens.', 'ja')[0]).toEqual([
      'Create',
      ['生成する（せいせいする）'],
    ]);
  });
});
