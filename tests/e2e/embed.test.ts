/**
 * embed.js on mock forum pages (tests/fixtures/forums: Discourse, phpBB, a
 * plain blog), served from another origin with a strict CSP, against the
 * editions fixture site and the shipped site: citations in three languages
 * of rules the edition has become links (others stay text) with previews
 * from the JSON API (one small file per rule); code, links, form fields and editable areas
 * stay as they were; posts added later are found; dark pages get a dark
 * preview; right-to-left neighbours keep the number readable.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowserPage } from '../support/browser-page.ts';
import { serveForums } from '../support/forum-server.ts';
import type { RunningServer } from '../support/static-server.ts';

const ctx = useBrowserPage();
let forums: RunningServer;

beforeAll(async () => {
  forums = await serveForums(inject('editionsUrl'));
});
afterAll(async () => forums?.close());

/** Opens a mock page, records CSP violations and console errors, and waits until the embed is done. */
async function open(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.removeAllListeners('console');
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  await page.goto(new URL(path, forums.url).href);
  await page.waitForFunction(() => window.grimoireEmbed !== undefined);
  await page.evaluate(() => window.grimoireEmbed!.idle());
  return problems;
}

const links = (page: Page) =>
  page.$$eval('a.grimoire-rule', (as) =>
    as.map((a) => ({
      text: a.textContent,
      path:
        new URL((a as HTMLAnchorElement).href).pathname +
        new URL((a as HTMLAnchorElement).href).hash,
      dir: a.getAttribute('dir'),
    })),
  );

/** The open preview's text, or null when none is shown. */
const previewText = (page: Page) =>
  page.evaluate(() => {
    const host = document.getElementById('grimoire-rule-preview');
    return host && !host.hidden ? (host.shadowRoot?.textContent ?? '') : null;
  });

