/**
 * Glosses on English rules for Italian and Japanese readers: English forms
 * of terms, the dictionary built from the glossary (shipped content), the
 * matcher (longest first, whole words, nouns and verbs of one form), and the
 * rehype plugin on real HTML from Markdown (idempotent, leaving links and
 * rule numbers alone).
 */
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { plural, termForms, verbForms } from '../../src/glosses/english-forms.ts';
import {
  buildGlossDictionary,
  glossDictionary,
  type GlossTerm,
} from '../../src/glosses/gloss-dictionary.ts';
import { findTerms } from '../../src/glosses/match-terms.ts';
import rehypeGlosses from '../../src/markdown/rehype-glosses.ts';
import { renderMarkdown } from '../../src/markdown/markdown-processor.ts';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';

const registry = getRegistry();
const it_ = glossDictionary(registry, 'it');
const ja_ = glossDictionary(registry, 'ja');
/** Each term found in a text: the words and their glosses. */
const glosses = (text: string, dict = it_) =>
  findTerms(text, dict).map((f) => [text.slice(f.start, f.end), f.entries.map((e) => e.gloss)]);

describe('English forms', () => {
  it('inflects nouns on the last word and verbs on the first, with irregular verbs', () => {
    expect(plural('library')).toBe('libraries');
    expect(plural('pass')).toBe('passes');
    expect(termForms('combat damage step', 'noun')).toEqual([
      'combat damage step',
      'combat damage steps',
    ]);
    expect(verbForms('exile')).toEqual(['exile', 'exiles', 'exiled', 'exiling']);
    expect(verbForms('mill')).toEqual(['mill', 'mills', 'milled', 'milling']);
    expect(termForms('lose life', 'verb')).toEqual([
      'lose life',
      'loses life',
      'lost life',
      'losing life',
    ]);
    expect(verbForms('tap')).toEqual(['tap', 'taps', 'tapped', 'tapping']);
  });
});

describe('the glossary as glosses (shipped content)', () => {
  it('glosses terms with their official Italian names, longest match first', () => {
    // "card" is found, as every term is, but never glossed (known-terms.ts).
    expect(glosses('Put the top card of your library into your graveyard.')).toEqual([
      ['card', ['carta']],
      ['library', ['grimorio']],
      ['graveyard', ['cimitero']],
    ]);
    expect(glosses('During the combat damage step, combat damage is dealt.')).toEqual([
      ['combat damage step', ['sottofase di danno da combattimento']],
      ['combat damage', ['danno da combattimento']],
    ]);
    expect(glosses('Two creatures with trample mill two cards.')).toEqual([
      ['creatures', ['creatura']],
      ['trample', ['travolgere']],
      ['mill', ['macinare']],
      ['cards', ['carta']],
    ]);
  });

  it('gives a form with two meanings both, unless a word beside it says which', () => {
    expect(glosses('Counters stay.')).toEqual([['Counters', ['neutralizzare', 'segnalino']]]);
    expect(glosses('Counters on it stay.')).toEqual([['Counters', ['segnalino']]]);
    expect(glosses('Put a counter on it.')).toEqual([['counter', ['segnalino']]]);
    expect(glosses('It can’t be countered.')).toEqual([['countered', ['neutralizzare']]]);
    expect(glosses('To counter a spell.')).toEqual([
      ['counter', ['neutralizzare']],
      ['spell', ['magia']],
    ]);
    expect(glosses('Each +1/+1 counter stays.')).toEqual([['+1/+1 counter', ['segnalino']]]);
    expect(glosses('That player draws a card.')).toEqual([
      ['player', ['giocatore']],
      ['draws', ['pescare', 'pareggio']],
      ['card', ['carta']],
    ]);
  });

  it('never glosses function words, a term across a sentence end, or a verb after a modal', () => {
    expect(glosses('At the beginning of each upkeep, you may pay.')).toEqual([
      ['upkeep', ['sottofase di mantenimento']],
      ['pay', ['pagare']],
    ]);
    expect(glosses('It deals combat. Damage step follows.')).toEqual([
      ['combat', ['fase di combattimento']],
      ['Damage step', ['sottofase di danno da combattimento']],
    ]);
    expect(glosses('The creature can reach the player.')).toEqual([
      ['creature', ['creatura']],
      ['player', ['giocatore']],
    ]);
    expect(glosses('Turn it face up.')).toEqual([]);
    expect(glosses('Then turn the permanent face up.')).toEqual([['permanent', ['permanente']]]);
    expect(glosses('Cards in exile stay; exile it.')).toEqual([
      ['Cards', ['carta']],
      ['exile', ['esiliare']],
    ]);
    expect(glosses('In constructed play, age counters on it.')).toEqual([
      ['counters', ['segnalino']],
    ]);
  });

  it('glosses a possessive as its noun, and gives Japanese names with their readings', () => {
    expect(glosses('The creature’s controller.')).toEqual([
      ['creature', ['creatura']],
      ['controller', ['controllore']],
    ]);
    expect(glosses('Put it into its owner’s graveyard.', ja_)).toEqual([
      ['owner', ['オーナー']],
      ['graveyard', ['墓地（ぼち）']],
    ]);
  });

  it('builds a dictionary from plain terms: aliases as nouns, listed words left out', () => {
    const terms: GlossTerm[] = [
      {
        id: 'blocking-creature',
        category: 'game-concept',
        english: ['blocking creature', 'blocker'],
        target: 'creatura bloccante',
      },
      { id: 'all', category: 'game-concept', english: ['all', 'each'], target: 'tutti' },
      {
        id: 'cdA',
        category: 'ability',
        english: ['characteristic-defining ability', 'CDA', '*/*'],
        target: 'abilità che definisce le caratteristiche',
      },
    ];
    const d = buildGlossDictionary(terms, 'it');
    expect([...d.forms.keys()].filter((k) => d.forms.get(k)!.length).sort()).toEqual([
      'blocker',
      'blockers',
      'blocking creature',
      'blocking creatures',
      'characteristic-defining abilities',
      'characteristic-defining ability',
    ]);
  });
});

