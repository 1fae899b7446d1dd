/** Sorting (column headers) and filtering (text, category) for the concordance table. */
import { foldText } from '../search/normalize.ts';
import { ui } from './ui-strings.ts';

const table = document.querySelector<HTMLTableElement>('[data-concordance]');
const tools = document.querySelector<HTMLElement>('[data-tools]');
if (table && tools) {
  tools.hidden = false;
  const body = table.tBodies[0]!;
  const rows = [...body.rows];
  const text = new Map(rows.map((r) => [r, foldText(r.textContent ?? '')]));
  const filter = tools.querySelector<HTMLInputElement>('[data-filter]')!;
  const category = tools.querySelector<HTMLSelectElement>('[data-category]')!;
  const count = tools.querySelector<HTMLElement>('[data-count]')!;
  const collator = new Intl.Collator(document.documentElement.lang, {
    sensitivity: 'base',
    numeric: true,
  });
  const apply = () => {
    const q = foldText(filter.value.trim());
    let shown = 0;
    for (const r of rows) {
      const ok =
        (!q || text.get(r)!.includes(q)) &&
        (!category.value || r.dataset.category === category.value);
      r.hidden = !ok;
      if (ok) shown++;
    }
    count.textContent = ui('concordance.count', {
      shown: String(shown),
      total: String(rows.length),
    });
  };
  filter.addEventListener('input', apply);
  category.addEventListener('change', apply);
  table.querySelectorAll<HTMLTableCellElement>('th[data-col]').forEach((th) => {
    const col = Number(th.dataset.col);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sort-button';
    button.append(...th.childNodes);
    th.append(button);
    button.addEventListener('click', () => {
      const dir = th.getAttribute('aria-sort') === 'ascending' ? -1 : 1;
      table.querySelectorAll('th[aria-sort]').forEach((h) => h.removeAttribute('aria-sort'));
      th.setAttribute('aria-sort', dir === 1 ? 'ascending' : 'descending');
      const key = (r: HTMLTableRowElement) => r.cells[col]?.dataset.sort ?? '';
      rows.sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        if (!ka !== !kb) return ka ? -1 : 1;
        return dir * collator.compare(ka, kb);
      });
      body.append(...rows);
    });
  });
  apply();
}
