import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/content/schemas.ts';
import { LOCALES, parseLocale, useTranslations } from '../../src/i18n/index.ts';
import { language, type Lang } from '../../src/i18n/languages.ts';
import { translate } from '../../src/i18n/translate.ts';

const SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseOf = (k: string) => k.replace(SUFFIX, '');
/** Every string of each language by its `ns:key`. */
const FLAT = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    Object.fromEntries(
      Object.entries(LOCALES[lang]).flatMap(([ns, strings]) =>
        Object.entries(strings).map(([k, v]) => [`${ns}:${k}`, v]),
      ),
    ),
  ]),
) as Record<Lang, Record<string, string>>;
const flat = (lang: Lang) => FLAT[lang];
const bases = (lang: Lang) => [...new Set(Object.keys(flat(lang)).map(baseOf))].sort();
const reference = bases('en');
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** The forms of a key in a language: `{ '': s }` for a plain string, else by suffix. */
const formsOf = (lang: Lang, base: string) =>
  Object.fromEntries(
    Object.entries(flat(lang))
      .filter(([k]) => baseOf(k) === base)
      .map(([k, v]) => [k.slice(base.length + 1), v]),
  );
/** The CLDR categories a language needs for the counts the site shows (0 to 100,000). */
const needed = (lang: Lang) => {
  const rules = new Intl.PluralRules(language(lang).tag);
  const cats = new Set<string>();
  for (let n = 0; n <= 100_000; n++) cats.add(rules.select(n));
  return [...cats].sort();
};

describe('interface strings', () => {
  it.each(LANGS.filter((l) => l !== 'en'))('%s has every English key and no others', (lang) => {
    const keys = bases(lang);
    expect(
      reference.filter((k) => !keys.includes(k)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((k) => !reference.includes(k)),
      'extra',
    ).toEqual([]);
  });

  it.each(LANGS)('%s keeps the placeholders of every string and has no empty string', (lang) => {
    for (const key of reference) {
      const en = formsOf('en', key);
      const enVars = placeholders(en[''] ?? en.other ?? '');
      for (const [form, value] of Object.entries(formsOf(lang, key))) {
        // Typography strings (`typo:*`) may be a bare space, or nothing in Japanese.
        if (!key.startsWith('typo:')) expect(value.trim(), `${lang} ${key} ${form}`).not.toBe('');
        const vars = placeholders(value);
        // A singular may say "one" instead of {{count}}; every other form keeps them all.
        if (form === 'other' || form === '') expect(vars, `${lang} ${key}`).toEqual(enVars);
        else expect(enVars, `${lang} ${key}_${form}`).toEqual(expect.arrayContaining(vars));
      }
    }
  });

  it.each(LANGS)(
    '%s has the plural forms its language needs for every string with a count',
    (lang) => {
      const counted = reference.filter((k) =>
        Object.values(formsOf('en', k)).some((v) => v.includes('{{count}}')),
      );
      expect(counted.length).toBeGreaterThan(10);
      for (const key of counted) {
        const forms = Object.keys(formsOf(lang, key));
        expect(forms, `${lang} ${key} is a plain string: give it _one/_other forms`).not.toContain(
          '',
        );
        expect(forms, `${lang} ${key}`).toEqual(expect.arrayContaining(needed(lang)));
      }
    },
  );

  it('interpolates and translates', () => {
    expect(useTranslations('it')('nav:rules')).toBe('Regole');
    expect(useTranslations('ja')('home:edition', { edition: 'X' })).toBe('現行の総合ルール：X版');
    // An empty typography string is Japanese's own, not a fallback to English.
    expect(useTranslations('ja')('typo:space')).toBe('');
    expect(useTranslations('en')('typo:space')).toBe(' ');
  });

  it('picks the plural form from a real count, in every language', () => {
    const en = useTranslations('en');
    const it = useTranslations('it');
    const ja = useTranslations('ja');
    expect(en('rules:history.editions', { count: 1 })).toBe('History (1 edition)');
    expect(en('rules:history.editions', { count: 3 })).toBe('History (3 editions)');
    expect(it('rules:history.createdWith', { number: '114.2', count: 1 })).toBe(
      'compare come 114.2, con 1 sottoregola',
    );
    expect(it('feed:removedCount', { count: 1 })).toBe('1 rimossa');
    expect(it('feed:removedCount', { count: 0 })).toBe('0 rimosse');
    expect(en('rules:history.movedWith', { from: '1', number: '2', count: 1 })).toBe(
      'renumbered from 1 to 2, with its subrule',
    );
    expect(ja('search:count', { count: 1 })).toBe('1件');
    expect(it('editions:withText', { count: 0 })).toBe(
      'Di nessuna il testo ufficiale è su questo sito.',
    );
  });

  it('the client t() picks the same forms as i18next from the same files', () => {
    for (const lang of LANGS)
      for (const count of [0, 1, 2, 21, 1000000])
        for (const key of ['search:count', 'rules:history.editions', 'editions:withText'] as const)
          expect(translate(LOCALES[lang], lang, key, { count }), `${lang} ${key} ${count}`).toBe(
            useTranslations(lang)(key, { count }),
          );
  });

  it('locale files are namespaces of strings: a flat key fails naming the file, the key and the fix', () => {
    expect(Object.keys(LOCALES.en)).toEqual(expect.arrayContaining(['nav', 'rules', 'search']));
    expect(() =>
      parseLocale('src/i18n/locales/en.json', { nav: { skip: 'Skip' }, 'kw3.note': 'x' }),
    ).toThrow(/src\/i18n\/locales\/en\.json: kw3\.note: .*namespace "ns" as "key"/);
    expect(() => parseLocale('x.json', { nav: { skip: 1 } })).toThrow(/x\.json: nav → skip/);
  });

  it("the client t() reads a namespace of the page's strings and reports a missing one", () => {
    expect(translate(LOCALES.it, 'it', 'search:count', { count: 1 })).toBe('1 risultato');
    expect(translate({ search: LOCALES.it.search! }, 'it', 'cite:button')).toBeUndefined();
    // A flat key (the old form, built so the key-moving tool leaves it alone) is not found.
    expect(
      translate(LOCALES.it, 'it', ['search', 'count'].join('.'), { count: 1 }),
    ).toBeUndefined();
  });
});
