/// <reference lib="webworker" />
/**
 * Grimoire's service worker (`sw.js`, bundled by offline-integration.ts with
 * the build's pack versions). It precaches nothing, so a first visit
 * downloads no more than before:
 *
 * - pages and files of a kept language are answered from its pack (one
 *   build, complete, never mixed with another);
 * - everything else comes from the network and is cached as it is read
 *   (Workbox NetworkFirst), so pages read online open offline too;
 * - offline, a page of a language not kept (or an older edition's full
 *   text) gets a page saying it exists but was not kept; any other address
 *   in no cache gets the language's not-found page.
 *
 * A new build is a new sw.js: the browser installs it on the next online
 * visit, and its install downloads the new packs of the kept languages in
 * the background while the old worker keeps serving the old ones. Pages are
 * told in one line; the new packs are used once the pages reload. An update
 * that cannot complete says so, and leaves the old copy as it was.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { FromWorker, ToWorker } from '../messages.ts';
import type { OfflineBuild } from '../pack-schema.ts';
import type { Lang } from '../../content/schemas.ts';
import { notFoundPath, notKeptPath, offlinePackPath, serviceWorkerPath } from '../../urls/paths.ts';
import {
  completeManifest,
  downloadPack,
  langOfPackCache,
  packCacheName,
  removePacks,
} from './pack-store.ts';

declare const self: ServiceWorkerGlobalScope;
declare const __GRIMOIRE_OFFLINE__: OfflineBuild;

const BUILD = __GRIMOIRE_OFFLINE__;
const SCOPE = self.registration.scope;
const RUNTIME = `grimoire-read-${BUILD.version}`;
const LANGS = Object.keys(BUILD.packs);

async function broadcast(m: FromWorker): Promise<void> {
  for (const c of await self.clients.matchAll({ includeUncontrolled: true })) c.postMessage(m);
}

/** The complete packs of this build, by language (looked up once, renewed on keep and remove). */
let kept: Promise<Map<string, Cache>> | undefined;
function keptPacks(): Promise<Map<string, Cache>> {
  kept ??= (async () => {
    const out = new Map<string, Cache>();
    for (const lang of LANGS) {
      const name = packCacheName(lang, BUILD.packs[lang]!);
      if (await completeManifest(name, SCOPE)) out.set(lang, await caches.open(name));
    }
    return out;
  })();
  return kept;
}

/** The language a site path belongs to, if any. */
function langOf(url: URL): Lang | undefined {
  const first = url.href.slice(SCOPE.length).split('/')[0] ?? '';
  return LANGS.includes(first) ? (first as Lang) : undefined;
}

async function fromPack(request: Request): Promise<Response | undefined> {
  const packs = await keptPacks();
  const lang = langOf(new URL(request.url));
  const candidates = lang ? [packs.get(lang)] : [...packs.values()];
  for (const cache of candidates) {
    const hit = await cache?.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (hit) return hit;
  }
  return undefined;
}

const runtime = new NetworkFirst({
  cacheName: RUNTIME,
  networkTimeoutSeconds: 6,
  plugins: [new ExpirationPlugin({ maxEntries: 400 })],
});

const NOT_ROUTED = [serviceWorkerPath, ...LANGS.map(offlinePackPath)].map(
  (p) => new URL(p, SCOPE).href,
);

registerRoute(
  ({ url, request }) =>
    url.href.startsWith(SCOPE) && request.method === 'GET' && !NOT_ROUTED.includes(url.href),
  async ({ request, event }) => (await fromPack(request)) ?? runtime.handle({ request, event }),
);

/** An older edition's full text (`en/editions/2019-01-25/7/`): a page packs do not keep. */
const OLDER_FULL_TEXT = /^[a-z]{2}\/editions\/\d{4}-\d{2}-\d{2}\/(?:\d|all|glossary)\/?$/;

/** The page that says a page exists but was not kept: in the page's language if kept, else in a kept one. */
async function notKept(lang: string | undefined): Promise<Response | undefined> {
  const packs = await keptPacks();
  const inLang = lang && packs.has(lang) ? lang : [...packs.keys()][0];
  return inLang ? fromPack(new Request(new URL(notKeptPath(inLang as Lang), SCOPE))) : undefined;
}

