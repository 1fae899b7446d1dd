/**
 * Tier 0 prepared for searching, once when it loads: every entry and titled
 * rule page becomes an item, and every name of an item is folded once.
 */
import { KANA_KANJI, foldText } from './normalize.ts';
import { displayName, type ResultKind, type Tier0 } from './types.ts';

/** A thing tier 0 finds: an entry, or a rule page by its title. */
export interface PreparedItem {
  kind: ResultKind;
  title: string;
  url: string;
  /** The item's own name, folded (an entry's display name, a rule page's title). */
  folded: string;
  /** Rule items titled by one of this entry's names. */
  rules: number[];
  /** Rule items of a term's own rules that its names do not title (found just below it). */
  about: number[];
}

/** One name of an item, folded once. */
export interface PreparedName {
  item: number;
  folded: string;
  /** The folded name's words (for "value" finding "mana value"). */
  words: string[];
  /** The first letter of the name and of each of its words (typo search skips names without the query's). */
  initials: string;
  /** The characters the name holds, as bits (`charMask`): a name lacking one of the query's cannot contain it. */
  mask: number;
  /** Whether the name is written in Japanese characters. */
  japanese: boolean;
  /** The name as written, shown as "matched" when it is not the item's own name. */
  name: string;
  lang: string;
  type: string;
  /** True when this name folds to the item's own name (nothing to show as "matched"). */
  isDisplay: boolean;
}

/** A tier 0 file prepared for searching. */
export interface PreparedTier0 {
  data: Tier0;
  items: PreparedItem[];
  names: PreparedName[];
  /** The names of each item. */
  itemNames: PreparedName[][];
  /** Every rule number → its page; built on the first rule-number query. */
  ruleToPage?: Map<string, string>;
}

/** Every rule number → its page (built once, on first use: most readers type words). */
export function rulePages(p: PreparedTier0): Map<string, string> {
  if (p.ruleToPage) return p.ruleToPage;
  const map = new Map<string, string>();
  for (const [page, suffixes] of Object.entries(p.data.rules)) {
    map.set(page, page);
    for (const s of suffixes.split(' ')) if (s) map.set(page + s, page);
  }
  return (p.ruleToPage = map);
}

/**
 * The characters of a text as 31 bits (a character's code modulo 31: the
 * Latin letters each have their own): if a query has a bit a name lacks,
 * the name holds not all of the query's characters, so neither the query
 * nor any prefix or substring match can be in it. Lets a keystroke skip
 * most names with one AND.
 */
export function charMask(text: string): number {
  let m = 0;
  for (let i = 0; i < text.length; i++) m |= 1 << (text.charCodeAt(i) % 31);
  return m;
}

function prepareName(
  item: number,
  display: string,
  name: string,
  lang: string,
  type: string,
): PreparedName {
  const folded = foldText(name);
  const words = folded.split(/[\s,/()-]+/).filter(Boolean);
  let initials = folded.charAt(0);
  for (const w of words) if (!initials.includes(w.charAt(0))) initials += w.charAt(0);
  const mask = charMask(folded);
  const japanese = KANA_KANJI.test(folded);
  return {
    item,
    folded,
    words,
    initials,
    mask,
    japanese,
    name,
    lang,
    type,
    isDisplay: folded === display,
  };
}

/** Items of the rule pages with titles, and each page's item. */
function ruleItems(data: Tier0, p: PreparedTier0): Map<string, number> {
  const byPage = new Map<string, number>();
  for (const [lang, titles] of Object.entries(data.titles)) {
    for (const [page, title] of Object.entries(titles)) {
      const item = p.items.length;
      const folded = foldText(title);
      p.items.push({
        kind: 'rule',
        title: `${page} ${title}`,
        url: `${data.rulesPath}${page}/`,
        folded,
        rules: [],
        about: [],
      });
      const name = prepareName(item, folded, title, lang, 'p');
      p.names.push(name);
      p.itemNames.push([name]);
      byPage.set(page, item);
    }
  }
  return byPage;
}

/** The item of a rule page: its titled item, else one made for it, found only through a term (titled by its number). */
function rulePageItem(data: Tier0, p: PreparedTier0, byPage: Map<string, number>, page: string) {
  let item = byPage.get(page);
  if (item === undefined) {
    item = p.items.length;
    const url = `${data.rulesPath}${page}/`;
    p.items.push({ kind: 'rule', title: page, url, folded: page, rules: [], about: [] });
    p.itemNames.push([]);
    byPage.set(page, item);
  }
  return item;
}

export function prepareTier0(data: Tier0): PreparedTier0 {
  const p: PreparedTier0 = { data, items: [], names: [], itemNames: [] };
  data.entries.forEach((e, item) => {
    const title = displayName(e, data.lang);
    const display = foldText(title);
    p.items.push({ kind: e.k, title, url: e.u, folded: display, rules: [], about: [] });
    const names = e.n.map(([name, lang, type]) => prepareName(item, display, name, lang, type));
    p.names.push(...names);
    p.itemNames.push(names);
  });
  const byPage = ruleItems(data, p);
  data.entries.forEach((e, item) => {
    for (const page of e.r ?? []) {
      const rule = byPage.get(page);
      if (rule !== undefined) p.items[item]!.rules.push(rule);
    }
    for (const page of e.a ?? []) p.items[item]!.about.push(rulePageItem(data, p, byPage, page));
  });
  return p;
}
