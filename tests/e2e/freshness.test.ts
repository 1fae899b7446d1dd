/**
 * What readers see of how current the site is: every page's footer and the
 * rules contents say which edition is shown and when the site last checked
 * for a new one, in the reader's language and date format; every page
 * announces the feed of new editions, and the feed's links lead to pages
 * of the site. The editions fixture site last checked on 1 December 2026
 * (tests/support/editions-content.ts); the shipped site never checked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Nodes, Root, Text } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, inject, it } from 'vitest';
import { elements } from '../support/dist-pages.ts';

const editions = inject('editionsUrl');
const editionsDist = inject('editionsDist');
const shipped = inject('siteUrl');

const textOf = (tree: Nodes) => {
  let out = '';
  visit(tree, 'text', (t: Text) => {
    out += t.value;
  });
  return out.replace(/\s+/g, ' ').trim();
};
const byClass = (tree: Root, cls: string) =>
  elements(tree, (e) => ([e.properties.className ?? []].flat() as string[]).includes(cls));

async function page(url: string): Promise<Root> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  return fromHtml(await res.text());
}

const FOOTERS = {
  en: 'Rules effective as of 5 March 2022 · checked 1 December 2026',
  it: 'Regole in vigore dal 5 marzo 2022 · ultima verifica: 1º dicembre 2026',
  ja: '2022年3月5日発効のルール · 最終確認：2026年12月1日',
} as const;

describe('freshness for readers', () => {
  it.each([
    ['en', 'en/'],
    ['it', 'it/glossary/'],
    ['ja', 'ja/rules/701.3/'],
  ] as const)(
    '%s: the footer of %s says the effective date and the day of the last check',
    async (lang, path) => {
      const tree = await page(`${editions}${path}`);
      const [footer] = elements(tree, (e) => e.tagName === 'footer');
      const [line] = byClass(footer as unknown as Root, 'freshness');
      expect(textOf(line!)).toBe(FOOTERS[lang]);
      const times = elements(line as unknown as Root, (e) => e.tagName === 'time');
      expect(times.map((t) => t.properties.dateTime)).toEqual(['2022-03-05', '2026-12-01']);
      const [a] = elements(line as unknown as Root, (e) => e.tagName === 'a');
      expect(a!.properties.href).toBe(`/${lang}/editions/2022-03-05/`);
    },
  );

  it.each(['en', 'it', 'ja'] as const)('%s: the rules contents say it too', async (lang) => {
    const tree = await page(`${editions}${lang}/rules/`);
    const [line] = byClass(tree, 'edition-line');
    expect(textOf(line!)).toMatch(new RegExp(`^${FOOTERS[lang]} · `));
  });

  it('a site that never checked says only the effective date', async () => {
    const tree = await page(`${shipped}en/rules/`);
    const [line] = byClass(tree, 'freshness');
    expect(textOf(line!)).toMatch(/^Rules effective as of \d{1,2} [A-Z][a-z]+ \d{4}$/);
  });
});

describe('the feed of new editions', () => {
  it.each(['en', 'it', 'ja'] as const)('%s: every page announces it in its head', async (lang) => {
    for (const path of [`${lang}/`, `${lang}/rules/701.3/`, `${lang}/editions/`]) {
      const feeds = elements(
        await page(`${editions}${path}`),
        (e: Element) => e.tagName === 'link' && e.properties.type === 'application/atom+xml',
      );
      expect(feeds.map((l) => [l.properties.rel, l.properties.href])).toEqual([
        [['alternate'], `/${lang}/feed.xml`],
      ]);
    }
  });

  it('is served, well-formed, and each of its links leads to a page of the site', async () => {
    for (const lang of ['en', 'it', 'ja']) {
      const res = await fetch(`${editions}${lang}/feed.xml`);
      expect(res.status).toBe(200);
      const xml = await res.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const hrefs = [...xml.matchAll(/href="(http:\/\/localhost:4321\/[^"]*)"/g)].map((m) => m[1]!);
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) {
        const { pathname, hash } = new URL(href.replace(/&amp;/g, '&'));
        const file = join(
          editionsDist,
          decodeURIComponent(pathname),
          pathname.endsWith('/') ? 'index.html' : '',
        );
        expect(existsSync(file), href).toBe(true);
        if (hash && file.endsWith('.html'))
          expect(readFileSync(file, 'utf8'), href).toContain(
            `id="${decodeURIComponent(hash.slice(1))}"`,
          );
      }
    }
  });
});
