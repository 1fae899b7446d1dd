/** Filters the glossary index by category; letter groups left empty are hidden. */
const tools = document.querySelector<HTMLElement>('[data-index-tools]');
const select = tools?.querySelector<HTMLSelectElement>('[data-category]');
if (tools && select) {
  tools.hidden = false;
  select.addEventListener('change', () => {
    for (const group of document.querySelectorAll<HTMLElement>('.letter-group')) {
      let shown = 0;
      for (const li of group.querySelectorAll<HTMLElement>('li[data-category]')) {
        li.hidden = Boolean(select.value) && li.dataset.category !== select.value;
        if (!li.hidden) shown++;
      }
      group.hidden = shown === 0;
      const link = document.querySelector<HTMLElement>(
        `.letter-nav a[href="#${CSS.escape(group.id)}"]`,
      )?.parentElement;
      if (link) link.hidden = shown === 0;
    }
  });
}
