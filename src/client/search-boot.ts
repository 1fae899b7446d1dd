/**
 * Always loaded, and tiny: wakes the search up on first focus of the box, or
 * on "/" or Ctrl/Cmd+K anywhere; the search code itself loads only then,
 * with tier 0 (names, rule titles and the full-text manifest), which is all
 * a first query needs before its own full-text shard.
 */
import { tier0Init, tier0Url } from './search-files.ts';

const input = document.getElementById('site-search') as HTMLInputElement | null;
let woken = false;

async function wake(focus: boolean) {
  if (!input) return;
  if (focus) input.focus();
  if (woken) return;
  woken = true;
  // Tier 0 downloads while the search code loads.
  const tier0 = fetch(tier0Url, tier0Init);
  const [{ attachCombobox }, { warmUp }] = await Promise.all([
    import('./search-combobox.ts'),
    import('./search-engine.ts'),
  ]);
  void warmUp(tier0);
  attachCombobox(input);
}

if (input) {
  input.addEventListener('focus', () => void wake(false), { once: true });
  document.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement;
    const typing = t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName);
    if ((e.key === '/' && !typing) || (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey))) {
      e.preventDefault();
      void wake(true);
    }
  });
}
