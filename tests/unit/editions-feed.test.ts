/**
 * The Atom feed of new editions: well-formed XML with every element Atom
 * requires, entries newest first, each listing the rules its edition
 * changed with links to them and to the page of what changed, in the
 * reader's language. Built from the editions fixture (two editions, rules
 * renumbered) and from the shipped lineage (104 editions, no text).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Element, Nodes, Text } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/content/schemas.ts';
import { editionsFeed, FEED_EDITIONS } from '../../src/lib/editions-feed.ts';
import { getRegistry, type Registry } from '../../src/registry/index.ts';
import { makeEditionsContent } from '../support/editions-content.ts';

const ORIGIN = 'https://rules.example.org/grimoire/';
const abs = (path: string) => new URL(path, ORIGIN).href;

interface AtomLink {
  '@_href': string;
  '@_rel'?: string;
}
interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  published: string;
  link: AtomLink | AtomLink[];
  summary: string;
  content: string;
}
interface AtomFeed {
  '@_xmlns': string;
  id: string;
  title: string;
  updated: string;
  author: { name: string; uri: string };
  link: AtomLink[];
  entry: AtomEntry[];
}

/** Parses a feed after checking it is well-formed; arrays where Atom allows several. */
function parseFeed(xml: string): AtomFeed {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    // Text constructs (`<title type="html">`) read as their text.
    ignoreAttributes: ['type'],
    isArray: (name) => name === 'entry' || name === 'link',
  });
  return (parser.parse(xml) as { feed: AtomFeed }).feed;
}

/** The text of a hast tree. */
const toString = (tree: Nodes) => {
  let out = '';
  visit(tree, 'text', (t: Text) => {
    out += t.value;
  });
  return out;
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
const links = (html: string) => {
  const out: Array<{ href: string; text: string }> = [];
  visit(fromHtml(html, { fragment: true }), 'element', (n: Element) => {
    if (n.tagName === 'a') out.push({ href: String(n.properties.href), text: toString(n) });
  });
  return out;
};

function expectValidAtom(feed: AtomFeed, lang: Lang): void {
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toBe(abs(`${lang}/feed.xml`));
  expect(feed.title).toBeTruthy();
  expect(feed.updated).toMatch(ISO);
  expect(feed.author.name).toBe('Grimoire');
  expect(feed.link).toContainEqual({ '@_rel': 'self', '@_href': abs(`${lang}/feed.xml`) });
  expect(new Set(feed.entry.map((e) => e.id)).size).toBe(feed.entry.length);
  for (const e of feed.entry) {
    expect(e.id).toMatch(/^https:\/\//);
    expect(e.title).toBeTruthy();
    expect(e.updated).toMatch(ISO);
    expect([e.link].flat()[0]!['@_href']).toMatch(/^https:\/\//);
  }
}

describe('the feed of new editions (editions fixture)', () => {
  let registry: Registry;
  beforeAll(() => {
    registry = getRegistry(makeEditionsContent());
  });

  it.each(LANGS)('%s: is well-formed Atom with what Atom requires', (lang) => {
    expectValidAtom(parseFeed(editionsFeed(registry, lang, abs)), lang);
  });

  it('lists the editions newest first, dated by publication, the newest one dating the feed', () => {
    const feed = parseFeed(editionsFeed(registry, 'en', abs));
    expect(feed.entry.map((e) => [e.title, e.updated])).toEqual([
      ['Comprehensive Rules of 5 March 2022', '2022-03-05T00:00:00.000Z'],
      ['Comprehensive Rules of 5 March 2021', '2021-03-05T00:00:00.000Z'],
    ]);
    expect(feed.updated).toBe('2022-03-05T00:00:00.000Z');
  });

  it('an entry links the page of what changed and every rule it changed, by kind', () => {
    const [entry] = parseFeed(editionsFeed(registry, 'en', abs)).entry;
    const changes = abs('en/changes/2021-03-05/2022-03-05/');
    expect([entry!.link].flat()[0]!['@_href']).toBe(changes);
    expect(entry!.summary).toBe(
      'In effect from 5 March 2022: 2 rules with changed text, 2 added, 1 removed, and 4 renumbered.',
    );
    const text = toString(fromHtml(entry!.content, { fragment: true }));
    expect(text).toContain(
      'Renumbered (4)701.2 → 701.3, 701.2a → 701.3a, 701.3 → 701.4, 701.3a → 701.4a',
    );
    expect(text).toContain('Removed (1)101.2b');
    expect(links(entry!.content)).toEqual([
      { href: changes, text: 'What changed since 5 March 2021' },
      { href: abs('en/rules/100.1/#100.1b'), text: '100.1b' },
      { href: abs('en/rules/101.2/'), text: '101.2' },
      { href: abs('en/rules/701.2/'), text: '701.2' },
      { href: abs('en/rules/701.2/#701.2a'), text: '701.2a' },
      { href: abs('en/editions/2021-03-05/1/#101.2b'), text: '101.2b' },
      { href: abs('en/rules/701.3/'), text: '701.3' },
      { href: abs('en/rules/701.3/#701.3a'), text: '701.3a' },
      { href: abs('en/rules/701.4/'), text: '701.4' },
      { href: abs('en/rules/701.4/#701.4a'), text: '701.4a' },
    ]);
  });

  it('speaks the reader’s language, and links pages in it', () => {
    const it_ = parseFeed(editionsFeed(registry, 'it', abs));
    expect(it_.title).toBe('Grimoire: nuove edizioni delle Regole Complete');
    expect(it_.entry[0]!.title).toBe('Regole Complete del 5 marzo 2022');
    const ja = parseFeed(editionsFeed(registry, 'ja', abs));
    expect(ja.entry[0]!.summary).toBe(
      '2022年3月5日発効。本文の変更2件、追加2件、削除1件、番号変更4件。',
    );
    expect(links(ja.entry[0]!.content).every((l) => l.href.startsWith(abs('ja/')))).toBe(true);
  });
});

describe('the feed of the shipped lineage (no text imported)', () => {
  it('holds the newest editions, each comparing with the one before', () => {
    const registry = getRegistry();
    const feed = parseFeed(editionsFeed(registry, 'en', abs));
    expectValidAtom(feed, 'en');
    const keys = registry.editions.list.map((e) => e.key);
    expect(feed.entry.map((e) => e.id)).toEqual(
      keys
        .slice(-FEED_EDITIONS)
        .reverse()
        .map((k) => abs(`en/editions/${k}/`)),
    );
    const [newest, before] = keys.slice(-2).reverse();
    expect([feed.entry[0]!.link].flat()[0]!['@_href']).toBe(
      abs(`en/editions/compare/?from=${before}&to=${newest}`),
    );
    expect(links(feed.entry[0]!.content).length).toBeGreaterThan(10);
  });
});
