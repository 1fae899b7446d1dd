/**
 * Hostile queries and addresses, as visitors, bots and crawlers send them.
 * Each row opens pages of a built site in Chromium (the shipped site, or
 * the editions fixture site with two imported editions), or types a query,
 * and says what the reader must see. Every row also requires no CSP
 * violation, page error, dialog, console error, failed request or injected
 * markup (`on*` attributes, `javascript:` links) — see
 * tests/e2e/reliability-browser.test.ts. Rows B1–B20 and U1–U14 are the
 * reliability review's; XC, XI, XB rows are cases it did not try.
 */

/** What the reader must see after the visit. */
export interface BrowserExpect {
  /** The address the tab ends on (path and query, without the origin), when it moves. */
  endsOn?: RegExp;
  /** The HTTP status of the first page, when it matters (404 for a not-found page). */
  status?: number;
  /** A visible element and the text it must hold. */
  shows?: { selector: string; text: RegExp };
  /** An element that must not be visible (a notice that would repeat a spoofed address). */
  hides?: string;
}

export interface BrowserCase {
  id: string;
  what: string;
  site: 'shipped' | 'editions';
  /** Paths to open (after the site's base), in order; or a query to type and to load as ?q=. */
  visit: string[] | { query: string; langs: Array<'en' | 'it' | 'ja'> };
  expect?: BrowserExpect;
}

const LANGS = ['en', 'it', 'ja'] as const;
const each = (paths: string[]) => LANGS.flatMap((l) => paths.map((p) => `${l}/${p}`));
const query = (id: string, what: string, q: string, expect?: BrowserExpect): BrowserCase => ({
  id,
  what,
  site: 'shipped',
  visit: { query: q, langs: ['en', 'ja'] },
  ...(expect ? { expect } : {}),
});
const notFound = (id: string, what: string, path: string, shows?: BrowserExpect['shows']) => ({
  id,
  what,
  site: 'shipped' as const,
  visit: [path],
  expect: { status: 404, ...(shows ? { shows } : {}) },
});

