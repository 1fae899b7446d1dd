/**
 * The compare page: reads `?from=&to=` (the form's selects follow it; an
 * unknown edition is named), compares the two editions through the lineage
 * file, and lists what was added, removed, renumbered and reworded, each
 * rule with its title in the reader's language (the page's
 * `#compare-titles` block, lib/compare-titles.ts; an English one marked as
 * English) and its text when the site has it, and a word diff for each
 * rewording when the site has both texts. Text is inserted as text nodes
 * only.
 */
import { diffWords } from 'diff';
import type { Lang } from '../content/schemas.ts';
import { compareEditions } from '../lineage/compare.ts';
import { Lineage } from '../lineage/lineage.ts';
import type { EditionTextJson } from '../lib/edition-text-json.ts';
import { fromLineageJson, type LineageJson } from '../lib/lineage-json.ts';
import { apiPath, chapterDocPath, ruleHref } from '../urls/paths.ts';
import { chapterOf, pageOf } from '../rules/rule-number.ts';
import { titleAt, type CompareTitles } from '../lib/title-runs.ts';
import { pageLang, ui } from './ui-strings.ts';
import { formatDate } from '../i18n/dates.ts';

const out = document.getElementById('compare-result');
const form = document.querySelector<HTMLFormElement>('form.compare-form');
const base = document.documentElement.dataset.base ?? '/';
const lang = (out?.dataset.lang ?? 'en') as Lang;
/** At most this many word diffs are drawn; the rest are listed. */
const MAX_DIFFS = 300;
/** A list longer than this starts folded. */
const OPEN_UP_TO = 60;

type Texts = Map<string, string>;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, cls?: string) => {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
};

async function json<T>(path: string): Promise<T | undefined> {
  const r = await fetch(`${base}${path}`).catch(() => undefined);
  return r?.ok ? ((await r.json()) as T) : undefined;
}

function href(lineage: Lineage, edition: string, n: string): string {
  const current = lineage.newest;
  if (edition === current)
    return `${base}${ruleHref({ lang, number: n, page: pageOf(n), edition, current })}`;
  return `${base}${chapterDocPath(lang, edition, chapterOf(n), n)}`;
}

interface TitlesBlock {
  editions: string[];
  titles: CompareTitles;
  /** How a title in another language is marked (" (inglese)"), by language. */
  marks: Partial<Record<Lang, string>>;
}

/** The rule titles the page carries for every edition. */
function readTitles(): TitlesBlock {
  try {
    const text = document.getElementById('compare-titles')?.textContent;
    if (text) return JSON.parse(text) as TitlesBlock;
  } catch {
    // Without titles the lists show numbers and texts.
  }
  return { editions: [], titles: {}, marks: {} };
}
const titles = readTitles();

/** A page's title in an edition, else (an edition without titles here) the same rule's today, by the lineage. */
function titleIn(lineage: Lineage, edition: string, page: string) {
  const own = titleAt(titles.titles, page, titles.editions.indexOf(edition));
  if (own || edition === lineage.newest) return own;
  const now = lineage.toNewest(page, edition);
  if (now?.status !== 'found' || pageOf(now.number) !== now.number) return undefined;
  return titleAt(titles.titles, now.number, titles.editions.indexOf(lineage.newest));
}

/** The title of the rule a number belongs to in an edition ("702.19b" → "Travolgere"), as elements. */
function titleOf(
  lineage: Lineage,
  edition: string,
  n: string,
): { text: string; nodes: HTMLElement[] } | undefined {
  const t = titleIn(lineage, edition, pageOf(n));
  if (!t) return undefined;
  const span = el('span', t.title, 'compare-title');
  if (t.lang === lang) return { text: t.title, nodes: [span] };
  span.lang = t.lang;
  return {
    text: t.title,
    nodes: [span, el('span', titles.marks[t.lang] ?? '', 'lang-marker muted')],
  };
}

/** A rule's number (linked), title, and text when the site has it. */
function ruleLine(lineage: Lineage, edition: string, n: string, texts?: Texts): HTMLElement {
  const line = el('div', undefined, 'compare-rule');
  const head = el('p', undefined, 'compare-head');
  const a = el('a', n, 'num');
  a.href = href(lineage, edition, n);
  head.append(a);
  const text = texts?.get(n);
  const title = titleOf(lineage, edition, n);
  // A rule that reads as a heading (702.19 Trample) is its own title.
  if (title && title.text !== text) head.append(' ', ...title.nodes);
  line.append(head);
  if (text) line.append(el('p', text, 'compare-text'));
  return line;
}

/** A folding section with its count in the heading. */
function section(title: string, count: number): HTMLDetailsElement {
  const s = el('details', undefined, 'compare-section');
  s.open = count <= OPEN_UP_TO;
  const summary = el('summary');
  summary.append(el('h2', ui('compare:sectionHeading', { title, total: count })));
  s.append(summary);
  if (count === 0) s.append(el('p', ui('changes:none'), 'muted'));
  return s;
}

