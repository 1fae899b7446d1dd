/**
 * The compare page: reads `?from=&to=`, compares the two editions through the
 * lineage file, and lists what was added, removed, renumbered and reworded,
 * with a word diff for each rewording when the site has both texts. Text is
 * inserted as text nodes only.
 */
import { diffWords } from 'diff';
import type { Lang } from '../content/schemas.ts';
import { compareEditions } from '../lineage/compare.ts';
import { Lineage } from '../lineage/lineage.ts';
import type { EditionTextJson } from '../lib/edition-text-json.ts';
import { fromLineageJson, type LineageJson } from '../lib/lineage-json.ts';
import { apiPath, chapterDocPath, ruleHref } from '../lib/paths.ts';
import { chapterOf, pageOf } from '../rules/rule-number.ts';
import { pageLang, ui } from './ui-strings.ts';
import { formatDate } from '../i18n/dates.ts';

const out = document.getElementById('compare-result');
const base = document.documentElement.dataset.base ?? '/';
const lang = (out?.dataset.lang ?? 'en') as Lang;
/** At most this many word diffs are drawn; the rest are listed. */
const MAX_DIFFS = 300;

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

function ruleLink(lineage: Lineage, edition: string, n: string): HTMLAnchorElement {
  const a = el('a', n);
  a.href = href(lineage, edition, n);
  return a;
}

function section(title: string, count: number): HTMLElement {
  const s = el('section');
  s.append(el('h2', `${title}: ${count}`));
  return s;
}

function wordDiff(before: string, after: string): HTMLElement {
  const p = el('p', undefined, 'word-diff');
  for (const part of diffWords(before, after))
    p.append(el(part.added ? 'ins' : part.removed ? 'del' : 'span', part.value));
  return p;
}

function renderLists(
  lineage: Lineage,
  from: string,
  to: string,
  texts: [Map<string, string>?, Map<string, string>?],
) {
  const cmp = compareEditions(lineage, from, to);
  const [a, b] = texts;
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
      ui('compare.summary', { from: formatDate(from, pageLang()), to: formatDate(to, pageLang()) }),
      'lead',
    ),
  );
  const changed = section(ui('changes.changed'), reworded.length);
  reworded.slice(0, MAX_DIFFS).forEach(([o, n]) => {
    const h = el('h3');
    h.append(ruleLink(lineage, to, n), o !== n ? ` (${ui('changes.was', { number: o })})` : '');
    changed.append(h);
    if (a && b) changed.append(wordDiff(a.get(o)!, b.get(n)!));
  });
  const rows: Array<[string, string[], string]> = [
    [ui('changes.added'), cmp.added, to],
    [ui('changes.removed'), cmp.removed, from],
  ];
  frag.append(changed);
  for (const [title, list, edition] of rows) {
    const s = section(title, list.length);
    const ul = el('ul', undefined, 'inline-list');
    for (const n of list)
      ul.append(
        Object.assign(el('li'), {}).appendChild(ruleLink(lineage, edition, n)).parentElement ??
          el('li'),
      );
    s.append(ul);
    frag.append(s);
  }
  const ren = section(ui('changes.renumbered'), cmp.renumbered.length);
  const table = el('table', undefined, 'concordance');
  for (const [o, n] of cmp.renumbered) {
    const tr = el('tr');
    const c1 = el('td');
    c1.append(ruleLink(lineage, from, o));
    const c2 = el('td');
    c2.append(ruleLink(lineage, to, n));
    tr.append(c1, c2);
    table.append(tr);
  }
  ren.append(table);
  frag.append(ren);
  return frag;
}

const textMap = (e: EditionTextJson | undefined) =>
  e && new Map(e.rules.map(([n, text, ...ex]) => [n, [text, ...ex].join('\n')]));

async function run(): Promise<void> {
  if (!out) return;
  const params = new URLSearchParams(location.search);
  const data = await json<LineageJson>(apiPath('lineage.json'));
  if (!data) return;
  const lineage = new Lineage(fromLineageJson(data));
  let from = params.get('from') ?? '';
  let to = params.get('to') ?? '';
  if (lineage.index(from) < 0 || lineage.index(to) < 0) return;
  if (lineage.index(from) > lineage.index(to)) [from, to] = [to, from];
  out.replaceChildren(el('p', ui('search.searching'), 'muted'));
  const withText = new Set((out.dataset.texts ?? '').split(' '));
  const texts = await Promise.all(
    [from, to].map((e) =>
      withText.has(e)
        ? json<EditionTextJson>(apiPath(`editions/${e}.json`)).then(textMap)
        : undefined,
    ),
  );
  out.replaceChildren(
    renderLists(lineage, from, to, texts as [Map<string, string>?, Map<string, string>?]),
  );
}

void run();
