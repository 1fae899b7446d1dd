/**
 * Sorting (column headers: a click sorts, a second click reverses) and
 * filtering (text, category) for the concordance table. The filter, the
 * category and the sort are kept in the address (`?q=…&category=…&sort=2-desc`),
 * so a filtered, sorted table can be shared and survives a reload.
 */
import { foldText } from '../text/fold.ts';
import { ui } from './ui-strings.ts';

type Dir = 'ascending' | 'descending';

const table = document.querySelector<HTMLTableElement>('[data-concordance]');
const tools = document.querySelector<HTMLElement>('[data-tools]');
if (table && tools) setUp(table, tools);

/** The parts of the table and its tools that the functions below work on. */
interface Parts {
  body: HTMLTableSectionElement;
  rows: HTMLTableRowElement[];
  headers: HTMLTableCellElement[];
  filter: HTMLInputElement;
  category: HTMLSelectElement;
  count: HTMLElement;
}

function setUp(table: HTMLTableElement, tools: HTMLElement): void {
  tools.hidden = false;
  const body = table.tBodies[0]!;
  const parts: Parts = {
    body,
    rows: [...body.rows],
    headers: [...table.querySelectorAll<HTMLTableCellElement>('th[data-col]')],
    filter: tools.querySelector<HTMLInputElement>('[data-filter]')!,
    category: tools.querySelector<HTMLSelectElement>('[data-category]')!,
    count: tools.querySelector<HTMLElement>('[data-count]')!,
  };
  const apply = filterer(parts);
  const sortBy = sorter(parts);
  for (const th of parts.headers) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sort-button';
    button.append(...th.childNodes);
    th.append(button);
    button.addEventListener('click', () => {
      sortBy(th, th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending');
      remember(parts);
    });
  }
  parts.filter.addEventListener('input', () => (apply(), remember(parts)));
  parts.category.addEventListener('change', () => (apply(), remember(parts)));
  restore(parts.filter, parts.category, parts.headers, sortBy);
  apply();
}

/** Shows the rows that match the filter and the category, and says how many. */
function filterer({ rows, filter, category, count }: Parts): () => void {
  const text = new Map(rows.map((r) => [r, foldText(r.textContent ?? '')]));
  return () => {
    const q = foldText(filter.value.trim());
    let shown = 0;
    for (const r of rows) {
      const ok =
        (!q || text.get(r)!.includes(q)) &&
        (!category.value || r.dataset.category === category.value);
      r.hidden = !ok;
      if (ok) shown++;
    }
    count.textContent = ui('concordance:count', {
      shown: String(shown),
      total: String(rows.length),
    });
  };
}

/** Sorts the rows by a column, in the language's collation; rows without a name there stay last. */
function sorter({ body, rows, headers }: Parts): (th: HTMLTableCellElement, dir: Dir) => void {
  const collator = new Intl.Collator(document.documentElement.lang, {
    sensitivity: 'base',
    numeric: true,
  });
  return (th, dir) => {
    const col = Number(th.dataset.col);
    headers.forEach((h) => h.removeAttribute('aria-sort'));
    th.setAttribute('aria-sort', dir);
    const sign = dir === 'ascending' ? 1 : -1;
    const key = (r: HTMLTableRowElement) => r.cells[col]?.dataset.sort ?? '';
    rows.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (!ka !== !kb) return ka ? -1 : 1;
      return sign * collator.compare(ka, kb);
    });
    body.append(...rows);
  };
}

/** Writes the filter, category and sort into the address (the default sort is left out). */
function remember({ headers, filter, category }: Parts): void {
  const params = new URLSearchParams(); // always in the same order: q, category, sort
  const set = (k: string, v: string) => v && params.set(k, v);
  set('q', filter.value.trim());
  set('category', category.value);
  const th = headers.find((h) => h.hasAttribute('aria-sort'));
  const dir = th?.getAttribute('aria-sort') === 'descending' ? 'desc' : 'asc';
  if (th && (th !== headers[0] || dir === 'desc')) set('sort', `${th.dataset.col}-${dir}`);
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
}

/** The filter, category and sort the address names. */
function restore(
  filter: HTMLInputElement,
  category: HTMLSelectElement,
  headers: HTMLTableCellElement[],
  sortBy: (th: HTMLTableCellElement, dir: Dir) => void,
): void {
  const params = new URLSearchParams(location.search);
  filter.value = params.get('q') ?? filter.value;
  const cat = params.get('category');
  if (cat && [...category.options].some((o) => o.value === cat)) category.value = cat;
  const m = /^(\d+)-(asc|desc)$/.exec(params.get('sort') ?? '');
  const th = m && headers.find((h) => h.dataset.col === m[1]);
  if (th) sortBy(th, m[2] === 'desc' ? 'descending' : 'ascending');
}
