/**
 * On every page: registers the service worker once the page has loaded
 * (it precaches nothing), and tells the reader in one line at the bottom of
 * the window when their offline copy is being brought to a new build, and
 * when it is ready, with a button to reload into it.
 */
import type { FromWorker } from '../offline/messages.ts';
import { serviceWorkerPath, withBase } from '../lib/paths.ts';
import { ui } from './ui-strings.ts';

function notice(text: string, reload?: () => void): void {
  let bar = document.getElementById('offline-notice');
  if (!bar) {
    bar = document.createElement('div');
    bar.id = 'offline-notice';
    bar.className = 'offline-notice';
    bar.setAttribute('role', 'status');
    document.body.append(bar);
  }
  const line = document.createElement('span');
  line.textContent = text;
  const parts: Node[] = [line];
  if (reload) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = ui('offline.reload');
    b.addEventListener('click', reload);
    parts.push(document.createTextNode(' '), b);
  }
  bar.replaceChildren(...parts);
}

if ('serviceWorker' in navigator) {
  const sw = navigator.serviceWorker;
  const reloadInto = (reg: ServiceWorkerRegistration) => () => {
    if (!reg.waiting) return location.reload();
    sw.addEventListener('controllerchange', () => location.reload(), { once: true });
    reg.waiting.postMessage({ type: 'skip-waiting' });
  };
  sw.addEventListener('message', (e: MessageEvent<FromWorker>) => {
    const m = e.data;
    if (m.type === 'updating')
      notice(ui(m.newEdition ? 'offline.updating' : 'offline.refreshing', { edition: m.edition }));
    else if (m.type === 'update-ready')
      void sw.getRegistration().then((reg) => {
        const text = ui(m.newEdition ? 'offline.updated' : 'offline.refreshed', {
          edition: m.edition,
        });
        notice(text, reg ? reloadInto(reg) : () => location.reload());
      });
  });
  sw.startMessages();
  const register = () => {
    const base = document.documentElement.dataset.base ?? '/';
    void sw.register(withBase(base, serviceWorkerPath)).then((reg) => {
      // A new build already downloaded while another page was open.
      if (reg.waiting && sw.controller) reg.waiting.postMessage({ type: 'update-info' });
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