describe('embed.js', () => {
  it('is self-contained and at most 8 KB brotli', () => {
    const js = readFileSync(join(inject('editionsDist'), 'embed.js'));
    expect(brotliCompressSync(js).length).toBeLessThanOrEqual(8 * 1024);
    expect(js.toString()).not.toMatch(/\beval\(|new Function\(|\bimport\(/);
  });

  it('links the citations of a Discourse topic of rules the edition has, and leaves code, links and other numbers alone', async () => {
    const { page } = ctx;
    const problems = await open(page, 'discourse.html');
    // The fixture edition has no 702.19b or 601.2: those citations stay text.
    expect(await links(page)).toEqual([
      { text: '701.3a', path: '/en/rules/701.3/#701.3a', dir: 'ltr' },
    ]);
    expect(await page.textContent('.cooked')).toContain('CR 702.19b lets you assign');
    expect(await page.textContent('pre code')).toBe('// in code, nothing changes: CR 702.19c');
    expect(await page.getAttribute('.cooked a[href^="https://example.org"]', 'href')).toBe(
      'https://example.org/702.2',
    );
    expect(await page.inputValue('textarea')).toBe('In the editor rule 704.5a stays text');
    expect(problems).toEqual([]);
  });

  it('EM2, EM3: in the head, after another vendor’s embed.js, and beside an element named grimoireEmbed, it links to Grimoire in its data-lang', async () => {
    const { page } = ctx;
    await page.goto(new URL('two-embeds.html', forums.url).href);
    await page.waitForFunction(() => typeof window.grimoireEmbed?.scan === 'function');
    await page.evaluate(() => window.grimoireEmbed!.idle());
    const hrefs = await page.$$eval('a.grimoire-rule', (as) =>
      as.map((a) => (a as HTMLAnchorElement).href),
    );
    expect(hrefs).toEqual([new URL('ja/rules/701.3/#701.3a', inject('editionsUrl')).href]);
  });

  it('shows the rule from the JSON API on hover and on focus, and hides it on Escape', async () => {
    const { page } = ctx;
    await open(page, 'discourse.html');
    await page.hover('a.grimoire-rule >> text=701.3a');
    await page.waitForFunction(() => !document.getElementById('grimoire-rule-preview')!.hidden);
    expect(await previewText(page)).toContain('To double a number, multiply it by two.');
    expect(await previewText(page)).toContain('Rule 701.3a · Double');
    await page.mouse.move(0, 0);
    expect(await previewText(page)).toBeNull();
    await page.focus('a.grimoire-rule >> text=701.3a');
    await page.waitForFunction(() => !document.getElementById('grimoire-rule-preview')!.hidden);
    const described = await page.getAttribute('a.grimoire-rule >> text=701.3a', 'aria-describedby');
    expect(described).toBe('grimoire-rule-preview');
    await page.keyboard.press('Escape');
    expect(await previewText(page)).toBeNull();
  });

  it('follows the dark theme of the page it is on', async () => {
    const { page } = ctx;
    await open(page, 'discourse.html');
    await page.focus('a.grimoire-rule >> text=701.3a');
    await page.waitForFunction(() => !document.getElementById('grimoire-rule-preview')!.hidden);
    const dark = () =>
      page.evaluate(() =>
        document
          .getElementById('grimoire-rule-preview')!
          .shadowRoot!.querySelector('.card')!
          .classList.contains('dark'),
      );
    expect(await dark()).toBe(true);
    await open(page, 'phpbb.html');
    await page.focus('a.grimoire-rule >> text=701.2a');
    await page.waitForFunction(() => !document.getElementById('grimoire-rule-preview')!.hidden);
    expect(await dark()).toBe(false);
  });

  it('links posts added after load and a live preview, never the editor', async () => {
    const { page } = ctx;
    await open(page, 'discourse.html');
    await page.evaluate(() =>
      (window as unknown as { addPost: (h: string) => void }).addPost(
        '<p>Shuffling is rule 701.4a.</p>',
      ),
    );
    await page.waitForSelector('.added a.grimoire-rule');
    expect(await page.textContent('.added a.grimoire-rule')).toBe('701.4a');
    await page.fill('textarea', 'Halving: CR 701.2a');
    await page.waitForSelector('.d-editor-preview a.grimoire-rule');
    expect(await page.textContent('.d-editor-preview')).toBe('Halving: CR 701.2a');
    expect(await page.inputValue('textarea')).toBe('Halving: CR 701.2a');
  });

  it('reads Italian citations on a phpBB thread and leaves code and the quick reply alone', async () => {
    const { page } = ctx;
    const problems = await open(page, 'phpbb.html');
    expect((await links(page)).map((l) => [l.text, l.path])).toEqual([
      ['701.2a', '/it/rules/701.2/#701.2a'],
    ]);
    expect(await page.textContent('.codebox code')).toBe('[rule]regola 702.62b[/rule]');
    expect(await page.$$eval('.quick-reply a', (a) => a.length)).toBe(0);
    // The fixture site has no Italian text: the preview shows the English, labelled and marked as English.
    await page.focus('a.grimoire-rule >> text=701.2a');
    await page.waitForFunction(() => !document.getElementById('grimoire-rule-preview')!.hidden);
    expect(await previewText(page)).toContain(
      'To halve a number, divide it by two and round down.',
    );
    const textLang = await page.evaluate(
      () =>
        document
          .getElementById('grimoire-rule-preview')!
          .shadowRoot!.querySelector<HTMLElement>('p:not(.head):not(.label)')!.lang,
    );
    expect(textLang).toBe('en');
    expect(await previewText(page)).toContain('Testo ufficiale, in inglese');
    expect(problems).toEqual([]);
  });

  it('reads Japanese and full-width citations on a plain blog', async () => {
    const { page } = ctx;
    const problems = await open(page, 'blog.html');
    expect((await links(page)).map((l) => [l.text, l.path])).toEqual([
      ['１０１．２ａ', '/ja/rules/101.2/#101.2a'],
    ]);
    await page.focus('a.grimoire-rule >> text=１０１．２ａ');
    await page.waitForFunction(() => !document.getElementById('grimoire-rule-preview')!.hidden);
    expect(await previewText(page)).toContain('The first special thing is a test action.');
    expect(await previewText(page)).toContain('ルール101.2a');
    expect(problems).toEqual([]);
  });

  it('the share page’s bookmarklet does the same on a page without the script', async () => {
    const { page } = ctx;
    const site = inject('editionsUrl');
    await page.goto(`${site}it/embed/`);
    const href = (await page.getAttribute('a.bookmarklet', 'href')) ?? '';
    expect(href).toMatch(/^javascript:/);
    // The fixture site is built without SITE_URL: point the script at the server under test.
    const code = href
      .slice('javascript:'.length)
      .replace(/"[^"]*\/embed\.js"/, JSON.stringify(`${site}embed.js`));
    await page.goto(new URL('news.html', forums.url).href);
    expect(await links(page)).toEqual([]);
    await page.evaluate(code);
    await page.waitForFunction(() => window.grimoireEmbed !== undefined);
    await page.evaluate(() => window.grimoireEmbed!.idle());
    // Italian, as the share page it came from, although the page is in English.
    expect((await links(page)).map((l) => [l.text, l.path])).toEqual([
      ['701.2a', '/it/rules/701.2/#701.2a'],
    ]);
    await page.focus('a.grimoire-rule >> text=701.2a');
    await page.waitForFunction(() => !document.getElementById('grimoire-rule-preview')!.hidden);
    expect(await previewText(page)).toContain(
      'To halve a number, divide it by two and round down.',
    );
  });

  it('a preview fetches one small file: the rule’s, never its section’s', async () => {
    const { page } = ctx;
    await open(page, 'discourse.html');
    // Only this test's responses, and their bodies read while the page still shows them: a
    // listener left on the shared page read bodies of later pages after they had gone.
    const fetched: Response[] = [];
    const onResponse = (r: Response) => void (r.url().includes('/api/v1/') && fetched.push(r));
    page.on('response', onResponse);
    try {
      await page.hover('a.grimoire-rule >> text=701.3a');
      await page.waitForFunction(() => !document.getElementById('grimoire-rule-preview')!.hidden);
      await expect.poll(() => fetched.length).toBe(1);
      expect(new URL(fetched[0]!.url()).pathname).toBe('/api/v1/preview/701.3.json');
      expect((await fetched[0]!.body()).length).toBeLessThan(4 * 1024);
    } finally {
      page.off('response', onResponse);
      await page.mouse.move(0, 0);
    }
  });
});

describe('embed.js against a site without the official text (as shipped)', () => {
  let shipped: RunningServer;
  beforeAll(async () => {
    shipped = await serveForums(inject('siteUrl'));
  });
  afterAll(async () => shipped?.close());

  it('links the citations of real rules in order, in three grammars, and leaves unknown numbers as text', async () => {
    const { page } = ctx;
    await page.goto(new URL('discourse.html', shipped.url).href);
    await page.waitForFunction(() => window.grimoireEmbed !== undefined);
    await page.evaluate(() => window.grimoireEmbed!.idle());
    await page.evaluate(() =>
      (window as unknown as { addPost: (h: string) => void }).addPost(
        '<p>There is no rule 999.99z, nor CR 702.19z; but rule 702.19 is trample.</p>',
      ),
    );
    await page.waitForSelector('.added a.grimoire-rule');
    expect(await links(page)).toEqual([
      { text: '702.19b', path: '/en/rules/702.19/#702.19b', dir: 'ltr' },
      { text: '601.2a–d', path: '/en/rules/601.2/#601.2a', dir: 'ltr' },
      { text: '701.3a', path: '/en/rules/701.3/#701.3a', dir: 'ltr' },
      // The Hebrew post: the number stays left-to-right inside right-to-left text.
      { text: '702.19b', path: '/en/rules/702.19/#702.19b', dir: 'ltr' },
      { text: '702.19', path: '/en/rules/702.19/', dir: 'ltr' },
    ]);
    expect(await page.textContent('.added')).toBe(
      'There is no rule 999.99z, nor CR 702.19z; but rule 702.19 is trample.',
    );
  });

  it('links every citation of a page with 1,000 posts', async () => {
    const { page } = ctx;
    await page.goto(new URL('discourse.html?posts=1000', shipped.url).href);
    await page.waitForFunction(() => window.grimoireEmbed !== undefined);
    await page.evaluate(() => window.grimoireEmbed!.idle());
    expect((await links(page)).length).toBe(1000 * 3 + 1000);
  });

  it('says the site has no text of the rule, under its number', async () => {
    const { page } = ctx;
    await page.goto(new URL('discourse.html', shipped.url).href);
    await page.waitForFunction(() => window.grimoireEmbed !== undefined);
    await page.evaluate(() => window.grimoireEmbed!.idle());
    await page.focus('a.grimoire-rule >> text=601.2a–d');
    // The focused rule's preview, whichever the tab showed before (the pointer, left where an
    // earlier test put it, may rest on another rule of this page as it loads).
    await expect.poll(() => previewText(page)).toContain('Rule 601.2a');
    expect(await previewText(page)).toContain('Grimoire has no text of this rule.');
  });
});
