/**
 * "Keep offline" (home page and rules index): asks the service worker to
 * download the page language's pack, shows its progress in bytes, then how
 * much the copy and the whole site take on this device, and removes it on
 * request. The download goes on in the service worker if the reader moves
 * to another page; a stopped one resumes where it stopped.
 */
import type { FromWorker } from '../offline/messages.ts';
import { ui } from './ui-strings.ts';

const root = document.querySelector<HTMLElement>('.offline-keeper');
const keep = root?.querySelector<HTMLButtonElement>('.offline-keep');
const remove = root?.querySelector<HTMLButtonElement>('.offline-remove');
const bar = root?.querySelector<HTMLProgressElement>('.offline-progress');
const status = root?.querySelector<HTMLElement>('.offline-status');
const space = root?.querySelector<HTMLElement>('.offline-space');

const lang = root?.dataset.lang ?? 'en';
const size = (bytes: number) =>
  new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1e6);

async function showSpace(): Promise<void> {
  const e = await navigator.storage?.estimate?.();
  if (space && e?.usage !== undefined)
    space.textContent = ui('offline:space', { used: size(e.usage) });
}

async function worker(): Promise<ServiceWorker | null> {
  const url = document.documentElement.dataset.sw;
  if (url) await navigator.serviceWorker.register(url);
  return (await navigator.serviceWorker.ready).active;
}

function kept(isKept: boolean): void {
  keep!.hidden = isKept;
  keep!.disabled = false;
  remove!.hidden = !isKept;
  bar!.hidden = true;
}

function onMessage(m: FromWorker): void {
  if (!('lang' in m) || m.lang !== lang) return;
  if (m.type === 'progress') {
    bar!.hidden = false;
    bar!.max = m.total;
    bar!.value = m.done;
    keep!.disabled = true;
    status!.textContent = ui('offline:progress', { done: size(m.done), total: size(m.total) });
  } else if (m.type === 'kept') {
    kept(true);
    status!.textContent = ui('offline:kept', { size: size(m.bytes) });
    void showSpace();
  } else if (m.type === 'failed') {
    kept(false);
    status!.textContent = ui('offline:failed');
  } else if (m.type === 'removed') {
    kept(false);
    status!.textContent = ui('offline:removed');
    void showSpace();
  }
}

if (root && keep && remove && bar && status) {
  if (!('serviceWorker' in navigator) || !('caches' in window)) {
    status.textContent = ui('offline:unsupported');
  } else {
    navigator.serviceWorker.addEventListener('message', (e: MessageEvent<FromWorker>) =>
      onMessage(e.data),
    );
    navigator.serviceWorker.startMessages();
    keep.disabled = false;
    keep.addEventListener('click', () => {
      keep.disabled = true;
      void navigator.storage?.persist?.();
      void worker().then((w) => w?.postMessage({ type: 'keep', lang }));
    });
    remove.addEventListener('click', () => {
      void worker().then((w) => w?.postMessage({ type: 'remove', lang }));
    });
    // What this device already holds (the worker answers once it is running).
    if (navigator.serviceWorker.controller)
      void worker().then((w) => w?.postMessage({ type: 'status', lang }));
  }
}
