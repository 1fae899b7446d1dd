/**
 * The offline packs in the service worker's caches: one cache per language
 * and pack version (`grimoire-pack-en-<version>`), complete only once its
 * manifest is stored in it, written last. A download resumes where it
 * stopped, copies files an older pack of the language already has with the
 * same hash, checks every fetched file's hash against the manifest (so two
 * deployments are never mixed in one pack), and reports its progress.
 */
import { offlinePackPath } from '../../urls/paths.ts';
import type { PackManifest } from '../pack-schema.ts';

const PREFIX = 'grimoire-pack-';
/** Where a complete pack keeps its manifest. */
const MANIFEST = '__grimoire-pack-manifest';
const PARALLEL = 6;

export const packCacheName = (lang: string, version: string) => `${PREFIX}${lang}-${version}`;

/** The language of a pack cache's name, or undefined for another cache. */
export function langOfPackCache(name: string): string | undefined {
  return name.startsWith(PREFIX) ? name.slice(PREFIX.length).split('-')[0] : undefined;
}

/** The manifest of a complete pack cache. */
export async function completeManifest(
  name: string,
  scope: string,
): Promise<PackManifest | undefined> {
  if (!(await caches.has(name))) return undefined;
  const r = await (await caches.open(name)).match(new URL(MANIFEST, scope));
  return r ? ((await r.json()) as PackManifest) : undefined;
}

async function sha16(body: ArrayBuffer): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return [...d.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Older complete packs of a language: path → hash, and their caches. */
async function olderPacks(lang: string, except: string, scope: string) {
  const out: Array<{ cache: Cache; hashes: Map<string, string> }> = [];
  for (const name of await caches.keys()) {
    if (name === except || langOfPackCache(name) !== lang) continue;
    const m = await completeManifest(name, scope);
    if (m)
      out.push({
        cache: await caches.open(name),
        hashes: new Map(m.files.map(([p, , h]) => [p, h])),
      });
  }
  return out;
}

/** A fetched response, stored without its redirect flag so it can answer a navigation. */
async function storable(r: Response, body: ArrayBuffer): Promise<Response> {
  return new Response(body, { status: r.status, statusText: r.statusText, headers: r.headers });
}

/**
 * The query a second request for a file adds when the first answer was not
 * the file of the list (a CDN still serving an older object under the same
 * address): another address to a cache, so it asks the origin.
 */
export const FRESH_PARAM = 'grimoire-fresh';

/** Fetches a file of the list; when its bytes are not the list's, asks once more past any cache. */
async function fetchChecked(url: URL, hash: string): Promise<{ r: Response; body: ArrayBuffer }> {
  for (const fresh of [false, true]) {
    const u = new URL(url);
    if (fresh) u.searchParams.set(FRESH_PARAM, hash);
    const r = await fetch(u, { cache: fresh ? 'reload' : 'no-store' });
    if (!r.ok) throw new Error(`${url.pathname}: HTTP ${r.status}`);
    const body = await r.arrayBuffer();
    if ((await sha16(body)) === hash) return { r, body };
  }
  throw new Error(`${url.pathname}: the site still serves other bytes than its list says`);
}

/** The pack list of a language, asked once more past any cache when it is not of `version`. */
async function fetchManifest(lang: string, version: string, scope: string): Promise<PackManifest> {
  for (const fresh of [false, true]) {
    const u = new URL(offlinePackPath(lang), scope);
    if (fresh) u.searchParams.set(FRESH_PARAM, version);
    const res = await fetch(u, { cache: fresh ? 'reload' : 'no-store' });
    if (!res.ok) throw new Error(`offline pack list: HTTP ${res.status}`);
    const manifest = (await res.json()) as PackManifest;
    if (manifest.version === version) return manifest;
  }
  throw new Error('the site was updated meanwhile');
}

/**
 * Downloads a language's pack of `version` into its cache; resolves with its
 * manifest when complete. A file (or the list) whose bytes are not the
 * list's is asked for once more past any cache (SW2: a stale CDN object).
 * Throws when a file cannot be fetched or is still not the list's, or the
 * site now serves another version (the caller decides whether what was
 * fetched stays).
 */
export async function downloadPack(
  lang: string,
  version: string,
  scope: string,
  progress: (done: number, total: number) => void,
): Promise<PackManifest> {
  const name = packCacheName(lang, version);
  const done = await completeManifest(name, scope);
  if (done) return done;
  const manifest = await fetchManifest(lang, version, scope);
  const cache = await caches.open(name);
  const older = await olderPacks(lang, name, scope);
  let bytes = 0;
  const todo: PackManifest['files'] = [];
  for (const f of manifest.files) {
    if (await cache.match(new URL(f[0], scope))) bytes += f[1];
    else todo.push(f);
  }
  progress(bytes, manifest.bytes);
  const worker = async () => {
    for (let f = todo.shift(); f; f = todo.shift()) {
      const [path, size, hash] = f;
      const url = new URL(path, scope);
      const old = older.find((o) => o.hashes.get(path) === hash);
      const copy = old && (await old.cache.match(url));
      if (copy) await cache.put(url, copy);
      else {
        const { r, body } = await fetchChecked(url, hash);
        await cache.put(url, await storable(r, body));
      }
      bytes += size;
      progress(bytes, manifest.bytes);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  await cache.put(new URL(MANIFEST, scope), new Response(JSON.stringify(manifest)));
  return manifest;
}

/** Deletes every pack of a language. */
export async function removePacks(lang: string): Promise<void> {
  for (const name of await caches.keys())
    if (langOfPackCache(name) === lang) await caches.delete(name);
}
