/**
 * The one line at the bottom of the window that tells the reader their
 * offline copy is being brought to a new build, then that it is ready, with
 * a button that reloads into it (or that it could not be, and the copy in
 * use is kept) (the waiting service worker takes over
 * first, so the reloaded page and all it reads come from the new build).
 */
import type { FromWorker } from '../offline/messages.ts';
import { pageLang, ui } from './ui-strings.ts';
import { formatDate } from '../i18n/dates.ts';

function bar(): HTMLElement {
  let el = document.getElementById('offline-notice');
  if (!el) {
    el = document.createElement('div');
    el.id = 'offline-notice';
    el.className = 'offline-notice';
    el.setAttribute('role', 'status');
    document.body.append(el);
  }
  return el;
}

async function reload(): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg?.waiting) return location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
    once: true,
  });
  reg.waiting.postMessage({ type: 'skip-waiting' });
}

export function showUpdate(
  m: Extract<FromWorker, { type: 'updating' | 'update-ready' | 'update-failed' }>,
): void {
  const line = document.createElement('span');
  const vars = { edition: formatDate(m.edition, pageLang()) };
  if (m.type === 'update-failed') {
    line.textContent = ui('offline:updateFailed', vars);
    bar().replaceChildren(line);
    return;
  }
  if (m.type === 'updating') {
    line.textContent = ui(m.newEdition ? 'offline:updating' : 'offline:refreshing', vars);
    bar().replaceChildren(line);
    return;
  }
  line.textContent = ui(m.newEdition ? 'offline:updated' : 'offline:refreshed', vars);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = ui('offline:reload');
  button.addEventListener('click', () => void reload());
  bar().replaceChildren(line, document.createTextNode(' '), button);
}
