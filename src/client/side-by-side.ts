/**
 * The side-by-side buttons of a rules page: pressing one shows the page's
 * rules beside the same rules in another language (the CSS reads
 * `<html data-sbs>`); pressing it again goes back to one column. The choice
 * is kept per site language and applied before the first paint next time.
 */
import { SIDE_BY_SIDE_KEY_PREFIX } from '../lib/side-by-side-state.ts';

const root = document.documentElement;
const key = SIDE_BY_SIDE_KEY_PREFIX + root.lang;
const buttons = [...document.querySelectorAll<HTMLButtonElement>('.sbs-button')];

function apply(value: string | undefined): void {
  if (value) root.dataset.sbs = value;
  else delete root.dataset.sbs;
  for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.sbsValue === value));
}

apply(root.dataset.sbs);
for (const b of buttons)
  b.addEventListener('click', () => {
    const value = root.dataset.sbs === b.dataset.sbsValue ? undefined : b.dataset.sbsValue;
    apply(value);
    try {
      if (value) localStorage.setItem(key, value);
      else localStorage.removeItem(key);
    } catch {
      // Storage may be unavailable (private mode): the choice lasts for this page only.
    }
  });
