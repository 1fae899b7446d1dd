/**
 * A not-found page's language switcher (audit finding 30): switching language
 * keeps the address the reader asked for, in the other language.
 */
import { describe, expect, it } from 'vitest';
import { addressInLang, langOfAddress } from '../../src/lib/address-in-lang.ts';

describe('the same address in another language', () => {
  it('swaps the language segment of an address that has one', () => {
    expect(addressInLang('/en/rules/702.19z/', '/', 'it')).toBe('/it/rules/702.19z/');
    expect(addressInLang('/ja/glossary/mana-burn/', '/', 'en')).toBe('/en/glossary/mana-burn/');
    expect(addressInLang('/it', '/', 'ja')).toBe('/ja');
  });

  it('puts the language first in an address without one, and keeps a sub-path', () => {
    expect(addressInLang('/rules/116.2a/', '/', 'ja')).toBe('/ja/rules/116.2a/');
    expect(addressInLang('/grimoire/en/x/', '/grimoire/', 'it')).toBe('/grimoire/it/x/');
    expect(addressInLang('/grimoire/x/', '/grimoire/', 'it')).toBe('/grimoire/it/x/');
  });

  it('never takes a word that begins with a language code for one', () => {
    expect(addressInLang('/entries/x/', '/', 'it')).toBe('/it/entries/x/');
    expect(langOfAddress('/entries/x/', '/')).toBeUndefined();
    expect(langOfAddress('/ja/rules/', '/')).toBe('ja');
  });

  it('sends an address outside the site to the language’s home', () => {
    expect(addressInLang('/elsewhere/', '/grimoire/', 'it')).toBe('/grimoire/it/');
  });
});