describe('rehype-glosses', () => {
  const dict = it_;
  const run = (html: string) => {
    const tree = fromHtml(html, { fragment: true });
    rehypeGlosses({ dictionary: dict })(tree);
    return toHtml(tree);
  };

  it('wraps terms in glosses that are not tab stops, leaving links and rule numbers alone, and is idempotent', async () => {
    const html = await renderMarkdown(
      { registry, base: '/', root: projectRoot },
      'A player mills a card from their library; see [the library](https://example.org/library) and rule 701.17a.',
      `${projectRoot}/content/articles/en/written-here.md`,
      { rulesEdition: '2025-11-14' },
    );
    const once = run(html);
    expect(once).not.toContain('tabindex');
    // "player" is a word every reader knows: found, not glossed.
    expect(once).not.toContain('data-gloss="player"');
    expect(once).toContain(
      'data-gloss="mill">mills<span class="gloss-text" lang="it"> (macinare)</span>',
    );
    expect(once).toContain('their <span class="gloss" data-gloss="library">library');
    expect(once).toContain('>the library</a>');
    expect(run(once)).toBe(once);
  });

  it('marks a gloss with two meanings', () => {
    expect(run('<p>Counters stay.</p>')).toBe(
      '<p><span class="gloss" data-gloss="counter counter-marker" data-gloss-ambiguous="">Counters<span class="gloss-text" lang="it"> (neutralizzare / segnalino)</span></span> stay.</p>',
    );
  });

  it('glosses a term once per rule, at its first appearance, in any text node of the rule', () => {
    const out = run(
      '<p>Mill two cards from your library.</p><p>Then mill again; the library is smaller.</p>',
    );
    expect(out.match(/data-gloss="mill"/g)).toHaveLength(1);
    expect(out.match(/data-gloss="library"/g)).toHaveLength(1);
    expect(out.indexOf('data-gloss="mill"')).toBeLessThan(out.indexOf('Then'));
  });

  it('never glosses the words every reader knows (card types, everyday game words)', () => {
    const out = run('<p>Each player’s creature deals damage to an opponent’s graveyard.</p>');
    for (const id of ['player', 'creature', 'damage', 'opponent'])
      expect(out).not.toContain(`data-gloss="${id}"`);
    expect(out).toContain('data-gloss="graveyard"');
  });

  it('writes the gloss the way the reader’s language brackets it', () => {
    const tree = fromHtml('<p>Put it into your graveyard.</p>', { fragment: true });
    rehypeGlosses({ dictionary: ja_, wrap: (g) => `（${g}）` })(tree);
    expect(toHtml(tree)).toContain(
      'graveyard<span class="gloss-text" lang="ja">（墓地（ぼち））</span>',
    );
  });
});
