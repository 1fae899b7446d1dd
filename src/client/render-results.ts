/**
 * Renders search results into a container in their ranked order, each run
 * of results of one kind under its label (so a rule that matches ranks
 * above a typo match of another word even when both kinds are shown), with
 * the matched name and a snippet whose matches are <mark>ed. Everything
 * from the query or the content is inserted as text nodes, never as HTML.
 */
import type { SearchResult } from '../search/types.ts';
import type { Answer } from './search-engine.ts';
import { base } from './search-files.ts';
import { ui } from './ui-strings.ts';

export interface RenderOptions {
  /** Prefix of option ids (unique per widget). */
  idPrefix: string;
  /** Render as ARIA listbox options (combobox) or as a plain list of links (results page). */
  mode: 'listbox' | 'page';
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function snippet(r: SearchResult): HTMLElement | undefined {
  if (!r.snippet) return undefined;
  const p = el('span', 'result-snippet');
  let at = 0;
  for (const [s, e] of r.snippet.marks) {
    if (s < at) continue;
    p.append(r.snippet.text.slice(at, s), el('mark', undefined, r.snippet.text.slice(s, e)));
    at = e;
  }
  p.append(r.snippet.text.slice(at));
  return p;
}

/** One result as a link (an option of the listbox, or an item of the page's list). */
function resultLink(r: SearchResult, id: string, o: RenderOptions): HTMLAnchorElement {
  const a = el('a', 'result');
  a.href = `${base}${r.url}`;
  a.append(el('span', 'result-title', r.title));
  if (r.matched) {
    const m = el('span', 'result-matched', `${r.matched} → ${r.title}`);
    if (r.matchedLang) m.lang = r.matchedLang;
    a.append(m);
  }
  const s = snippet(r);
  if (s) a.append(s);
  if (o.mode === 'listbox') {
    a.id = id;
    a.setAttribute('role', 'option');
    a.setAttribute('aria-selected', 'false');
    a.tabIndex = -1;
  }
  return a;
}

/** Consecutive results of the same kind. */
function runs(results: SearchResult[]): SearchResult[][] {
  const out: SearchResult[][] = [];
  for (const r of results) {
    const last = out[out.length - 1];
    if (last && last[0]!.kind === r.kind) last.push(r);
    else out.push([r]);
  }
  return out;
}

/** Groups of results, labelled by kind; `options` receives the links in order. */
function groups(results: SearchResult[], o: RenderOptions, options: HTMLElement[]): HTMLElement[] {
  return runs(results).map((items, g) => {
    const kind = items[0]!.kind;
    const group = el('div', 'result-group');
    const label = el('p', 'result-group-label', ui(`search:kind.${kind}`));
    label.id = `${o.idPrefix}-g-${g}`;
    group.append(label);
    if (o.mode === 'listbox') {
      group.setAttribute('role', 'group');
      group.setAttribute('aria-labelledby', label.id);
    }
    const list = el(o.mode === 'listbox' ? 'div' : 'ul', 'result-list');
    for (const r of items) {
      const a = resultLink(r, `${o.idPrefix}-o-${options.length}`, o);
      options.push(a);
      list.append(o.mode === 'listbox' ? a : listItem(a));
    }
    group.append(list);
    return group;
  });
}

function listItem(a: HTMLElement): HTMLLIElement {
  const li = el('li');
  li.append(a);
  return li;
}

/** Fills `container` with the answer; returns the option elements in order. */
export function renderResults(container: HTMLElement, a: Answer, o: RenderOptions): HTMLElement[] {
  const options: HTMLElement[] = [];
  const nodes: Node[] = [];
  if (a.corrected && a.results.some((r) => r.snippet))
    nodes.push(el('p', 'search-note', ui('search:didYouMean', { word: a.corrected })));
  nodes.push(...groups(a.results, o, options));
  // The results page says the full text is still being searched (its shards may still be loading).
  if (o.mode === 'page' && !a.complete && a.query.trim())
    nodes.push(el('p', 'search-pending muted', ui('search:searching')));
  if (!a.results.length && a.query.trim() && a.complete) {
    const empty = el('div', 'search-empty');
    empty.append(
      el('p', undefined, ui('search:noResults', { query: a.query })),
      el('p', 'muted', ui('search:noResultsHint')),
    );
    nodes.push(empty);
  }
  container.replaceChildren(...nodes);
  return options;
}
