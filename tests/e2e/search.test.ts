/** Search in the browser, in all three languages, as readers type it. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { openBrowser, type FileBrowser } from '../support/browser.ts';

const site = inject('siteUrl');
let browser: FileBrowser;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
});
afterAll(async () => browser?.close());

/**
 * Holds the full-text index files (and the single file older builds used)
 * until `release`, so a test can act between the names answer and the
 * full-text answer.
 */
async function holdFullText() {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  const patterns = ['**/search/tier1.json', /\/search\/[0-9a-f]+\/[a-z0-9]+\.json$/];
  for (const p of patterns) await page.route(p, hold);
  return {
    release: async () => {
      release();
      for (const p of patterns) await page.unroute(p, hold);
    },
  };
}

/** The header list's options: title and link, in order. */
const options = () =>
  page.locator('#site-search-listbox [role="option"]').evaluateAll((els) =>
    els.map((e) => ({
      title: e.querySelector('.result-title')?.textContent?.trim() ?? '',
      href: e.getAttribute('href') ?? '',
    })),
  );

/** Types a query into the header search box and returns the first result's title and matched-name line. */
async function typeQuery(lang: string, q: string) {
  await page.goto(`${site}${lang}/`);
  await page.locator('#site-search').click();
  await page.locator('#site-search').fill(q);
  const first = page.locator('#site-search-listbox [role="option"]').first();
  await first.waitFor();
  return {
    title: (await first.locator('.result-title').textContent())?.trim(),
    matched: (await first.locator('.result-matched').count())
      ? (await first.locator('.result-matched').textContent())?.trim()
      : undefined,
    href: await first.getAttribute('href'),
  };
}

describe('finding things', () => {
  it('accentless Italian finds the accented term', async () => {
    expect((await typeQuery('it', 'abilita attivata')).title).toBe('abilità attivata');
  });

  it('hiragana finds a katakana term', async () => {
    const r = await typeQuery('ja', 'らいぶらりー');
    expect(r.title).toBe('ライブラリー');
  });

  it('kanji finds the term', async () => {
    expect((await typeQuery('ja', '墓地')).title).toBe('墓地');
  });

  it('a typo still finds the term', async () => {
    expect((await typeQuery('en', 'graveyrad')).title?.toLowerCase()).toBe('graveyard');
  });

  it('a term typed in another language finds the entry in the reader language and says which name matched', async () => {
    const r = await typeQuery('ja', 'macinare');
    expect(r.title).toBe('切削');
    expect(r.matched).toMatch(/macinare → 切削/i);
  });

  it('a full-width rule number jumps to the rule, and an old number to where its rule is today', async () => {
    await typeQuery('ja', '７０１．１７ｂ');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ja\/rules\/701\.17\/#701\.17b$/);
    const old = await typeQuery('ja', '７０１．１３ｂ');
    expect(old.matched).toMatch(/^701\.13b \(\d{4}-\d{2}-\d{2}\) → 701\.17b$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(
      /\/ja\/rules\/701\.17\/\?was=701\.13b&edition=\d{4}-\d{2}-\d{2}#701\.17b$/,
    );
  });

  it('an old name leads to today’s term', async () => {
    const r = await typeQuery('it', 'rimuovere dal gioco');
    expect(r.title?.toLowerCase()).toBe('esiliare');
  });
});

describe('keyboard only', () => {
  it('"/" focuses the box, arrows move, Enter opens, Escape closes', async () => {
    await page.goto(`${site}en/rules/`);
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');
    await page.keyboard.type('library');
    const box = page.locator('#site-search');
    await page.locator('#site-search-listbox [role="option"]').first().waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.endsWith('/en/rules/'));
    expect(new URL(page.url()).pathname).toMatch(/\/en\/(glossary|rules|articles)\//);
  });

  it('Escape keeps the list closed when the full-text answer arrives afterwards', async () => {
    await page.goto(`${site}en/articles/mill/`);
    const box = page.locator('#site-search');
    await box.focus();
    // Paste in one go, then Escape as soon as the instant (names) answer shows,
    // before the worker has indexed the full text and replied.
    await box.fill('library');
    await page.locator('#site-search-listbox [role="option"]').first().waitFor();
    await page.keyboard.press('Escape');
    const status = page.locator('#site-search ~ [role="status"]');
    await page.waitForFunction(
      (el) => /\d/.test(el?.textContent ?? ''),
      await status.elementHandle(),
    );
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#site-search-listbox').isHidden()).toBe(true);
    // Typing again reopens it.
    await page.keyboard.type('s');
    await page.locator('#site-search-listbox [role="option"]').first().waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
  });
});

/** Queries with several instant (names) results, one per language. */
const SEVERAL: Array<[lang: string, q: string]> = [
  ['en', 'mill'],
  ['it', 'creatura'],
  ['ja', 'クリーチャー'],
];

/** Types a query, waits for its complete answer (the status line counts the results), returns the options. */
async function completeAnswer(lang: string, q: string) {
  await page.goto(`${site}${lang}/`);
  const box = page.locator('#site-search');
  await box.focus();
  await box.fill(q);
  await page.locator('#site-search-listbox .result-snippet').first().waitFor();
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('#site-search ~ [role="status"]')?.textContent ?? ''),
  );
  return options();
}

