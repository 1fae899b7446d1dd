/**
 * The reliability suite, rows of the second review that a page's own code
 * answers, run here without a browser: homoglyphs and invisible characters
 * in a rule citation through the site's Markdown pipeline (CN11b, CN11c),
 * a short link's damaged pinned edition (BR15, the page's inline script on a
 * stand-in page), and a malformed escape in a fragment (BR11).
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeLeniently } from '../../src/lib/decode-leniently.ts';
import { pickLanguage } from '../../src/lib/pick-language.ts';
import { renderMarkdown } from '../../src/markdown/markdown-processor.ts';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { followShortLink } from '../../src/short-links/follow.ts';
import { LANG_ALTERNATION } from '../../src/i18n/languages.ts';

const fixtures = join(projectRoot, 'tests/fixtures/content');
const registry = getRegistry(fixtures);
const render = (md: string) =>
  renderMarkdown(
    { registry, base: '/', root: projectRoot },
    md,
    join(fixtures, 'articles/en/written-here.md'),
    {
      rulesEdition: '2024-08-02',
    },
  );

describe('rule citations with look-alike or invisible characters stay text', () => {
  it.each([
    ['CN11b', 'rule 7\u041e1.13 (a Cyrillic О)'],
    ['CN11b-zw', 'rule 701.\u200b13 (a zero-width space)'],
    ['CN11c', 'rule 701.13\u0430 (a Cyrillic а)'],
  ])('%s: %s links nothing', async (_, md) => {
    const html = await render(md);
    expect(html).not.toMatch(/<a /);
  });

  it('while the same citations written plainly link their rule', async () => {
    expect(await render('rule 701.13a')).toMatch(/<a [^>]*href="[^"]*701\.13[^"]*"/);
  });
});

/** The stand-in page's notices that a link's edition was not understood, one per language. */
const notices = new Map(['en', 'it', 'ja'].map((l) => [l, { hidden: true }]));
/** The languages whose notice the script showed. */
const shown = () => [...notices].filter(([, n]) => !n.hidden).map(([l]) => l);

/** Runs the short link page's script for 701.13 on a stand-in page; returns where it sends the reader (undefined: it stays). */
function follow(search: string, lang = 'en'): string | undefined {
  const replace = vi.fn();
  for (const n of notices.values()) n.hidden = true;
  const main = {
    dataset: {
      lang,
      number: '701.13',
      base: '/',
      targets: JSON.stringify({
        en: '/en/rules/701.13/',
        it: '/it/rules/701.13/',
        ja: '/ja/rules/701.13/',
      }),
      history: JSON.stringify([
        { to: '{lang}/rules/701.17/', was: true, editions: ['2024-08-02'] },
      ]),
    },
  };
  vi.stubGlobal('document', {
    querySelector: (sel: string) =>
      sel === 'main[data-targets]'
        ? main
        : (notices.get(/\[lang="(\w+)"\]/.exec(sel)?.[1] ?? '') ?? notices.get('en')),
  });
  vi.stubGlobal('location', {
    search,
    pathname: '/en/r/701.13/',
    href: `https://g.example/en/r/701.13/${search}`,
    replace,
  });
  vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
  followShortLink(pickLanguage, LANG_ALTERNATION);
  return replace.mock.calls[0]?.[0] as string | undefined;
}

describe('BR15: a pinned citation whose edition a chat or forum damaged', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['?edition=2024-08-02', '?edition=%202024-08-02%20', '?edition=2024-08-02%00'])(
    '%s lands on the rule the citation meant (701.17 today)',
    (search) => {
      expect(follow(search)).toBe(
        'https://g.example/en/rules/701.17/?was=701.13&edition=2024-08-02',
      );
    },
  );

  it.each(['?edition=2024-02-30', '?edition=%3Cscript%3E1%3C%2Fscript%3E', '?edition=x&edition=y'])(
    'BR15: an edition that is no day (%s) keeps the reader on the short-link page, with a notice, not on another rule',
    (search) => {
      expect(follow(search)).toBeUndefined();
      expect(shown()).toEqual(['en']);
    },
  );

  it('BR15: the notice is in the reader’s language', () => {
    expect(follow('?edition=2024-02-30', 'ja')).toBeUndefined();
    expect(shown()).toEqual(['ja']);
  });

  it('without an edition, or an empty one, the rule of today and no notice', () => {
    expect(follow('')).toBe('https://g.example/en/rules/701.13/');
    expect(follow('?edition=')).toBe('https://g.example/en/rules/701.13/');
    expect(shown()).toEqual([]);
  });
});

describe('BR11: a malformed escape in a fragment', () => {
  it.each(['%E0%A4%A', '%', '701.17b%'])('"%s" is kept as it is instead of throwing', (hash) => {
    expect(decodeLeniently(hash)).toBe(hash);
    expect(decodeLeniently('701.17%62')).toBe('701.17b');
  });
});