function wordDiff(before: string, after: string): HTMLElement {
  const p = el('p', undefined, 'word-diff');
  for (const part of diffWords(before, after))
    p.append(el(part.added ? 'ins' : part.removed ? 'del' : 'span', part.value));
  return p;
}

/** The reworded rules: each with its new number, its old one, and the diff (or the new text). */
function changedSection(
  lineage: Lineage,
  to: string,
  reworded: Array<[string, string]>,
  a?: Texts,
  b?: Texts,
) {
  const changed = section(ui('changes:changed'), reworded.length);
  reworded.slice(0, MAX_DIFFS).forEach(([o, n]) => {
    const line = ruleLine(lineage, to, n, a && b ? undefined : b);
    if (o !== n) line.firstElementChild!.append(ui('changes:wasAside', { number: o }));
    if (a && b) line.append(wordDiff(a.get(o)!, b.get(n)!));
    changed.append(line);
  });
  return changed;
}

function renumberedSection(
  lineage: Lineage,
  from: string,
  to: string,
  pairs: Array<[string, string]>,
  b?: Texts,
) {
  const ren = section(ui('changes:renumbered'), pairs.length);
  const table = el('table', undefined, 'concordance');
  for (const [o, n] of pairs) {
    const tr = el('tr');
    for (const [edition, num] of [
      [from, o],
      [to, n],
    ] as const) {
      const td = el('td');
      const a = el('a', num);
      a.href = href(lineage, edition, num);
      td.append(a);
      tr.append(td);
    }
    const td = el('td');
    const title = titleOf(lineage, to, n);
    if (title) td.append(...title.nodes);
    else if (pageOf(n) !== n) td.textContent = b?.get(n) ?? '';
    tr.append(td);
    table.append(tr);
  }
  ren.append(table);
  return ren;
}

function renderLists(lineage: Lineage, from: string, to: string, [a, b]: [Texts?, Texts?]) {
  const cmp = compareEditions(lineage, from, to);
  const reworded =
    a && b
      ? cmp.kept.filter(
          ([o, n]) => a.get(o) !== undefined && b.get(n) !== undefined && a.get(o) !== b.get(n),
        )
      : cmp.reworded;
  const frag = document.createDocumentFragment();
  frag.append(
    el(
      'p',
      ui('compare:summary', { from: formatDate(from, pageLang()), to: formatDate(to, pageLang()) }),
      'lead',
    ),
  );
  frag.append(changedSection(lineage, to, reworded, a, b));
  const rows: Array<[string, string[], string, Texts?]> = [
    [ui('changes:added'), cmp.added, to, b],
    [ui('changes:removed'), cmp.removed, from, a],
  ];
  for (const [title, list, edition, texts] of rows) {
    const s = section(title, list.length);
    for (const n of list) s.append(ruleLine(lineage, edition, n, texts));
    frag.append(s);
  }
  frag.append(renumberedSection(lineage, from, to, cmp.renumbered, b));
  return frag;
}

const textMap = (e: EditionTextJson | undefined) =>
  e && new Map(e.rules.map(([n, text, ...ex]) => [n, [text, ...ex].join('\n')]));

/** The two editions asked for (else the form's defaults); the selects show them. */
function asked(lineage: Lineage): { from: string; to: string; unknown: string[] } {
  const params = new URLSearchParams(location.search);
  const pick = (name: 'from' | 'to') =>
    params.get(name) ?? form?.querySelector<HTMLSelectElement>(`select[name=${name}]`)?.value ?? '';
  let from = pick('from');
  let to = pick('to');
  const unknown = [from, to].filter((e) => lineage.index(e) < 0);
  if (unknown.length) return { from, to, unknown };
  if (lineage.index(from) > lineage.index(to)) [from, to] = [to, from];
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const select = form?.querySelector<HTMLSelectElement>(`select[name=${name}]`);
    if (select) select.value = value;
  }
  return { from, to, unknown };
}

async function run(): Promise<void> {
  if (!out) return;
  const data = await json<LineageJson>(apiPath('lineage.json'));
  if (!data) return;
  const lineage = new Lineage(fromLineageJson(data));
  const { from, to, unknown } = asked(lineage);
  if (unknown.length) {
    out.replaceChildren(el('p', ui('compare:unknown', { editions: unknown.join(', ') }), 'notice'));
    return;
  }
  out.replaceChildren(el('p', ui('search:searching'), 'muted'));
  const withText = new Set((out.dataset.texts ?? '').split(' '));
  const texts = await Promise.all(
    [from, to].map((e) =>
      withText.has(e)
        ? json<EditionTextJson>(apiPath(`editions/${e}.json`)).then(textMap)
        : undefined,
    ),
  );
  out.replaceChildren(renderLists(lineage, from, to, texts as [Texts?, Texts?]));
}

void run();