describe.each(SEVERAL)('with several instant results (%s: %s)', (lang, q) => {
  it('Enter without the arrows opens the first result shown', async () => {
    await page.goto(`${site}${lang}/`);
    const box = page.locator('#site-search');
    const held = await holdFullText();
    await box.focus();
    await box.fill(q);
    await page.waitForFunction(
      () => document.querySelectorAll('#site-search-listbox [role="option"]').length >= 3,
    );
    const shown = await options();
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.href.endsWith(shown[0]!.href));
    await held.release();
  });

  it('Enter after the full text answered opens the first result shown', async () => {
    const shown = await completeAnswer(lang, q);
    expect(shown.length).toBeGreaterThan(3);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.href.endsWith(shown[0]!.href));
  });

  it('the first ArrowDown highlights the first option, the next the second', async () => {
    const shown = await completeAnswer(lang, q);
    const box = page.locator('#site-search');
    await page.keyboard.press('ArrowDown');
    const first = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
    expect(await first.getAttribute('href')).toBe(shown[0]!.href);
    await page.keyboard.press('ArrowDown');
    const second = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
    expect(await second.getAttribute('href')).toBe(shown[1]!.href);
    expect(await page.locator('#site-search-listbox [aria-selected="true"]').count()).toBe(1);
  });
});

describe('when the full-text answer arrives', () => {
  it('the highlighted result stays highlighted, and Enter opens it', async () => {
    await page.goto(`${site}en/glossary/`);
    const box = page.locator('#site-search');
    // Held before the focus, whose prefetch may already ask for the full text's files.
    const held = await holdFullText();
    await box.focus();
    await box.fill('mill');
    await page.locator('#site-search-listbox [role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
    const href = await chosen.getAttribute('href');
    const before = (await options()).length;
    await held.release();
    // The full text adds results (the status may already show a count from the names).
    await page.waitForFunction(
      (n) => document.querySelectorAll('#site-search-listbox [role="option"]').length > n,
      before,
    );
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const active = page.locator(`[id="${activeId}"]`);
    expect(await active.getAttribute('href')).toBe(href);
    expect(await active.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#site-search-listbox [aria-selected="true"]').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.href.endsWith(href!));
  });

  it('a rule whose title is the word ranks above a typo match of another word', async () => {
    await page.goto(`${site}en/`);
    await page.locator('#site-search').focus();
    await page.locator('#site-search').fill('mill');
    await page.locator('#site-search-listbox .result-snippet').first().waitFor();
    const titles = (await options()).map((o) => o.title);
    const rule = titles.findIndex((t) => /^701\.17 Mill$/.test(t));
    const mulligan = titles.findIndex((t) => /^mulligan$/i.test(t));
    expect(rule).toBeGreaterThanOrEqual(0);
    expect(mulligan).toBeGreaterThan(rule);
  });

  it('snippets highlight whole words, never letters inside other words', async () => {
    await page.goto(`${site}en/search/?q=${encodeURIComponent('tap a permanent for mana')}`);
    await page.locator('#search-results .result-snippet mark').first().waitFor();
    const marks = await page.locator('#search-results .result-snippet').evaluateAll((els) =>
      els.flatMap((s) =>
        [...s.querySelectorAll('mark')].map((m) => ({
          word: m.textContent ?? '',
          before: m.previousSibling?.textContent?.slice(-1) ?? '',
          after: m.nextSibling?.textContent?.charAt(0) ?? '',
        })),
      ),
    );
    expect(marks.length).toBeGreaterThan(3);
    for (const m of marks) {
      expect(m.before, m.word).not.toMatch(/\p{L}/u);
      expect(m.after, m.word).not.toMatch(/\p{L}/u);
      expect(m.word.toLowerCase()).toMatch(/^(tap|a|perm|for|mana)/);
    }
  });
});

describe('hostile input', () => {
  it('a query with markup is shown as text, never run', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    await page.goto(`${site}en/search/?q=${encodeURIComponent(hostile)}`);
    // The results page has answered (its full text included) before anything is checked.
    await page.waitForFunction(() => {
      const r = document.querySelector('#search-results');
      return !!r && r.textContent!.trim() !== '' && !r.querySelector('.search-pending');
    });
    expect(await page.inputValue('#search-page-q')).toBe(hostile);
    expect(await page.locator('#search-results img').count()).toBe(0);
    await page.locator('#site-search').fill(hostile);
    // The box's status line is written once its answer is complete.
    await page.waitForFunction(
      (q) =>
        (document.querySelector<HTMLInputElement>('#site-search')?.value === q &&
          document.querySelector('#site-search')?.closest('form')?.querySelector('[role=status]')
            ?.textContent) ||
        false,
      hostile,
    );
    expect(await page.locator('#site-search-listbox img').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('the results page says it is still searching the full text until the index answers', async () => {
    const held = await holdFullText();
    await page.goto(`${site}en/search/?q=library`);
    await page.locator('#search-results .search-pending').waitFor();
    expect(await page.textContent('#search-results .search-pending')).toMatch(
      /Searching the full text/,
    );
    expect(await page.locator('#search-results a.result').count()).toBeGreaterThan(0); // names answer at once
    await held.release();
    await page.locator('#search-results .search-pending').waitFor({ state: 'detached' });
    expect(await page.locator('#search-results .result-snippet mark').count()).toBeGreaterThan(0);
  });

  it('the results page is shareable and says when nothing matches', async () => {
    await page.goto(`${site}it/search/?q=${encodeURIComponent('zzqxv')}`);
    await page.locator('.search-empty').waitFor();
    expect(await page.textContent('.search-empty')).toMatch(/Nessun risultato per “zzqxv”/);
    await page.goto(`${site}it/search/?q=cimitero`);
    await page.locator('#search-results a.result').first().waitFor();
    expect(await page.locator('#search-results a.result').first().textContent()).toMatch(
      /cimitero/i,
    );
  });
});