// Offline, an address in no cache: a page of a language not kept, or an older edition's full
// text, gets the page saying it was not kept; any other the language's not-found page (it sends
// old addresses on).
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const url = new URL(request.url);
  const lang = langOf(url);
  const packs = await keptPacks();
  if ((lang && !packs.has(lang)) || OLDER_FULL_TEXT.test(url.href.slice(SCOPE.length))) {
    const page = await notKept(lang);
    if (page) return page;
  }
  const page = new URL(notFoundPath(lang ?? 'en'), SCOPE);
  const hit = (await fromPack(new Request(page))) ?? (await caches.match(page));
  return hit ?? Response.error();
});

async function keep(lang: string): Promise<void> {
  const version = BUILD.packs[lang];
  if (!version) return;
  let last = 0;
  try {
    const m = await downloadPack(lang, version, SCOPE, (done, total) => {
      const now = Date.now();
      if (now - last < 150 && done < total) return;
      last = now;
      void broadcast({ type: 'progress', lang, done, total });
    });
    kept = undefined;
    await broadcast({ type: 'kept', lang, bytes: m.bytes, edition: m.edition });
  } catch {
    await broadcast({ type: 'failed', lang });
  }
}

async function status(lang: string, client: Client): Promise<void> {
  const m = await completeManifest(packCacheName(lang, BUILD.packs[lang] ?? ''), SCOPE);
  const reply: FromWorker = m
    ? { type: 'kept', lang, bytes: m.bytes, edition: m.edition }
    : { type: 'not-kept', lang };
  client.postMessage(reply);
}

self.addEventListener('message', (event) => {
  const m = event.data as ToWorker;
  if (m.type === 'skip-waiting') void self.skipWaiting();
  else if (m.type === 'keep') event.waitUntil(keep(m.lang));
  else if (m.type === 'remove')
    event.waitUntil(
      removePacks(m.lang).then(() => {
        kept = undefined;
        return broadcast({ type: 'removed', lang: m.lang });
      }),
    );
  else if (m.type === 'status' && event.source instanceof Client)
    event.waitUntil(status(m.lang, event.source));
  else if (m.type === 'update-info' && event.source instanceof Client) {
    const source = event.source;
    event.waitUntil(
      keptBefore().then((before) => {
        const newEdition = [...before.values()].some((e) => e !== BUILD.edition);
        source.postMessage({ type: 'update-ready', edition: BUILD.edition, newEdition });
      }),
    );
  }
});

/** The languages kept by an earlier build, with the edition of their packs. */
async function keptBefore(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const name of await caches.keys()) {
    const lang = langOfPackCache(name);
    if (!lang || name === packCacheName(lang, BUILD.packs[lang] ?? '')) continue;
    const m = await completeManifest(name, SCOPE);
    if (m) out.set(lang, m.edition);
  }
  return out;
}

// Install: bring the kept languages to this build before taking over.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const before = await keptBefore();
      if (!before.size) return self.skipWaiting();
      const newEdition = [...before.values()].some((e) => e !== BUILD.edition);
      await broadcast({ type: 'updating', edition: BUILD.edition, newEdition });
      try {
        for (const lang of before.keys())
          if (BUILD.packs[lang]) await downloadPack(lang, BUILD.packs[lang], SCOPE, () => {});
      } catch (e) {
        await dropNewPacks(before.keys());
        await broadcast({ type: 'update-failed', edition: BUILD.edition, newEdition });
        throw e;
      }
      await broadcast({ type: 'update-ready', edition: BUILD.edition, newEdition });
    })(),
  );
});

/**
 * An update that could not complete (SW2: the host still serves another
 * build's bytes) leaves nothing beside the copy in use: its unfinished packs
 * are deleted, and the install fails, so the old worker keeps serving the
 * old copy, whole; the browser installs this build again on a later visit.
 */
async function dropNewPacks(langs: Iterable<string>): Promise<void> {
  for (const lang of langs)
    if (BUILD.packs[lang]) await caches.delete(packCacheName(lang, BUILD.packs[lang]));
}

// Activate: drop other builds' packs and pages read under them.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set(LANGS.map((l) => packCacheName(l, BUILD.packs[l]!)));
      for (const name of await caches.keys()) {
        const other = langOfPackCache(name) ? !current.has(name) : name !== RUNTIME;
        if (other && name.startsWith('grimoire-')) await caches.delete(name);
      }
    })(),
  );
});
clientsClaim();
