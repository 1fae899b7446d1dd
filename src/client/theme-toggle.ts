/** The theme button: switches between light and dark and remembers the choice. */
import { THEME_STORAGE_KEY } from '../lib/theme-init.ts';

const button = document.getElementById('theme-toggle');
const root = document.documentElement;

function effective(): 'light' | 'dark' {
  const set = root.dataset.theme;
  if (set === 'light' || set === 'dark') return set;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function sync() {
  button?.setAttribute('aria-pressed', String(effective() === 'dark'));
}

if (button) {
  button.hidden = false;
  sync();
  button.addEventListener('click', () => {
    const next = effective() === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    sync();
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', sync);
}
