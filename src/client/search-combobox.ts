/**
 * The search box as an ARIA combobox (editable, list autocomplete): results
 * appear under the box as you type; ↑/↓ move through them, Enter opens one
 * (or the results page), Escape closes the list and then clears the box.
 * Enter that confirms an IME conversion is left to the IME.
 */
import { query, type Answer } from './search-engine.ts';
import { renderResults } from './render-results.ts';
import { ui } from './ui-strings.ts';

export function attachCombobox(input: HTMLInputElement): void {
  if (input.dataset.combobox) return;
  input.dataset.combobox = 'on';
  const form = input.form!;
  const pop = document.createElement('div');
  pop.id = `${input.id}-listbox`;
  pop.className = 'search-pop';
  pop.setAttribute('role', 'listbox');
  pop.setAttribute('aria-label', ui('search.label'));
  pop.hidden = true;
  form.append(pop);
  const status = document.createElement('p');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  form.append(status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', pop.id);

  let options: HTMLElement[] = [];
  let active = -1;
  let last = '';
  /** Escape closed the list for this query: late answers must not reopen it. */
  let dismissed = false;

  const setActive = (i: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = options.length ? (i + options.length) % options.length : -1;
    const o = options[active];
    if (o) {
      o.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', o.id);
      o.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const open = (show: boolean) => {
    pop.hidden = !show;
    input.setAttribute('aria-expanded', String(show));
    if (!show) setActive(-1);
  };
  const show = (a: Answer) => {
    if (a.query !== input.value) return;
    options = renderResults(pop, a, { idPrefix: input.id, mode: 'listbox' });
    if (
      options.length &&
      !performance.getEntriesByName('grimoire:first-results').length &&
      performance.getEntriesByName('grimoire:first-input').length
    ) {
      performance.measure('grimoire:first-results', 'grimoire:first-input');
    }
    active = -1;
    input.removeAttribute('aria-activedescendant');
    open(Boolean(input.value.trim()) && !dismissed);
    if (a.complete) {
      const n = a.instant.length + a.full.length;
      status.textContent = n
        ? ui('search.count', { count: String(n) })
        : ui('search.noResults', { query: a.query });
    }
  };
  const run = () => {
    const q = input.value;
    if (q && !performance.getEntriesByName('grimoire:first-input').length)
      performance.mark('grimoire:first-input');
    if (q === last) return;
    last = q;
    dismissed = false;
    if (!q.trim()) return open(false);
    void query(q, show, 12);
  };

  input.addEventListener('input', run);
  input.addEventListener('compositionend', run);
  input.addEventListener('focus', () => {
    dismissed = false;
    if (input.value.trim() && options.length) open(true);
  });
  input.addEventListener('keydown', (e) => {
    if (e.isComposing || e.keyCode === 229) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (pop.hidden && input.value.trim()) {
        dismissed = false;
        open(true);
      }
      setActive(active + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(active - 1);
    } else if (e.key === 'Enter') {
      const target = options[active] ?? (options.length ? options[0] : undefined);
      if (target instanceof HTMLAnchorElement) {
        e.preventDefault();
        location.href = target.href;
      }
    } else if (e.key === 'Escape') {
      if (!pop.hidden) {
        e.preventDefault();
        dismissed = true;
        open(false);
      } else if (input.value) {
        input.value = '';
        last = '';
      }
    }
  });
  pop.addEventListener('mousedown', (e) => e.preventDefault());
  input.addEventListener('blur', () => window.setTimeout(() => open(false), 100));
  run();
}
