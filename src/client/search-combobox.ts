/**
 * The search box as an ARIA combobox (editable, list autocomplete): results
 * appear under the box as you type; ↑/↓ move through them, Enter opens one
 * (or the first), Escape closes the list and then clears the box. Enter
 * that confirms an IME conversion is left to the IME. When the full-text
 * answer arrives for the query shown, the highlighted result stays
 * highlighted (found again by its address), wherever it now is.
 */
import { searcher, type Answer } from './search-engine.ts';
import { renderResults } from './render-results.ts';
import { ui } from './ui-strings.ts';

/** Full-text results the header list shows at most (the results page shows more). */
const FULL_TEXT_SHOWN = 8;

interface Parts {
  input: HTMLInputElement;
  pop: HTMLElement;
  status: HTMLElement;
}

/** Adds the listbox and the status line to the box's form and the combobox attributes to the box. */
function createParts(input: HTMLInputElement): Parts {
  const form = input.form!;
  const pop = document.createElement('div');
  pop.id = `${input.id}-listbox`;
  pop.className = 'search-pop';
  pop.setAttribute('role', 'listbox');
  pop.setAttribute('aria-label', ui('search:label'));
  pop.hidden = true;
  const status = document.createElement('p');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  form.append(pop, status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', pop.id);
  return { input, pop, status };
}

/** The list's state: its options, the highlighted one, the query shown. */
class Listbox {
  options: HTMLElement[] = [];
  active = -1;
  /** The query whose answer is shown. */
  shown: string | undefined;
  /** Escape closed the list for this query: late answers must not reopen it. */
  dismissed = false;
  readonly parts: Parts;

  constructor(parts: Parts) {
    this.parts = parts;
  }

  /** Highlights option `i`; -1 (or no options) highlights none. */
  setActive(i: number, scroll = true): void {
    const { input } = this.parts;
    this.options[this.active]?.setAttribute('aria-selected', 'false');
    this.active = i >= 0 && i < this.options.length ? i : -1;
    const o = this.options[this.active];
    if (o) {
      o.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', o.id);
      if (scroll) o.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }

  open(show: boolean): void {
    this.parts.pop.hidden = !show;
    this.parts.input.setAttribute('aria-expanded', String(show));
    if (!show) this.setActive(-1);
  }

  /** Shows an answer; a later answer to the same query keeps the highlighted result. */
  show(a: Answer): void {
    const { input, pop, status } = this.parts;
    if (a.query !== input.value) return;
    const keep = a.query === this.shown ? (this.options[this.active] as HTMLAnchorElement) : null;
    this.options = renderResults(pop, a, { idPrefix: input.id, mode: 'listbox' });
    this.shown = a.query;
    this.active = -1;
    const again = keep
      ? this.options.findIndex((o) => (o as HTMLAnchorElement).href === keep.href)
      : -1;
    this.setActive(again, false);
    this.open(Boolean(input.value.trim()) && !this.dismissed);
    if (a.complete) {
      status.textContent = a.results.length
        ? ui('search:count', { count: a.results.length })
        : ui('search:noResults', { query: a.query });
    }
  }
}

/** Arrow keys, Enter and Escape on the box. */
function onKey(list: Listbox, e: KeyboardEvent, clear: () => void): void {
  const { input, pop } = list.parts;
  if (e.isComposing || e.keyCode === 229) return;
  if (e.key === 'ArrowDown') {
    e.preventDefault();
    if (pop.hidden && input.value.trim()) {
      list.dismissed = false;
      list.open(true);
    }
    // From none or the last option, down goes to the first.
    list.setActive(list.active + 1 < list.options.length ? list.active + 1 : 0);
  } else if (e.key === 'ArrowUp') {
    e.preventDefault();
    // From none or the first option, up goes to the last.
    list.setActive(list.active > 0 ? list.active - 1 : list.options.length - 1);
  } else if (e.key === 'Enter') {
    const target = list.options[list.active] ?? list.options[0];
    if (target instanceof HTMLAnchorElement) {
      e.preventDefault();
      location.href = target.href;
    }
  } else if (e.key === 'Escape') {
    if (!pop.hidden) {
      e.preventDefault();
      list.dismissed = true;
      list.open(false);
    } else if (input.value) {
      input.value = '';
      clear();
    }
  }
}

export function attachCombobox(input: HTMLInputElement): void {
  if (input.dataset.combobox) return;
  input.dataset.combobox = 'on';
  const list = new Listbox(createParts(input));
  const search = searcher((a) => list.show(a), FULL_TEXT_SHOWN);
  let last = '';
  const run = () => {
    const q = input.value;
    if (q === last) return;
    last = q;
    list.dismissed = false;
    if (!q.trim()) return list.open(false);
    void search(q);
  };
  input.addEventListener('input', run);
  input.addEventListener('compositionend', run);
  input.addEventListener('focus', () => {
    list.dismissed = false;
    if (input.value.trim() && list.options.length) list.open(true);
  });
  input.addEventListener('keydown', (e) => onKey(list, e, () => (last = '')));
  list.parts.pop.addEventListener('mousedown', (e) => e.preventDefault());
  input.addEventListener('blur', () => window.setTimeout(() => list.open(false), 100));
  run();
}