export const BROWSER_CASES: BrowserCase[] = [
  {
    id: 'B1',
    // The other page types (home, rules index, a rule, glossary index, a term, an article, a card,
    // results of ?q=mill, a not-found page) are opened in every language by
    // tests/e2e/browser-quality.test.ts, with the same checks besides its own.
    what: 'every page type of the shipped site, in three languages',
    site: 'shipped',
    visit: [
      '',
      ...each([
        'rules/701.17/',
        'editions/',
        'glossary/concordance/',
        'articles/special-action/',
        'search/',
      ]),
      '404.html',
      'r/701.17/',
      'r/116.2a/',
    ],
  },
  {
    id: 'B2',
    what: 'pages of a site with imported editions: rules, old editions, changes, compare, glossary',
    site: 'editions',
    visit: each([
      'rules/',
      'rules/701.3/',
      'rules/glossary/',
      'editions/',
      'editions/2021-03-05/',
      'editions/2021-03-05/7/',
      'changes/2021-03-05/2022-03-05/',
      'editions/compare/?from=2021-03-05&to=2022-03-05',
      'search/?q=double',
    ]),
  },
  {
    id: 'B3',
    what: 'the /xx/404/ pages themselves',
    site: 'shipped',
    visit: each(['404/']),
  },
  query('B4', 'markup in a query', '<b>bold</b><i>x</i>'),
  query('B5', 'a script tag', '<script>alert(1)</script>'),
  query('B6', 'an attribute breakout with svg onload', '"><svg onload=alert(1)>'),
  query('B7', 'an attribute breakout with img onerror', "'><img src=x onerror=alert(1)>"),
  query('B8', '10,000 characters of real words', 'mill '.repeat(2000).trim()),
  query('B9', '10,000 times one letter', 'a'.repeat(10_000), {
    shows: { selector: '#search-results', text: /aaaa/ },
  }),
  query('B10', 'control characters', 'mill\u0000\u0007\u001b[31m\u007f\u0085\u2028x'),
  query('B11', 'lone surrogates', '\uD800mill\uDFFF\uDBFF'),
  query('B12', 'emoji with ZWJ sequences', '👩‍👩‍👧‍👦 mill 🏳️‍🌈'),
  query('B13', 'right-to-left text and an override', 'مكتبة ספרייה \u202Emill'),
  query('B14', 'regular-expression metacharacters', '.*+?(', {
    shows: { selector: '#search-results', text: /\.\*\+\?\(/ },
  }),
  query('B15', 'replacement patterns', '[[(?<=x)$&$1{{query}}|^$'),
  query(
    'B16',
    'interpolation placeholders and prototype names',
    '{{query}} {{word}} __proto__ constructor',
  ),
  query(
    'B17',
    'rule numbers that do not exist, and full-width ones',
    '999.99z 701.13zz ７０１．１３',
  ),
  query('B18', 'only white space', '   \t  '),
  {
    id: 'B19',
    what: 'invalid UTF-8 in ?q=',
    site: 'shipped',
    visit: [
      'en/search/?q=%ED%A0%80mill%ED%BF%BF',
      'ja/search/?q=%F0%9F',
      'en/search/?q=%C0%AF',
      'en/search/?q=%EF%BF%BE%EF%BB%BF',
    ],
  },
  query('B20', 'a heavy query (1,500 katakana)', 'ル'.repeat(1500)),
  notFound('U1', 'a path climbing out of the site', 'r/../../etc/passwd'),
  notFound('U2', 'an encoded path climbing out', 'r/..%2F..%2Fetc%2Fpasswd/'),
  notFound('U3', 'a rule number that no edition has', 'r/701.13zz/'),
  notFound('U4', 'a NUL in the path', 'r/%00/'),
  notFound('U5', '5,000 digits', `r/${'7'.repeat(5000)}/`),
  notFound('U6', '3,000 letters', `en/${'x'.repeat(3000)}/`),
  {
    // Since BR15: an edition that is no date cannot say which rule the link meant, so the reader
    // stays on the short-link page (today's rule, a link to it) and is told so, not sent on silently.
    id: 'U7',
    what: 'a short link with a garbage or a doubled garbage edition',
    site: 'shipped',
    visit: [
      'r/701.17/?edition=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'r/701.17/?edition=x&edition=y',
    ],
    expect: {
      endsOn: /^\/r\/701\.17\/\?edition=/,
      shows: { selector: '.short-link-edition:visible', text: /not a date Grimoire can read/ },
    },
  },
  {
    id: 'U7b',
    what: 'a short link with a pre-2003 edition (a real day): today’s rule',
    site: 'shipped',
    visit: ['r/701.17/?edition=1999-01-01'],
    expect: { endsOn: /\/en\/rules\/701\.17\/$/ },
  },
  ...['__proto__', 'constructor', 'toString'].map((name): BrowserCase => ({
    id: `U8-${name}`,
    what: `?edition=${name}`,
    site: 'shipped',
    visit: [`r/701.17/?edition=${name}`],
    // No date: as U7 (BR15), the reader stays on the short-link page and is told so.
    expect: {
      endsOn: /^\/r\/701\.17\/\?edition=/,
      shows: { selector: '.short-link-edition:visible', text: /not a date Grimoire can read/ },
    },
  })),
  {
    id: 'U9',
    what: 'markup in ?was=',
    site: 'shipped',
    visit: ['en/rules/701.17/?was=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&edition=2024-08-02'],
    expect: { hides: '.was-notice' },
  },
  {
    id: 'U10',
    what: 'a spoofed #hash after a real ?was= notice',
    site: 'shipped',
    visit: [
      `en/rules/701.17/?was=701.13&edition=2024-08-02#${encodeURIComponent('<img src=x onerror=alert(1)>')}${'x'.repeat(5000)}`,
    ],
    expect: { shows: { selector: '.was-notice', text: /^(?!.*(img|xxxx)).*701\.13.*701\.17/s } },
  },
  {
    id: 'BR9',
    what: 'a well-formed but false ?was=: a number the edition gave another rule, an edition that never was',
    site: 'shipped',
    visit: [
      'en/rules/701.17/?was=100.1&edition=2024-08-02',
      'en/rules/701.17/?was=104.3a&edition=2099-12-31#701.17a',
    ],
    expect: { hides: '.was-notice' },
  },
  {
    id: 'BR9-divided',
    what: 'an old number of a rule divided since: the notice names every part',
    site: 'shipped',
    visit: ['en/rules/500.5/?was=500.5&edition=2024-08-02'],
    expect: {
      shows: {
        selector: '.was-notice',
        text: /^Rule 500\.5 of the .*2024 edition is rule 500\.5 today\. Rule 500\.5 was divided into rules 500\.4, 500\.5, 500\.5a, 500\.5b \(14 November 2025\)\.$/,
      },
    },
  },
  notFound(
    'U11',
    'a script in a glossary path',
    'en/glossary/%3Cscript%3Ealert(1)%3C%2Fscript%3E/',
  ),
  notFound(
    'U11b',
    'an attribute breakout in a path',
    `en/glossary/${encodeURIComponent('"><svg onload=alert(1)>')}/`,
  ),
  {
    id: 'U12',
    what: 'an old edition’s rule address without its slash: sent on to that rule today',
    site: 'shipped',
    visit: ['ja/rules/2024-08-02/116.2a'],
    expect: { status: 404, endsOn: /\/ja\/rules\/116\.2\/#116\.2a$/ },
  },
  notFound('U12b', 'a misspelt rules path', 'rule/701.13', {
    selector: '.not-found[lang="en"] .nf-rule a',
    text: /701\.13/,
  }),
  notFound('U13', 'a right-to-left override before the number', 'it/r/%E2%80%AE701.13/'),
  {
    id: 'U14',
    what: 'broken percent-encoding in ?q=',
    site: 'shipped',
    visit: ['en/search/?q=%E0%A4%A', 'en/search/?q=%', 'en/search/?q=%uD800'],
  },
  {
    id: 'XB1',
    what: 'a pinned citation whose edition the site has, in another language',
    site: 'editions',
    visit: ['r/701.3a/?edition=2021-03-05&lang=ja'],
    expect: { endsOn: /\/ja\/rules\/701\.4\/\?was=701\.3a&edition=2021-03-05#701\.4a$/ },
  },
  {
    id: 'XB2',
    what: 'a pinned citation with an unknown language',
    site: 'editions',
    visit: ['r/701.3a/?edition=2021-03-05&lang=xx'],
    expect: { endsOn: /\/en\/rules\/701\.4\/\?was=701\.3a&edition=2021-03-05#701\.4a$/ },
  },
  {
    id: 'XB3',
    what: 'a compare page with editions the site does not have',
    site: 'editions',
    visit: ['en/editions/compare/?from=__proto__&to=%3Cb%3E'],
  },
];
