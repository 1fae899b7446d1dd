/**
 * Loaded by every page only where a service worker already controls it (the
 * reader kept a language offline: offline-keeper.ts registers the worker; a
 * reader who never asked for an offline copy downloads neither the worker
 * nor this code). It checks the worker for an update once the page has
 * loaded (its address is the page's `data-sw`), and loads the one-line notice
 * (offline-notice.ts) only when the worker says an update of the reader's
 * offline copy is on its way or ready.
 */
import type { FromWorker } from '../offline/messages.ts';

if ('serviceWorker' in navigator) {
  const sw = navigator.serviceWorker;
  sw.addEventListener('message', (e: MessageEvent<FromWorker>) => {
    const m = e.data;
    if (m.type === 'updating' || m.type === 'update-ready' || m.type === 'update-failed')
      void import('./offline-notice.ts').then((n) => n.showUpdate(m));
  });
  sw.startMessages();
  const register = () => {
    const url = document.documentElement.dataset.sw;
    if (url)
      void sw.register(url).then((reg) => {
        // A new build downloaded while another page was open: the waiting worker says so again.
        if (reg.waiting && sw.controller) reg.waiting.postMessage({ type: 'update-info' });
      });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
