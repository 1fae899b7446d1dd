/**
 * The inline-glosses button: shows every gloss of the page's English rules
 * in the text ("library (grimorio)") instead of on hover, focus or tap, and
 * remembers the choice.
 */
import { GLOSSES_INLINE, GLOSSES_KEY } from '../lib/gloss-state.ts';

const root = document.documentElement;
const button = document.querySelector<HTMLButtonElement>('.gloss-button');

function apply(inline: boolean): void {
  if (inline) root.dataset.glosses = GLOSSES_INLINE;
  else delete root.dataset.glosses;
  button?.setAttribute('aria-pressed', String(inline));
}

apply(root.dataset.glosses === GLOSSES_INLINE);
button?.addEventListener('click', () => {
  const inline = root.dataset.glosses !== GLOSSES_INLINE;
  apply(inline);
  try {
    if (inline) localStorage.setItem(GLOSSES_KEY, GLOSSES_INLINE);
    else localStorage.removeItem(GLOSSES_KEY);
  } catch {
    // Storage may be unavailable: the choice lasts for this page only.
  }
});
