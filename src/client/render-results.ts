/**
 * Renders search results into a container, grouped by kind, with the matched
 * name and a snippet whose matches are <mark>ed. Everything from the query or
 * the content is inserted as text nodes, never as HTML.
 */
import { RESULT_KINDS, type SearchResult } from '../search/types.ts';
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

/** Fills `container` with the answer; returns the option elements in order. */
export function renderResults(container: HTMLElement, a: Answer, o: RenderOptions): HTMLElement[] {
  const all = [...a.instant, ...a.full];
  const options: HTMLElement[] = [];
  const nodes: Node[] = [];
  if (a.corrected && a.full.length)
    nodes.push(el('p', 'search-note', ui('search.didYouMean', { word: a.corrected })));
  // Groups in the order of their best result: names matched exactly (tier 0) come before full text.
  const kinds = [...new Set([...all.map((r) => r.kind), ...RESULT_KINDS])];
  for (const kind of kinds) {
    const items = all.filter((r) => r.kind === kind);
    if (!items.length) continue;
    const group = el('div', 'result-group');
    const label = el('p', 'result-group-label', ui(`search.kind.${kind}`));
    label.id = `${o.idPrefix}-g-${kind}`;
    group.append(label);
    if (o.mode === 'listbox') {
      group.setAttribute('role', 'group');
      group.setAttribute('aria-labelledby', label.id);
    }
    const list = el(o.mode === 'listbox' ? 'div' : 'ul', 'result-list');
    for (const r of items) {
      const a2 = el('a', 'result');
      a2.href = `${base}${r.url}`;
      const title = el('span', 'result-title', r.title);
      a2.append(title);
      if (r.matched) {
        const m = el('span', 'result-matched', `${r.matched} → ${r.title}`);
        if (r.matchedLang) m.lang = r.matchedLang;
        a2.append(m);
      }
      const s = snippet(r);
      if (s) a2.append(s);
      if (o.mode === 'listbox') {
        a2.id = `${o.idPrefix}-o-${options.length}`;
        a2.setAttribute('role', 'option');
        a2.setAttribute('aria-selected', 'false');
        a2.tabIndex = -1;
        list.append(a2);
      } else {
        const li = el('li');
        li.append(a2);
        list.append(li);
      }
      options.push(a2);
    }
    group.append(list);
    nodes.push(group);
  }
  // The results page says the full text is still being searched (the index may still be loading).
  if (o.mode === 'page' && !a.complete && a.query.trim())
    nodes.push(el('p', 'search-pending muted', ui('search.searching')));
  if (!all.length && a.query.trim() && a.complete) {
    const empty = el('div', 'search-empty');
    empty.append(
      el('p', undefined, ui('search.noResults', { query: a.query })),
      el('p', 'muted', ui('search.noResultsHint')),
    );
    nodes.push(empty);
  }
  container.replaceChildren(...nodes);
  return options;
}
